import {
  CAMPANHA_ROUTES,
  CONTATOS_ROUTES,
  type Campanha,
  type CampanhaContato,
  type CampanhaEnvio,
  type CampanhaEnvioDetalhe,
  type CampanhaMetrics,
  type CampanhaPasso,
  type CampaignKind,
  type EmailPreview,
  type EmailTestResult,
  type Plano,
  type RecoveryRules,
  type SequenceKind,
} from '../../types';
import { item, list, put, remove } from './core';

/** `mockHandlers.plans.*`, mirroring `client.plans`: list, get, create, update (spoofed PUT) and delete (spoofed DELETE). */
export const planHandlers = {
  list: list<Plano>('planos'),
  get: item<Plano>('get', 'planos/:id'),
  create: item<Plano>('post', 'planos'),
  update: put<Plano>('planos/:id'),
  remove: remove('planos/:id'),
};

function campaignHandlers<K extends CampaignKind>(kind: K) {
  const route = CAMPANHA_ROUTES[kind];
  return {
    get: item<Campanha<K>>('get', `${route}/:id`),
    create: item<Campanha<K>>('post', route),
    update: put<Campanha<K>>(`${route}/:id`),
    remove: remove(`${route}/:id`),
    contatos: { list: list<CampanhaContato>(CONTATOS_ROUTES[kind]) },
  };
}

/** One channel's steps (`campanha_carrinho_emails`, ...): `list` answers `{data: [...]}`, ordered as given. */
function stepHandlers(route: string) {
  return {
    list: item<CampanhaPasso[]>('get', route),
    get: item<CampanhaPasso>('get', `${route}/:id`),
    create: item<CampanhaPasso>('post', route),
    update: put<CampanhaPasso>(`${route}/:id`),
    remove: remove(`${route}/:id`),
    reorder: item<CampanhaPasso[]>('post', `${route}_posicao`),
  };
}

function sequenceHandlers<K extends SequenceKind>(kind: K) {
  const lists = `campanha_${kind}`;
  return {
    ...campaignHandlers(kind),
    metrics: item<CampanhaMetrics>('get', `${CAMPANHA_ROUTES[kind]}/:id/metrics`),
    emails: {
      ...stepHandlers(`${lists}_emails`),
      preview: item<EmailPreview>('post', `${lists}_emails_previa`),
      test: item<EmailTestResult>('post', `${lists}_emails_teste`),
    },
    sms: stepHandlers(`${lists}_sms`),
    historico: {
      list: list<CampanhaEnvio>(`${lists}_historicos`),
      get: item<CampanhaEnvioDetalhe>('get', `${lists}_historicos/:id`),
    },
    agendados: {
      list: list<CampanhaEnvio>(`${lists}_rastreio/:id`),
      cancel: remove(`${lists}_rastreio/:id`),
    },
  };
}

/** `mockHandlers.campaigns.*`, mirroring `client.campaigns`: `mockHandlers.campaigns.carrinho.emails.reorder.error(422)`. */
export const campaignHandlersByKind = {
  carrinho: sequenceHandlers('carrinho'),
  boleto: sequenceHandlers('boleto'),
  cancelado: campaignHandlers('cancelado'),
  agendamento: campaignHandlers('agendamento'),
  whatsapp: { ...campaignHandlers('whatsapp'), metrics: item<CampanhaMetrics>('get', `${CAMPANHA_ROUTES.whatsapp}/:id/metrics`) },
};

/** `mockHandlers.recoveryRules.*`, mirroring `client.recoveryRules`. */
export const recoveryRulesHandlers = {
  get: item<RecoveryRules>('get', 'recuperacao_config'),
  update: put<RecoveryRules>('recuperacao_config'),
};
