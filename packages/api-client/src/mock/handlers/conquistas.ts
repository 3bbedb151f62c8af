import type { Conquista, ConquistaLimite } from '../../types';
import { crud, item } from './core';

/** `mockHandlers.conquistas.*`, mirroring `client.settings.conquistas` (achievements) and `conquistaLimite`. */
export const conquistaHandlers = {
  ...crud<Conquista>('conquistas'),
  /** The plan's room for active achievements. */
  limite: item<ConquistaLimite>('get', 'conquistas/limite'),
};
