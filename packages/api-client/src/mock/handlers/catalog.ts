import type { Conta, Integracao, Produto } from '../../types';
import { crud, item } from './core';

/** `mockHandlers.catalog.*`, mirroring `client.settings.{integracoes, contas, produtos}`. */
export const catalogHandlers = {
  integracoes: item<Integracao[]>('get', 'integracoes'),
  contas: crud<Conta>('contas'),
  produtos: crud<Produto>('produtos'),
};
