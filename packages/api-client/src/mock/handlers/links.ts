import type { Link } from '../../types';
import { item, list } from './core';

/** `mockHandlers.links.*`, mirroring the reads of `client.settings.links` (a product's sales links). */
export const linkHandlers = {
  list: list<Link>('links'),
  get: item<Link>('get', 'links/:id'),
};
