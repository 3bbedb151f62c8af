import type { Link, PersonalLink } from '../../types';
import { crud, list } from './core';

/** `mockHandlers.links.*`, mirroring `client.settings.links` (a product's sales links): list, get, create, update, delete. */
export const linkHandlers = crud<Link>('links');

/** `mockHandlers.salesLinks.*`, mirroring `client.salesLinks` (the agent's own links). */
export const salesLinkHandlers = {
  mine: list<PersonalLink>('meus-links'),
};
