import type { Extensao, ZenviaConfig } from '../../types';
import { isoDaysAgo } from '../data';

/** The company's Zenvia account as a manager leaves it: saved, on, its token ending in 1a2b. */
export function buildZenviaConfig(overrides: Partial<ZenviaConfig> = {}): ZenviaConfig {
  return { configurada: true, token_final: '1a2b', remetente: 'loja-aurora', ativa: true, atualizado_em: isoDaysAgo(3), ...overrides };
}

/** Nothing saved yet. */
export const ZENVIA_NOT_CONFIGURED: ZenviaConfig = {
  configurada: false,
  token_final: null,
  remetente: null,
  ativa: false,
  atualizado_em: null,
};

/** The catalogue as the server answers it: the SMS provider with `zenvia`'s state, the others not available yet. */
export function buildExtensoes(zenvia: Pick<ZenviaConfig, 'configurada' | 'ativa'> = buildZenviaConfig()): Extensao[] {
  const unavailable = (tipo: Extensao['tipo']): Extensao => ({ tipo, disponivel: false, configurada: false, ativa: false });
  return [
    { tipo: 'zenvia', disponivel: true, configurada: zenvia.configurada, ativa: zenvia.ativa },
    unavailable('slack'),
    unavailable('melhor_envio'),
    unavailable('correios'),
  ];
}
