import type { Money, ProductRef } from './common';

/**
 * Wire types of the settings and catalogue endpoints. `status` of a catalogue row is 1 (active) or 0, as the
 * spec's `status=1` filter says; other flags are booleans. Money is a number in reais with two decimals,
 * percentages are plain numbers (12.5 means 12,5 %): never scaled by 100.
 */

export type ActiveStatus = 0 | 1;

/** `GET /my_company`. `nome` is the short name shown in the company picker. */
export interface CompanyData {
  id: number;
  slug: string;
  nome: string;
  razao_social: string | null;
  nome_fantasia: string | null;
  /** Digits only (14). */
  cnpj: string | null;
  email: string | null;
  site: string | null;
  logo: string | null;
  /** Printed on commission payment orders (≤ 20 characters each). */
  descricao: string | null;
  rodape: string | null;
  /** Postal address; `cep` digits only (8), `uf` the state's two letters. */
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  uf: string | null;
  /** The name the company's e-mails come from (the sender address stays the server's). */
  nome_remetente: string | null;
  /** IANA time zone (`America/Sao_Paulo` unless chosen): the server counts every day, period and month in it. */
  time_zone: string;
}

export interface PlanLimits {
  planos_campanhas: number;
  campanhas: number;
  numero_usuarios: number;
  numero_conquistas: number;
  sms: boolean;
  ligacoes_direto_do_dashboard: boolean;
  numero_emails_mes: number;
  numero_sms_mes: number;
}

/** What the plan's limits are measured against today; modules add their counters as they land. */
export interface PlanUsage {
  /** Members that take a seat: active and pending invitations (inactive ones do not). */
  usuarios: number;
  /** Active achievements (an inactive one takes no slot). */
  conquistas: number;
  /** Tickets created this month (no plan limits them; shown for reference). */
  tickets_mes: number;
}

/** `GET /my_plan`. The monthly figures count the calendar month of the company's time zone, `mes`. */
export interface MyPlan {
  company: {
    razao_social: string | null;
    email: string | null;
    cnpj: string | null;
    logo: string | null;
    consumo_mensal_ativo: { numero_emails: number; numero_sms: number };
  };
  plano: { nome: string; config_planos: PlanLimits } | null;
  uso: PlanUsage;
  /** The month being counted: its first and last day (`YYYY-MM-DD`) in `time_zone`. */
  mes: { inicio: string; fim: string; time_zone: string };
}

/** A sales platform the accounts connect to. `need` is how many tokens its accounts carry (1–3). */
export interface Integracao {
  id: number;
  descricao: string;
  need: number;
  checkout_base: string;
}

/** What the recovery engine did with an event a platform posted to an account's webhook. */
/** `pending`: kept during a burst, to be applied by the engine worker in a moment. */
export type PlatformEventOutcome = 'processed' | 'ignored' | 'failed' | 'pending';

/** The last event an account's webhook received: when, which, and what came of it (`error` when it failed). */
export interface PlatformEvent {
  received_at: string;
  /** The platform's own name of the event (`PURCHASE_APPROVED`, ...). */
  event: string;
  outcome: PlatformEventOutcome;
  error: string | null;
}

/**
 * A sales-platform account. Its tokens are write-only: responses only say whether each one is set, and the last
 * four characters of the main one (null when unset, or too short to show part of it safely).
 */
export interface Conta {
  id: number;
  nome: string;
  integracao_id: number;
  integracao: Integracao;
  has_token: boolean;
  has_token2: boolean;
  has_token3: boolean;
  token_last4: string | null;
  /** The address to paste into the platform: its events for this account arrive there. */
  webhook_url: string;
  last_event: PlatformEvent | null;
  /** Products on this account: an account in use cannot be deleted. */
  produtos_count: number;
  created_at: string;
}

export type ComissaoModo = 'individual' | 'partilhada';
export type ComissaoTipo = 'valor' | 'percentual';

export interface Produto {
  id: number;
  nome: string;
  status: ActiveStatus;
  conta_id: number;
  conta: { id: number; nome: string; integracao: { id: number; descricao: string; checkout_base: string } };
  preco: number;
  /** The product's id on the sales platform. */
  cod_produto: string;
  /** Checkout reference appended to the platform's checkout base. */
  checkout: string | null;
  /** Hex colour shown beside the product on every screen. */
  cor: string;
  hab_comissao: boolean;
  /** individual: one value for who inserts the ticket and one for who attends; partilhada: one shared value. */
  comissao_modo: ComissaoModo | null;
  comissao_tipo: ComissaoTipo | null;
  /** Individual: for who inserts the ticket. Partilhada: the shared commission. */
  comissao_insercao: number | null;
  /** Individual only: for who attends the ticket. */
  comissao_atendimento: number | null;
  /** Purchases of this product arrive from the platform's webhook. */
  integracao: boolean;
  upsellers: Array<{ id: number; nome: string }>;
  links_count: number;
  created_at: string;
}

/** A sales link (offer) of a product; `[LINK_<identidade>]` in messages points to it. */
export interface Link {
  id: number;
  produto_id: number;
  produto: { id: number; nome: string; cor: string };
  identidade: string;
  descricao: string;
  codigo_oferta: string;
  /** Tracking origin sent to the platform. */
  src: string;
  /** Installments, 1–12. */
  split: number;
  builder: boolean;
  boleto: boolean;
  paypal: boolean;
  debito: boolean;
  two_cart: boolean;
  hab_comissao: boolean;
  status: ActiveStatus;
  /** The offer's checkout address (platform's checkout base + product checkout + offer); null without a product checkout. */
  checkout_url: string | null;
  created_at: string;
}

/**
 * `GET /meus-links`: one sales link as the calling agent shares it, its address carrying the agent's own tracking
 * code (`sck`), so a sale through it is attributed to them. `url` is null while the product has no checkout.
 */
export interface PersonalLink {
  /** The link's id. */
  id: number;
  identidade: string;
  descricao: string;
  codigo_oferta: string;
  split: number;
  produto: { id: number; nome: string; cor: string };
  url: string | null;
}

/**
 * Origins, doubt types and loss reasons share one shape. `padrao` rows are provided by the system: they can be
 * used and listed but not edited or deleted.
 */
export interface CatalogueItem {
  id: number;
  nome: string;
  status: ActiveStatus;
  padrao: boolean;
  created_at: string;
}
export type Origem = CatalogueItem;
export type TipoDeDuvida = CatalogueItem;
export type MotivoDePerda = CatalogueItem;

/** How a ticket ends: won, waiting (closes after `fechamento` occurrences) or lost. */
export type TipoFinalizacao = 'ganhou' | 'aguardando' | 'perdeu';
export const TIPOS_FINALIZACAO: readonly TipoFinalizacao[] = ['ganhou', 'aguardando', 'perdeu'];

export interface StatusDeFinalizacao extends CatalogueItem {
  tipo: TipoFinalizacao;
  /** Ganhou: a gift may be requested. */
  hab_brinde: boolean;
  /** Perdeu: a loss reason is required. */
  hab_perda: boolean;
  /** Aguardando: number of occurrences after which the ticket is closed. */
  fechamento: number | null;
  /** Aguardando: the system waits before closing the ticket. */
  espera: boolean;
}

export type TipoMensagem = 'whatsapp' | 'email';

export interface MensagemPadrao {
  id: number;
  tipo: TipoMensagem;
  titulo: string;
  /** E-mail only. */
  assunto: string | null;
  /** Text (WhatsApp) or HTML (e-mail), with variables such as [NOME_LEAD]. */
  mensagem: string;
  status: ActiveStatus;
  padrao: boolean;
  created_at: string;
}

/** Variables a default message may carry, with their labels; `[LINK_<identidade>]` also names a link. */
export const MESSAGE_VARIABLES = [
  { variable: '[NOME_LEAD]', label: 'Nome do Lead' },
  { variable: '[EMAIL_LEAD]', label: 'E-mail do Lead' },
  { variable: '[NOME_ATENDENTE]', label: 'Nome do Atendente' },
  { variable: '[NOME_PRODUTO]', label: 'Nome do Produto' },
] as const;
export type MessageVariable = (typeof MESSAGE_VARIABLES)[number]['variable'];

/** One option of a select. */
export interface SelectOption {
  id: number;
  label: string;
}
export interface ProdutoOption extends SelectOption {
  cor: string;
}
/** An active gift, with the product it belongs to (the finish form offers the ticket product's gifts). */
export interface BrindeOption extends SelectOption {
  produto_id: number;
}
export interface UsuarioOption extends SelectOption {
  avatar: string | null;
}

/** `GET /selects/responsaveis`: who can be responsible for a ticket, grouped; campaign groups join with their modules. */
export interface Responsaveis {
  usuarios: UsuarioOption[];
  links: SelectOption[];
}

/** Whose commission an achievement raises: the agent who attended the sale, or the ticket's responsible. */
export type PerfilConquista = 'atendente' | 'responsavel';

/**
 * An achievement ("conquista"): when a member reaches `quantidade` sales (of `produto`, or of any product when
 * `global`), their commission rises by `valor` reais or `porcentagem` percent, and the badge shows on their card.
 */
export interface Conquista {
  id: number;
  nome: string;
  descricao: string | null;
  global: boolean;
  /** The product whose sales count; null when global. */
  produto_id: number | null;
  produto: ProductRef | null;
  perfil: PerfilConquista;
  tipo: ComissaoTipo;
  /** tipo `valor`: the raise in reais; null otherwise. */
  valor: Money | null;
  /** tipo `percentual`: the raise in percent (12.5 means 12,5 %); null otherwise. */
  porcentagem: number | null;
  /** Sales needed to reach it. */
  quantidade: number;
  /** Address of the badge ("Selo do Reconhecimento"), served without a session; null when none was uploaded. */
  imagem: string | null;
  ativo: boolean;
  created_at: string;
}

/**
 * `GET /conquistas/limite`: the plan's room for achievements. Only active ones count (an inactive one is kept for
 * later and takes no slot); `maximo` is null for a company without a plan (no limit).
 */
export interface ConquistaLimite {
  maximo: number | null;
  ativas: number;
}
