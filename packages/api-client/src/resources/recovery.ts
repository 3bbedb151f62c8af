import type { HttpClient } from '../client';
import type {
  CampanhaCreateInput,
  CampanhaUpdateInput,
  EmailPreviewInput,
  EmailStepInput,
  EmailStepUpdateInput,
  EmailTestInput,
  PlanoInput,
  RecoveryRulesInput,
  ReorderInput,
  SmsStepInput,
  SmsStepUpdateInput,
} from '../schemas/recovery';
import {
  CAMPANHA_ROUTES,
  CONTATOS_ROUTES,
  type AgendadoParams,
  type Campanha,
  type CampanhaContato,
  type CampanhaEnvio,
  type CampanhaEnvioDetalhe,
  type CampanhaMetrics,
  type CampanhaPasso,
  type CampaignKind,
  type EmailPreview,
  type EmailTestResult,
  type ContatoParams,
  type HistoricoParams,
  type ListParams,
  type Paginator,
  type Plano,
  type RecoveryRules,
  type SequenceKind,
} from '../types';
import { defineResource, responseSchemas } from './define';
import { seg, verbs, type CallOptions } from './http';

/** Recovery plans: a named group of campaigns, switched on and off as a whole. */
export const plansResource = defineResource({
  endpoints: {
    'GET /planos': 'planos',
    'GET /planos/:id': 'planos',
    'POST /planos': 'planos_incluir',
    'PUT /planos/:id': 'planos_gerenciar',
    'DELETE /planos/:id': 'planos_deletar',
  },
  responses: async () => {
    const { dataOf, pageOf, NO_BODY, planoSchema } = await responseSchemas();
    return {
      list: pageOf(planoSchema),
      get: dataOf(planoSchema),
      create: dataOf(planoSchema),
      update: dataOf(planoSchema),
      remove: NO_BODY,
    };
  },
  create(http: HttpClient) {
    const v = verbs(http);
    return {
      /** Each plan with its campaigns (`agendados_count` each: what switching off would cancel). */
      list: (params?: ListParams, o?: CallOptions) => v.get<Paginator<Plano>>('planos', params, o),
      get: (id: number, o?: CallOptions) => v.get<Plano>(`planos/${seg(id)}`, undefined, o),
      create: (input: PlanoInput, o?: CallOptions) => v.post<Plano>('planos', input, o),
      /** `status: 0` switches every campaign's scheduled sends off (cancelled) and its contacts out. */
      update: (id: number, input: PlanoInput, o?: CallOptions) => v.put<Plano>(`planos/${seg(id)}`, input, o),
      /** Refused (409, naming the count) while a campaign of the plan has sends scheduled. */
      remove: (id: number, o?: CallOptions) => v.remove(`planos/${seg(id)}`, id, o),
    };
  },
});

/** The four calls every kind of campaign has, on its own route family. */
function campaignCalls<K extends CampaignKind>(http: HttpClient, kind: K) {
  const v = verbs(http);
  const route = CAMPANHA_ROUTES[kind];
  return {
    get: (id: number, o?: CallOptions) => v.get<Campanha<K>>(`${route}/${seg(id)}`, undefined, o),
    /** 409 while another campaign of this kind is active for the product, unless `substituir: true` (it is switched off). */
    create: (input: CampanhaCreateInput, o?: CallOptions) => v.post<Campanha<K>>(route, input, o),
    /** `status: 0` cancels the scheduled sends and lets the active contacts out. */
    update: (id: number, input: CampanhaUpdateInput<K>, o?: CallOptions) => v.put<Campanha<K>>(`${route}/${seg(id)}`, input, o),
    remove: (id: number, o?: CallOptions) => v.remove(`${route}/${seg(id)}`, id, o),
    contatos: {
      /** Who is in the campaign (`ativos`: pending), who left it (`inativos`: answered, closed) or both, newest first. */
      list: (params: ContatoParams, o?: CallOptions) => v.get<Paginator<CampanhaContato>>(CONTATOS_ROUTES[kind], params, o),
    },
  };
}

const metricsCall = (http: HttpClient, kind: CampaignKind) => (id: number, o?: CallOptions) =>
  verbs(http).get<CampanhaMetrics>(`${CAMPANHA_ROUTES[kind]}/${seg(id)}/metrics`, undefined, o);

/** One channel's steps of a cart or boleto campaign (`campanha_carrinho_emails`, `campanha_boleto_sms`, ...). */
function stepCalls<Create, Update>(http: HttpClient, route: string) {
  const v = verbs(http);
  return {
    /** Ordered by position. */
    list: (campanhaId: number, o?: CallOptions) => v.get<CampanhaPasso[]>(route, { campanha_id: campanhaId }, o),
    get: (id: number, o?: CallOptions) => v.get<CampanhaPasso>(`${route}/${seg(id)}`, undefined, o),
    create: (input: Create, o?: CallOptions) => v.post<CampanhaPasso>(route, input, o),
    /** What changes only (a switch sends `{status}`); the 31-day rule is checked on the step as it will be. */
    update: (id: number, input: Update, o?: CallOptions) => v.put<CampanhaPasso>(`${route}/${seg(id)}`, input, o),
    remove: (id: number, o?: CallOptions) => v.remove(`${route}/${seg(id)}`, id, o),
    /** Every step of the campaign's channel, in the new order; answers them as saved. */
    reorder: (input: ReorderInput, o?: CallOptions) => v.post<CampanhaPasso[]>(`${route}_posicao`, input, o),
  };
}

/** A cart or boleto campaign: its calls, its metrics, its two sequences and what the engine did with them. */
function sequenceCampaign<K extends SequenceKind>(http: HttpClient, kind: K) {
  const v = verbs(http);
  const lists = `campanha_${kind}`;
  return {
    ...campaignCalls(http, kind),
    metrics: metricsCall(http, kind),
    emails: {
      ...stepCalls<EmailStepInput, EmailStepUpdateInput>(http, `${lists}_emails`),
      /** The e-mail as it stands in the form, as a contact of the campaign would receive it (nothing is recorded). */
      preview: (input: EmailPreviewInput, o?: CallOptions) => v.post<EmailPreview>(`${lists}_emails_previa`, input, o),
      /** The same, sent to the person asking. */
      test: (input: EmailTestInput, o?: CallOptions) => v.post<EmailTestResult>(`${lists}_emails_teste`, input, o),
    },
    sms: stepCalls<SmsStepInput, SmsStepUpdateInput>(http, `${lists}_sms`),
    historico: {
      /** Sends that are not waiting any more, newest first. */
      list: (params: HistoricoParams, o?: CallOptions) => v.get<Paginator<CampanhaEnvio>>(`${lists}_historicos`, params, o),
      /** One send with the message as it went out and its events. */
      get: (id: number, o?: CallOptions) => v.get<CampanhaEnvioDetalhe>(`${lists}_historicos/${seg(id)}`, undefined, o),
    },
    agendados: {
      /** The campaign's scheduled sends, soonest first. */
      list: (campanhaId: number, params?: AgendadoParams, o?: CallOptions) =>
        v.get<Paginator<CampanhaEnvio>>(`${lists}_rastreio/${seg(campanhaId)}`, params, o),
      /** Cancels one scheduled send. */
      cancel: (envioId: number, o?: CallOptions) => v.remove(`${lists}_rastreio/${seg(envioId)}`, envioId, o),
    },
  };
}

/**
 * The five kinds of campaign, each on its own routes (`client.campaigns.carrinho.emails.reorder(...)`). The endpoints
 * follow the spec's rules for the pages that call them: a campaign, its numbers and its lists are read under
 * `planos_campanhas` (every configuration page's rule), changed under `planos_campanhas_editar`; the cart's steps
 * under `planos_campanhas` (its e-mail and SMS pages name no other rule), the boleto's e-mail steps under
 * `planos_campanhas_config_email` and its SMS steps under `planos_campanhas_sms`.
 */
export const campaignsResource = defineResource({
  endpoints: {
    'GET /campanha_carrinhos/:id': 'planos_campanhas',
    'POST /campanha_carrinhos': 'planos_campanhas_incluir',
    'PUT /campanha_carrinhos/:id': 'planos_campanhas_editar',
    'DELETE /campanha_carrinhos/:id': 'planos_campanhas_deletar',
    'GET /campanha_carrinhos/:id/metrics': 'planos_campanhas',
    'GET /campanha_boletos/:id': 'planos_campanhas',
    'POST /campanha_boletos': 'planos_campanhas_incluir',
    'PUT /campanha_boletos/:id': 'planos_campanhas_editar',
    'DELETE /campanha_boletos/:id': 'planos_campanhas_deletar',
    'GET /campanha_boletos/:id/metrics': 'planos_campanhas',
    'GET /campanha_cancelados/:id': 'planos_campanhas',
    'POST /campanha_cancelados': 'planos_campanhas_incluir',
    'PUT /campanha_cancelados/:id': 'planos_campanhas_editar',
    'DELETE /campanha_cancelados/:id': 'planos_campanhas_deletar',
    'GET /campanha_agendamentos/:id': 'planos_campanhas',
    'POST /campanha_agendamentos': 'planos_campanhas_incluir',
    'PUT /campanha_agendamentos/:id': 'planos_campanhas_editar',
    'DELETE /campanha_agendamentos/:id': 'planos_campanhas_deletar',
    'GET /campanha_whatsapps/:id': 'planos_campanhas',
    'POST /campanha_whatsapps': 'planos_campanhas_incluir',
    'PUT /campanha_whatsapps/:id': 'planos_campanhas_editar',
    'DELETE /campanha_whatsapps/:id': 'planos_campanhas_deletar',
    'GET /campanha_whatsapps/:id/metrics': 'planos_campanhas',
    // Steps of the cart campaigns
    'GET /campanha_carrinho_emails': 'planos_campanhas',
    'GET /campanha_carrinho_emails/:id': 'planos_campanhas',
    'POST /campanha_carrinho_emails': 'planos_campanhas',
    'PUT /campanha_carrinho_emails/:id': 'planos_campanhas',
    'DELETE /campanha_carrinho_emails/:id': 'planos_campanhas',
    'POST /campanha_carrinho_emails_posicao': 'planos_campanhas',
    'POST /campanha_carrinho_emails_previa': 'planos_campanhas',
    'POST /campanha_carrinho_emails_teste': 'planos_campanhas',
    'GET /campanha_carrinho_sms': 'planos_campanhas',
    'GET /campanha_carrinho_sms/:id': 'planos_campanhas',
    'POST /campanha_carrinho_sms': 'planos_campanhas',
    'PUT /campanha_carrinho_sms/:id': 'planos_campanhas',
    'DELETE /campanha_carrinho_sms/:id': 'planos_campanhas',
    'POST /campanha_carrinho_sms_posicao': 'planos_campanhas',
    // Steps of the boleto campaigns: their own routes, never a cart campaign's steps
    'GET /campanha_boleto_emails': 'planos_campanhas_config_email',
    'GET /campanha_boleto_emails/:id': 'planos_campanhas_config_email',
    'POST /campanha_boleto_emails': 'planos_campanhas_config_email',
    'PUT /campanha_boleto_emails/:id': 'planos_campanhas_config_email',
    'DELETE /campanha_boleto_emails/:id': 'planos_campanhas_config_email',
    'POST /campanha_boleto_emails_posicao': 'planos_campanhas_config_email',
    'POST /campanha_boleto_emails_previa': 'planos_campanhas_config_email',
    'POST /campanha_boleto_emails_teste': 'planos_campanhas_config_email',
    'GET /campanha_boleto_sms': 'planos_campanhas_sms',
    'GET /campanha_boleto_sms/:id': 'planos_campanhas_sms',
    'POST /campanha_boleto_sms': 'planos_campanhas_sms',
    'PUT /campanha_boleto_sms/:id': 'planos_campanhas_sms',
    'DELETE /campanha_boleto_sms/:id': 'planos_campanhas_sms',
    'POST /campanha_boleto_sms_posicao': 'planos_campanhas_sms',
    // What the engine did: history, scheduled sends (cancel one), contacts
    'GET /campanha_carrinho_historicos': 'planos_campanhas',
    'GET /campanha_carrinho_historicos/:id': 'planos_campanhas',
    'GET /campanha_carrinho_rastreio/:id': 'planos_campanhas',
    'DELETE /campanha_carrinho_rastreio/:id': 'planos_campanhas_editar',
    'GET /campanha_carrinho_contatos': 'planos_campanhas',
    'GET /campanha_boleto_historicos': 'planos_campanhas',
    'GET /campanha_boleto_historicos/:id': 'planos_campanhas',
    'GET /campanha_boleto_rastreio/:id': 'planos_campanhas',
    'DELETE /campanha_boleto_rastreio/:id': 'planos_campanhas_editar',
    'GET /campanha_boleto_contatos': 'planos_campanhas',
    'GET /campanha_cancelados_contatos': 'planos_campanhas',
    'GET /campanha_agendamentos_contatos': 'planos_campanhas',
    'GET /campanha_whatsapps_contatos': 'planos_campanhas',
  },
  responses: async () => {
    const {
      dataOf,
      arrayOf,
      pageOf,
      NO_BODY,
      campanhaSchema,
      campanhaMetricsSchema,
      campanhaPassoSchema,
      campanhaEnvioSchema,
      campanhaEnvioDetalheSchema,
      campanhaContatoSchema,
      emailPreviewSchema,
      emailTestResultSchema,
    } = await responseSchemas();
    const calls = (kind: CampaignKind) => ({
      get: dataOf(campanhaSchema(kind)),
      create: dataOf(campanhaSchema(kind)),
      update: dataOf(campanhaSchema(kind)),
      remove: NO_BODY,
      contatos: { list: pageOf(campanhaContatoSchema) },
    });
    const steps = {
      list: arrayOf(campanhaPassoSchema),
      get: dataOf(campanhaPassoSchema),
      create: dataOf(campanhaPassoSchema),
      update: dataOf(campanhaPassoSchema),
      remove: NO_BODY,
      reorder: arrayOf(campanhaPassoSchema),
    };
    const sequence = (kind: SequenceKind) => ({
      ...calls(kind),
      metrics: dataOf(campanhaMetricsSchema),
      emails: { ...steps, preview: dataOf(emailPreviewSchema), test: dataOf(emailTestResultSchema) },
      sms: steps,
      historico: { list: pageOf(campanhaEnvioSchema), get: dataOf(campanhaEnvioDetalheSchema) },
      agendados: { list: pageOf(campanhaEnvioSchema), cancel: NO_BODY },
    });
    return {
      carrinho: sequence('carrinho'),
      boleto: sequence('boleto'),
      cancelado: calls('cancelado'),
      agendamento: calls('agendamento'),
      whatsapp: { ...calls('whatsapp'), metrics: dataOf(campanhaMetricsSchema) },
    };
  },
  create(http: HttpClient) {
    return {
      carrinho: sequenceCampaign(http, 'carrinho'),
      boleto: sequenceCampaign(http, 'boleto'),
      cancelado: campaignCalls(http, 'cancelado'),
      agendamento: campaignCalls(http, 'agendamento'),
      whatsapp: { ...campaignCalls(http, 'whatsapp'), metrics: metricsCall(http, 'whatsapp') },
    };
  },
});

/**
 * The company's sending rules for every campaign: messages per lead per day, quiet hours, the credit window, and
 * the demonstration mode. Read with the plans (`planos`); changed by who manages them (`planos_gerenciar`).
 */
export const recoveryRulesResource = defineResource({
  endpoints: {
    'GET /recuperacao_config': 'planos',
    'PUT /recuperacao_config': 'planos_gerenciar',
  },
  responses: async () => {
    const { dataOf, recoveryRulesSchema } = await responseSchemas();
    return { get: dataOf(recoveryRulesSchema), update: dataOf(recoveryRulesSchema) };
  },
  create(http: HttpClient) {
    const v = verbs(http);
    return {
      get: (o?: CallOptions) => v.get<RecoveryRules>('recuperacao_config', undefined, o),
      update: (input: RecoveryRulesInput, o?: CallOptions) => v.put<RecoveryRules>('recuperacao_config', input, o),
    };
  },
});
