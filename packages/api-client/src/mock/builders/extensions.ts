import type { Extensao, SmsUsageMonth, ZenviaConfig } from '../../types';
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

/**
 * `meses` months of campaign SMS ending in the mock's month (March 2025), oldest first: a steady volume with a few
 * failures, the delivery reports for most of those sent; `empty` gives every month at zero.
 */
export function buildSmsUsage(meses = 6, { empty = false } = {}): SmsUsageMonth[] {
  return Array.from({ length: meses }, (_, index) => {
    const back = meses - 1 - index;
    const date = new Date(Date.UTC(2025, 2 - back, 1));
    const mes = date.toISOString().slice(0, 7);
    const enviados = empty ? 0 : 180 + ((index * 37) % 90);
    const falhas = empty ? 0 : 2 + ((index * 5) % 7);
    return { mes, total: enviados + falhas, enviados, entregues: Math.round(enviados * 0.94), falhas };
  });
}
