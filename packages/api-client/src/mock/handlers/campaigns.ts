import type {
  Campaign,
  CampaignActivation,
  CampaignContact,
  CampaignKind,
  CampaignOf,
  CampaignSummary,
  CartCampaignMetrics,
  EmailStep,
  Plan,
  ScheduledSend,
  SendHistoryEntry,
  SmsStep,
  TicketContact,
  WhatsappCampaignContact,
  WhatsappCampaignMetrics,
  WhatsappLink,
  WhatsappListEntry,
  WhatsappListTransformResult,
} from '../../types';
import { endpoint, item, list, pageFor, put, remove } from './core';

const ROUTES: Record<CampaignKind, string> = {
  carrinho: 'campanha_carrinhos',
  boleto: 'campanha_boletos',
  whatsapp: 'campanha_whatsapps',
  agendamento: 'campanha_agendamentos',
  cancelado: 'campanha_cancelados',
};

function crud<K extends CampaignKind>(kind: K) {
  const route = ROUTES[kind];
  return {
    list: list<CampaignOf<K>>(route),
    get: item<CampaignOf<K>>('get', `${route}/:id`),
    create: item<CampaignOf<K>>('post', route),
    /** Also answers the plan screen's status switch. */
    update: put<CampaignOf<K>>(`${route}/:id`),
    remove: remove(`${route}/:id`),
  };
}

function steps<Step>(route: string) {
  return {
    list: item<Step[]>('get', route),
    get: item<Step>('get', `${route}/:id`),
    create: item<Step>('post', route),
    /** Updates and status switches. */
    update: put<Step>(`${route}/:id`),
    remove: remove(`${route}/:id`),
    reorder: item<Step[]>('post', `${route}_posicao`),
  };
}

function tracking(kind: 'carrinho' | 'boleto') {
  return {
    history: list<SendHistoryEntry>(`campanha_${kind}_historicos`),
    scheduled: list<ScheduledSend>(`campanha_${kind}_rastreio/:id`),
    contacts: list<CampaignContact>(`campanha_${kind}_contatos`),
  };
}

/** `mockHandlers.campaigns.*`, mirroring `client.campaigns.*`. */
export const campaignHandlers = {
  list: list<CampaignSummary>('campanhas'),
  get: item<Campaign>('get', 'campanhas/:id'),
  cart: {
    ...crud('carrinho'),
    metrics: item<CartCampaignMetrics>('get', 'campanha_carrinhos/:id/metrics'),
    emails: steps<EmailStep>('campanha_carrinho_emails'),
    sms: steps<SmsStep>('campanha_carrinho_sms'),
    ...tracking('carrinho'),
  },
  boleto: {
    ...crud('boleto'),
    activate: item<CampaignActivation>('post', 'campanha_boletos_ativar'),
    emails: steps<EmailStep>('campanha_boleto_emails'),
    sms: steps<SmsStep>('campanha_boleto_sms'),
    ...tracking('boleto'),
  },
  cancelled: {
    ...crud('cancelado'),
    activate: item<CampaignActivation>('post', 'campanha_cancelados_ativar'),
    contacts: list<TicketContact>('campanha_cancelados_contatos'),
  },
  scheduling: {
    ...crud('agendamento'),
    contacts: list<TicketContact>('campanha_agendamentos_contatos'),
  },
  whatsapp: {
    ...crud('whatsapp'),
    metrics: item<WhatsappCampaignMetrics>('get', 'campanha_whatsapps/:id/metrics'),
    contacts: list<WhatsappCampaignContact>('campanha_whatsapps_contatos'),
  },
};

/** `mockHandlers.plans.*`. */
export const planHandlers = {
  list: list<Plan>('planos'),
  get: item<Plan>('get', 'planos/:id'),
  create: item<Plan>('post', 'planos'),
  update: put<Plan>('planos/:id'),
  remove: remove('planos/:id'),
  removeCampaign: remove('plano_campanhas/:id'),
};

/** `mockHandlers.whatsappLists.*`; the counters are computed from the items. */
export const whatsappListHandlers = {
  list: endpoint<WhatsappListEntry[]>({ method: 'get', path: 'whatsapplists' }, (items, request) => {
    const respondidos = items.filter((entry) => entry.resposta !== null).length;
    return { data: pageFor(items, request), numeros: { pendentes: items.length - respondidos, respondidos, todos: items.length } };
  }),
  get: item<WhatsappListEntry>('get', 'whatsapplists/:id'),
  reply: item<WhatsappLink>('post', 'whatsapplists_resposta/:id'),
  transform: item<WhatsappListTransformResult>('post', 'whatsapplists_trasform/:id'),
};
