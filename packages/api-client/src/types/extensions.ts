/**
 * Wire types of the extensions (`extensoes`): providers a company connects with its own account. Only the SMS
 * provider (Zenvia) works today; the others the product names are listed as not available.
 */

/** The extensions the product names: SMS provider, chat tool, freight marketplace, postal service. */
export const EXTENSAO_TIPOS = ['zenvia', 'slack', 'melhor_envio', 'correios'] as const;
export type ExtensaoTipo = (typeof EXTENSAO_TIPOS)[number];

/** One card of `GET /extensoes`: whether the product offers it yet and, if so, its state for the company. */
export interface Extensao {
  tipo: ExtensaoTipo;
  /** False: not offered yet (no settings page, nothing to connect). */
  disponivel: boolean;
  /** The company has saved its account for it. */
  configurada: boolean;
  /** Configured and switched on. */
  ativa: boolean;
}

/**
 * `GET /extensoes/zenvia`: the company's own Zenvia SMS account. The token is write-only: only whether it is set
 * (`configurada`) and, of a token of 12 characters or more, its last four characters.
 */
export interface ZenviaConfig {
  configurada: boolean;
  token_final: string | null;
  /** The sender id (Zenvia's keyword), the `from` of every SMS. */
  remetente: string | null;
  /** When on, the company's campaign SMS go through this account. */
  ativa: boolean;
  atualizado_em: string | null;
}

/** `POST /extensoes/zenvia/teste`: the provider took the message; its id there. */
export interface ZenviaTestResult {
  mensagem_id: string;
  telefone: string;
}

/** One month of `GET /extensoes/relatorio`: the company's campaign SMS that ended that month, in its time zone. */
export interface SmsUsageMonth {
  /** `YYYY-MM`. */
  mes: string;
  /** Sent plus failed. */
  total: number;
  /** Handed to the provider (or kept in the outbox when none is configured). */
  enviados: number;
  /** Of those sent, the ones the provider reported delivered. */
  entregues: number;
  /** Given up after their tries, with the last reason in the campaign's history. */
  falhas: number;
}

/** The periods the usage report offers: the last 3, 6 or 12 months, this one included. */
export const SMS_USAGE_PERIODS = [3, 6, 12] as const;
export type SmsUsagePeriod = (typeof SMS_USAGE_PERIODS)[number];
