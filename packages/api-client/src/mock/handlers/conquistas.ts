import type { Conquista } from '../../types';
import { crud } from './core';

/** `mockHandlers.conquistas.*`, mirroring `client.settings.conquistas` (achievements). */
export const conquistaHandlers = crud<Conquista>('conquistas');
