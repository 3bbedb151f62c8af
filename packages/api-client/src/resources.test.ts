import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './index';
import { fakeFetch, jsonResponse, memoryTokens, type RecordedCall } from './testing/fakeFetch';

/** What one resource function must put on the wire (path relative to `/api/aurora/`). */
interface Wire {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Record<string, string | string[]>;
  body?: unknown;
}

function setup() {
  const fake = fakeFetch((call) =>
    call.headers.get('accept') === '*/*'
      ? new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } })
      : jsonResponse(200, { data: { echo: call.url.pathname }, soma: 10 }),
  );
  const client = createApiClient({ apiUrl: '/api', getIdentity: () => 'aurora', tokens: memoryTokens('token'), fetch: fake.fetch });
  return { client, fake };
}

function queryOf(call: RecordedCall): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(call.url.searchParams.keys())) {
    query[key] = key.endsWith('[]') ? call.url.searchParams.getAll(key) : (call.url.searchParams.get(key) ?? '');
  }
  return query;
}

function formOf(body: unknown): Record<string, string | string[]> | null {
  if (!(body instanceof FormData)) return null;
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of body.entries()) {
    const text = typeof value === 'string' ? value : `file:${value.name}`;
    const previous = fields[key];
    fields[key] = previous === undefined ? text : [...(Array.isArray(previous) ? previous : [previous]), text];
  }
  return fields;
}

const blob = new Blob(['png'], { type: 'image/png' });

const cases: Array<[string, (client: ApiClient) => Promise<unknown>, Wire]> = [
  // Tickets
  [
    'tickets.list',
    (c) => c.tickets.list({ page: 2, per_page: 50, search: 'ana', produto_id: 3 }),
    { method: 'GET', path: 'tickets', query: { page: '2', per_page: '50', search: 'ana', produto_id: '3' } },
  ],
  ['tickets.open', (c) => c.tickets.open(), { method: 'GET', path: 'ticketsAbertos' }],
  ['tickets.closed', (c) => c.tickets.closed(), { method: 'GET', path: 'ticketsFechados' }],
  ['tickets.counts', (c) => c.tickets.counts({ produto_id: 2 }), { method: 'GET', path: 'ticketsNum', query: { produto_id: '2' } }],
  [
    'tickets.checkProduct',
    (c) => c.tickets.checkProduct({ email: 'a@b.com', produto_id: 2 }),
    { method: 'GET', path: 'verificaTicketProduto', query: { email: 'a@b.com', produto_id: '2' } },
  ],
  ['tickets.get', (c) => c.tickets.get(5), { method: 'GET', path: 'tickets/5' }],
  [
    'tickets.create',
    (c) =>
      c.tickets.create({
        origem_id: 1,
        tipo_duvida_id: 1,
        produto_id: 1,
        nome: 'A',
        email: 'a@b.com',
        ddi: '55',
        telefone: '11987654321',
        detalhamento: 'x',
      }),
    {
      method: 'POST',
      path: 'tickets',
      body: {
        origem_id: 1,
        tipo_duvida_id: 1,
        produto_id: 1,
        nome: 'A',
        email: 'a@b.com',
        ddi: '55',
        telefone: '11987654321',
        detalhamento: 'x',
      },
    },
  ],
  [
    'tickets.update',
    (c) =>
      c.tickets.update(5, {
        origem_id: 1,
        tipo_duvida_id: 1,
        produto_id: 1,
        nome: 'A',
        email: 'a@b.com',
        ddi: '55',
        telefone: '11987654321',
        detalhamento: 'x',
      }),
    {
      method: 'POST',
      path: 'tickets/5',
      body: {
        origem_id: 1,
        tipo_duvida_id: 1,
        produto_id: 1,
        nome: 'A',
        email: 'a@b.com',
        ddi: '55',
        telefone: '11987654321',
        detalhamento: 'x',
        _method: 'PUT',
      },
    },
  ],
  ['tickets.remove', (c) => c.tickets.remove(5), { method: 'POST', path: 'tickets/5', body: { id: 5, _method: 'DELETE' } }],
  ['tickets.attend', (c) => c.tickets.attend(5), { method: 'POST', path: 'atender-ticket', body: { id: 5 } }],
  [
    'tickets.cancelAttendance',
    (c) => c.tickets.cancelAttendance(5),
    { method: 'POST', path: 'cancelar-atendimento-ticket', body: { id: 5 } },
  ],
  [
    'tickets.finish',
    (c) =>
      c.tickets.finish({
        ticket_id: 5,
        lead_id: 1,
        lead_produto_id: 2,
        produto_id: 3,
        tipo: 'perdeu',
        follow_up: 'Sem interesse.',
        status_atendimento_id: 9,
      }),
    {
      method: 'POST',
      path: 'atendimentos',
      body: {
        ticket_id: 5,
        lead_id: 1,
        lead_produto_id: 2,
        produto_id: 3,
        tipo: 'perdeu',
        follow_up: 'Sem interesse.',
        status_atendimento_id: 9,
      },
    },
  ],
  [
    'tickets.transfer',
    (c) => c.tickets.transfer({ ticket_id: 5, user_id: 2 }),
    { method: 'POST', path: 'ticketsTransferir', body: { ticket_id: 5, user_id: 2 } },
  ],
  ['tickets.reopen', (c) => c.tickets.reopen(5), { method: 'POST', path: 'ticketsReabrir', body: { ticket_id: 5 } }],
  [
    'tickets.sendWhatsapp',
    (c) => c.tickets.sendWhatsapp({ id: 5, mensagem: 'Olá [NOME_LEAD]' }),
    { method: 'POST', path: 'ticket-send-whatsapp', body: { id: 5, mensagem: 'Olá [NOME_LEAD]' } },
  ],
  [
    'tickets.sendEmail',
    (c) => c.tickets.sendEmail({ id: 5, assunto: 'Oi', mensagem: '<p>Oi</p>' }),
    { method: 'POST', path: 'ticket-send-email', body: { id: 5, assunto: 'Oi', mensagem: '<p>Oi</p>' } },
  ],
  [
    'tickets.calls.register',
    (c) => c.tickets.calls.register({ ticket_id: 5, lead_id: 1, chamada_id: 'abc' }),
    { method: 'POST', path: 'chamadas', body: { ticket_id: 5, lead_id: 1, chamada_id: 'abc' } },
  ],
  ['tickets.calls.get (encoded)', (c) => c.tickets.calls.get('a/b'), { method: 'GET', path: 'chamadas/a%2Fb' }],
  ['tickets.calls.hangUp', (c) => c.tickets.calls.hangUp('77'), { method: 'POST', path: 'desligarchamada/77' }],
  [
    'tickets.agenda.list meus',
    (c) => c.tickets.agenda.list('meus', { dt_inicio: '2025-03-01' }),
    { method: 'GET', path: 'agendamentos', query: { dt_inicio: '2025-03-01' } },
  ],
  ['tickets.agenda.list natendimento', (c) => c.tickets.agenda.list('natendimento'), { method: 'GET', path: 'agendamentos_natendimento' }],
  ['tickets.agenda.list todos', (c) => c.tickets.agenda.list('todos'), { method: 'GET', path: 'agendamentos_todos' }],
  [
    'tickets.agenda.reschedule',
    (c) => c.tickets.agenda.reschedule(8, '2025-03-20 14:00'),
    { method: 'POST', path: 'agendamentos/8', body: { id: 8, data_agendamento: '2025-03-20 14:00', _method: 'PUT' } },
  ],
  // Leads and transactions
  ['leads.list', (c) => c.leads.list({ search: '123' }), { method: 'GET', path: 'leads', query: { search: '123' } }],
  ['leads.get', (c) => c.leads.get(3), { method: 'GET', path: 'leads/3' }],
  [
    'leads.update',
    (c) => c.leads.update(3, { nome: 'Ana', ddi: '55', ddd: '11', telefone: '987654321' }),
    { method: 'POST', path: 'leads/3', body: { nome: 'Ana', ddi: '55', ddd: '11', telefone: '987654321', _method: 'PUT' } },
  ],
  [
    'leads.remove (the lead, not a product)',
    (c) => c.leads.remove(3),
    { method: 'POST', path: 'leads/3', body: { id: 3, _method: 'DELETE' } },
  ],
  [
    'leads.transactions.list',
    (c) => c.leads.transactions.list({ produto_id: 2, comissao: true, search: 'ana' }),
    { method: 'GET', path: 'transacaos', query: { produto_id: '2', comissao: '1', search: 'ana' } },
  ],
  [
    'leads.transactions.create',
    (c) => c.leads.transactions.create({ produto_id: 2, email: 'a@b.com', payment_type: 'deposito' }),
    { method: 'POST', path: 'transacaos', body: { produto_id: 2, email: 'a@b.com', payment_type: 'deposito' } },
  ],
  // Commissions
  [
    'commissions.list',
    (c) => c.commissions.list({ user_id: 2 }),
    { method: 'GET', path: 'comissaos', query: { user_id: '2', aba: 'comissao' } },
  ],
  ['commissions.byUser', (c) => c.commissions.byUser(), { method: 'GET', path: 'comissaos', query: { aba: 'usuario' } }],
  [
    'commissions.mine',
    (c) => c.commissions.mine('aprovadas', { dt_inicio: '2025-02-01' }),
    { method: 'GET', path: 'comissaos/minhas', query: { dt_inicio: '2025-02-01', tipo: 'aprovadas' } },
  ],
  [
    'commissions.generateOrders',
    (c) => c.commissions.generateOrders([1, 2]),
    { method: 'POST', path: 'comissaos/gerarordens', body: { ids: [1, 2] } },
  ],
  [
    'commissions.pre.list',
    (c) => c.commissions.pre.list({ tipo: 'pendente' }),
    { method: 'GET', path: 'pre_comissaos', query: { tipo: 'pendente' } },
  ],
  [
    'commissions.pre.approve',
    (c) => c.commissions.pre.approve(9, [31, 32]),
    { method: 'GET', path: 'pre_comissaos/aprovar/9', query: { 'transacoes[]': ['31', '32'] } },
  ],
  ['commissions.pre.reject one', (c) => c.commissions.pre.reject(9), { method: 'GET', path: 'pre_comissaos/reprovar/9' }],
  [
    'commissions.pre.reject list',
    (c) => c.commissions.pre.reject([9, 10]),
    { method: 'GET', path: 'pre_comissaos/reprovar', query: { 'ids[]': ['9', '10'] } },
  ],
  [
    'commissions.pre.restore list',
    (c) => c.commissions.pre.restore([4]),
    { method: 'GET', path: 'pre_comissaos/restaurar', query: { 'ids[]': ['4'] } },
  ],
  ['commissions.pre.act', (c) => c.commissions.pre.act('restaurar', 4), { method: 'GET', path: 'pre_comissaos/restaurar/4' }],
  [
    'commissions.pre.diagnose',
    (c) => c.commissions.pre.diagnose(9),
    { method: 'POST', path: 'pre_comissao_diagnosticos', body: { pre_comissao_id: 9 } },
  ],
  [
    'commissions.pre.removeAttachment',
    (c) => c.commissions.pre.removeAttachment(12),
    { method: 'POST', path: 'anexos/12', body: { id: 12, _method: 'DELETE' } },
  ],
  ['commissions.orders.list', (c) => c.commissions.orders.list({ pago: false }), { method: 'GET', path: 'ordems', query: { pago: '0' } }],
  ['commissions.orders.setPaid', (c) => c.commissions.orders.setPaid([1]), { method: 'POST', path: 'ordems/setpago', body: { ids: [1] } }],
  [
    'commissions.orders.unsetPaid',
    (c) => c.commissions.orders.unsetPaid([1]),
    { method: 'POST', path: 'ordems/unsetpago', body: { ids: [1] } },
  ],
  [
    'commissions.orders.print',
    (c) => c.commissions.orders.print([1, 2]),
    { method: 'GET', path: 'ordems/imprimir', query: { 'ids[]': ['1', '2'] } },
  ],
  // Plans
  ['plans.list', (c) => c.plans.list(), { method: 'GET', path: 'planos' }],
  [
    'plans.create',
    (c) => c.plans.create({ nome: 'Plano', status: 1 }),
    { method: 'POST', path: 'planos', body: { nome: 'Plano', status: 1 } },
  ],
  ['plans.update', (c) => c.plans.update(2, { status: 0 }), { method: 'POST', path: 'planos/2', body: { status: 0, _method: 'PUT' } }],
  ['plans.remove', (c) => c.plans.remove(2), { method: 'POST', path: 'planos/2', body: { id: 2, _method: 'DELETE' } }],
  [
    'plans.removeCampaign',
    (c) => c.plans.removeCampaign(21),
    { method: 'POST', path: 'plano_campanhas/21', body: { id: 21, _method: 'DELETE' } },
  ],
  // Campaigns
  ['campaigns.list', (c) => c.campaigns.list({ tipo: 'boleto' }), { method: 'GET', path: 'campanhas', query: { tipo: 'boleto' } }],
  ['campaigns.get', (c) => c.campaigns.get(4), { method: 'GET', path: 'campanhas/4' }],
  [
    'campaigns.create goes to its type',
    (c) => c.campaigns.create({ nome: 'C', produto_id: 1, tipo: 'agendamento', status: 1, plano_id: 2 }),
    { method: 'POST', path: 'campanha_agendamentos', body: { nome: 'C', produto_id: 1, tipo: 'agendamento', status: 1, plano_id: 2 } },
  ],
  [
    'campaigns.setStatus',
    (c) => c.campaigns.setStatus('whatsapp', 4, 0),
    { method: 'POST', path: 'campanha_whatsapps/4', body: { status: 0, _method: 'PUT' } },
  ],
  ['campaigns.cart.get', (c) => c.campaigns.cart.get(1), { method: 'GET', path: 'campanha_carrinhos/1' }],
  [
    'campaigns.cart.update',
    (c) => c.campaigns.cart.update(1, { webhook_handle: true }),
    { method: 'POST', path: 'campanha_carrinhos/1', body: { webhook_handle: true, _method: 'PUT' } },
  ],
  ['campaigns.cart.metrics', (c) => c.campaigns.cart.metrics(1), { method: 'GET', path: 'campanha_carrinhos/1/metrics' }],
  [
    'campaigns.cart.emails.list',
    (c) => c.campaigns.cart.emails.list(1),
    { method: 'GET', path: 'campanha_carrinho_emails', query: { campanha_id: '1' } },
  ],
  [
    'campaigns.cart.emails.setStatus',
    (c) => c.campaigns.cart.emails.setStatus(3, 0),
    { method: 'POST', path: 'campanha_carrinho_emails/3', body: { status: 0, _method: 'PUT' } },
  ],
  [
    'campaigns.cart.emails.reorder',
    (c) => c.campaigns.cart.emails.reorder([3, 1, 2]),
    { method: 'POST', path: 'campanha_carrinho_emails_posicao', body: { posicoes: [3, 1, 2] } },
  ],
  ['campaigns.cart.sms.get', (c) => c.campaigns.cart.sms.get(6), { method: 'GET', path: 'campanha_carrinho_sms/6' }],
  [
    'campaigns.cart.sms.reorder',
    (c) => c.campaigns.cart.sms.reorder([2, 1]),
    { method: 'POST', path: 'campanha_carrinho_sms_posicao', body: { posicoes: [2, 1] } },
  ],
  [
    'campaigns.cart.history',
    (c) => c.campaigns.cart.history({ campanha_id: 1, canal: 'sms', dt_inicio: '2025-03-01' }),
    { method: 'GET', path: 'campanha_carrinho_historicos', query: { campanha_id: '1', canal: 'sms', dt_inicio: '2025-03-01' } },
  ],
  [
    'campaigns.cart.scheduled',
    (c) => c.campaigns.cart.scheduled(1, { page: 2 }),
    { method: 'GET', path: 'campanha_carrinho_rastreio/1', query: { page: '2', campanha_id: '1' } },
  ],
  [
    'campaigns.cart.contacts',
    (c) => c.campaigns.cart.contacts({ campanha_id: 1, situacao: 'inativos' }),
    { method: 'GET', path: 'campanha_carrinho_contatos', query: { campanha_id: '1', situacao: 'inativos' } },
  ],
  [
    'campaigns.boleto.activate',
    (c) => c.campaigns.boleto.activate(7, 1),
    { method: 'POST', path: 'campanha_boletos_ativar', body: { id: 7, status: 1 } },
  ],
  [
    'campaigns.boleto.emails.remove (the boleto route)',
    (c) => c.campaigns.boleto.emails.remove(5),
    { method: 'POST', path: 'campanha_boleto_emails/5', body: { id: 5, _method: 'DELETE' } },
  ],
  [
    'campaigns.boleto.sms.create',
    (c) => c.campaigns.boleto.sms.create({ campanha_id: 7, status: 1, unidade_tempo: 1, unidade_medida: 'dias', corpo: 'Oi' }),
    {
      method: 'POST',
      path: 'campanha_boleto_sms',
      body: { campanha_id: 7, status: 1, unidade_tempo: 1, unidade_medida: 'dias', corpo: 'Oi' },
    },
  ],
  [
    'campaigns.boleto.history',
    (c) => c.campaigns.boleto.history({ campanha_id: 7 }),
    { method: 'GET', path: 'campanha_boleto_historicos', query: { campanha_id: '7' } },
  ],
  [
    'campaigns.cancelled.activate',
    (c) => c.campaigns.cancelled.activate(8, 1),
    { method: 'POST', path: 'campanha_cancelados_ativar', body: { id: 8, status: 1 } },
  ],
  [
    'campaigns.cancelled.contacts',
    (c) => c.campaigns.cancelled.contacts({ campanha_id: 8, situacao: 'fechados' }),
    { method: 'GET', path: 'campanha_cancelados_contatos', query: { campanha_id: '8', situacao: 'fechados' } },
  ],
  [
    'campaigns.scheduling.update',
    (c) => c.campaigns.scheduling.update(9, { origem_id: 2 }),
    { method: 'POST', path: 'campanha_agendamentos/9', body: { origem_id: 2, _method: 'PUT' } },
  ],
  [
    'campaigns.scheduling.contacts',
    (c) => c.campaigns.scheduling.contacts({ campanha_id: 9 }),
    { method: 'GET', path: 'campanha_agendamentos_contatos', query: { campanha_id: '9' } },
  ],
  ['campaigns.whatsapp.list', (c) => c.campaigns.whatsapp.list(), { method: 'GET', path: 'campanha_whatsapps' }],
  ['campaigns.whatsapp.metrics', (c) => c.campaigns.whatsapp.metrics(4), { method: 'GET', path: 'campanha_whatsapps/4/metrics' }],
  [
    'campaigns.whatsapp.contacts',
    (c) => c.campaigns.whatsapp.contacts({ campanha_id: 4, situacao: 'respondidos' }),
    { method: 'GET', path: 'campanha_whatsapps_contatos', query: { campanha_id: '4', situacao: 'respondidos' } },
  ],
  // WhatsApp lists
  [
    'whatsappLists.list active',
    (c) => c.whatsappLists.list({ status: 1, situacao: 'pendentes' }),
    { method: 'GET', path: 'whatsapplists', query: { status: '1', situacao: 'pendentes' } },
  ],
  ['whatsappLists.get', (c) => c.whatsappLists.get(2), { method: 'GET', path: 'whatsapplists/2' }],
  [
    'whatsappLists.reply',
    (c) => c.whatsappLists.reply({ id: 2, mensagem: 'Oi' }),
    { method: 'POST', path: 'whatsapplists_resposta/2', body: { id: 2, mensagem: 'Oi' } },
  ],
  [
    'whatsappLists.transform',
    (c) => c.whatsappLists.transform({ id: 2, produto: 3, data: '2025-03-14 12:00' }),
    { method: 'POST', path: 'whatsapplists_trasform/2', body: { id: 2, produto: 3, data: '2025-03-14 12:00' } },
  ],
  // Gifts
  ['gifts.list', (c) => c.gifts.list({ search: 'caneca' }), { method: 'GET', path: 'brindes', query: { search: 'caneca' } }],
  [
    'gifts.update',
    (c) => c.gifts.update(1, { ativo: false }),
    { method: 'POST', path: 'brindes/1', body: { ativo: false, _method: 'PUT' } },
  ],
  [
    'gifts.packagings.create',
    (c) => c.gifts.packagings.create({ nome: 'Caixa', tipo_de_caixa: '002', altura: 1, largura: 2, comprimento: 3, peso: 0.3 }),
    { method: 'POST', path: 'embalagems', body: { nome: 'Caixa', tipo_de_caixa: '002', altura: 1, largura: 2, comprimento: 3, peso: 0.3 } },
  ],
  [
    'gifts.campaigns.rules.remove',
    (c) => c.gifts.campaigns.rules.remove(4),
    { method: 'POST', path: 'config_brindes/4', body: { id: 4, _method: 'DELETE' } },
  ],
  [
    'gifts.requests.approve',
    (c) => c.gifts.requests.approve([1, 2]),
    { method: 'POST', path: 'solicitacao_brindes/aprovar', body: { solicitacoes: [1, 2] } },
  ],
  ['gifts.automations.archive', (c) => c.gifts.automations.archive(3), { method: 'POST', path: 'automacaos/arquivar/3' }],
  [
    'gifts.automations.transfer',
    (c) => c.gifts.automations.transfer(3, null),
    { method: 'POST', path: 'automacaos/transferir/3', body: { expedicao: null } },
  ],
  [
    'gifts.automations.finishCart',
    (c) => c.gifts.automations.finishCart([3, 4]),
    { method: 'POST', path: 'automacaos/finalizar_carrinho', body: { ids: [3, 4] } },
  ],
  [
    'gifts.automations.addresses.update',
    (c) => c.gifts.automations.addresses.update(3, { numero: '12' }),
    { method: 'POST', path: 'automacao_enderecos/3', body: { numero: '12', _method: 'PUT' } },
  ],
  [
    'gifts.automations.emails.list',
    (c) => c.gifts.automations.emails.list(2),
    { method: 'GET', path: 'automacao_emails', query: { brinde_id: '2' } },
  ],
  [
    'gifts.automations.emails.send',
    (c) => c.gifts.automations.emails.send({ uuid: '6f1c8f1e-3c3b-4b7e-9d3a-2f5d1b7e9a10', evento: 1 }),
    { method: 'POST', path: 'automacao_enviar_email', body: { uuid: '6f1c8f1e-3c3b-4b7e-9d3a-2f5d1b7e9a10', evento: 1 } },
  ],
  ['gifts.expeditions.close', (c) => c.gifts.expeditions.close(5), { method: 'POST', path: 'expedicaos/fechar/5' }],
  [
    'gifts.expeditions.printLabels',
    (c) => c.gifts.expeditions.printLabels({ expedicao_id: 5, tipo: 'multi' }),
    { method: 'GET', path: 'expedicaos/imprimiretiqueta', query: { expedicao_id: '5', tipo: 'multi' } },
  ],
  // Extensions
  ['extensions.list', (c) => c.extensions.list(), { method: 'GET', path: 'extensoes/company' }],
  [
    'extensions.install',
    (c) => c.extensions.install('melhor_envio'),
    { method: 'POST', path: 'extensoes/company', body: { type: 'melhor_envio' } },
  ],
  [
    'extensions.setActive',
    (c) => c.extensions.setActive(2, false),
    { method: 'POST', path: 'extensoes/company/2', body: { ativo: false, _method: 'PUT' } },
  ],
  [
    'extensions.uninstall',
    (c) => c.extensions.uninstall(2),
    { method: 'POST', path: 'extensoes/company/2', body: { id: 2, _method: 'DELETE' } },
  ],
  [
    'extensions.slack.setWebhook',
    (c) => c.extensions.slack.setWebhook(2, 'https://hooks.slack.com/x'),
    { method: 'POST', path: 'extensoes/slack/2', body: { webhook: 'https://hooks.slack.com/x', _method: 'PUT' } },
  ],
  [
    'extensions.melhorEnvio.addRule',
    (c) => c.extensions.melhorEnvio.addRule({ tipo: 'estado', variavel: 'AM', servico: '2' }),
    { method: 'POST', path: 'extensoes/melhor_envio/addConfig', body: { tipo: 'estado', variavel: 'AM', servico: '2' } },
  ],
  [
    'extensions.correios.testCredentials (body, never query)',
    (c) => c.extensions.correios.testCredentials({ cartaoPostagem: '1', contrato: '2', usuario: 'u', senha: 's3nha' }),
    { method: 'POST', path: 'correios-logarind', query: {}, body: { cartaoPostagem: '1', contrato: '2', usuario: 'u', senha: 's3nha' } },
  ],
  [
    'extensions.correios.addRule',
    (c) => c.extensions.correios.addRule(1, { tipo: 'brinde', variavel: '4', servico: '03220' }),
    { method: 'POST', path: 'config_correios', body: { tipo: 'brinde', variavel: '4', servico: '03220', correio_id: 1 } },
  ],
  [
    'extensions.correios.removeRule',
    (c) => c.extensions.correios.removeRule(6),
    { method: 'POST', path: 'config_correios/6', body: { id: 6, _method: 'DELETE' } },
  ],
  // Settings
  [
    'settings.conquistas.list',
    (c) => c.settings.conquistas.list({ global: 1, search: 'vendas' }),
    { method: 'GET', path: 'conquistas', query: { global: '1', search: 'vendas' } },
  ],
  // Dashboard, menus, notifications, generic
  [
    'dashboard.get',
    (c) => c.dashboard.get('meus_tickets', { type: 'inseridos', dt_inicio: '2025-03-07', dt_fim: '2025-03-14' }),
    { method: 'GET', path: 'dashboard/meus_tickets', query: { type: 'inseridos', dt_inicio: '2025-03-07', dt_fim: '2025-03-14' } },
  ],
  ['menus.list', (c) => c.menus.list(), { method: 'GET', path: 'menus' }],
  ['notifications.list', (c) => c.notifications.list({ page: 2 }), { method: 'GET', path: 'notifications/todas', query: { page: '2' } }],
  ['notifications.markAllRead', (c) => c.notifications.markAllRead(), { method: 'POST', path: 'notifications/setlidas' }],
  ['notifications.unread', (c) => c.notifications.unread(), { method: 'GET', path: 'notifications/nlidas' }],
  ['notifications.preferences', (c) => c.notifications.preferences(), { method: 'GET', path: 'notifications/1' }],
  [
    'notifications.savePreferences',
    (c) => c.notifications.savePreferences({ ticket_atrasados: ['database', 'mail'] }),
    { method: 'POST', path: 'confignotifications/1', body: { ticket_atrasados: ['database', 'mail'], _method: 'PUT' } },
  ],
  [
    'identity.updateProfile',
    (c) =>
      c.identity.updateProfile(7, {
        name: 'Ana Souza',
        current_password: 'antiga123',
        password: 'nova12345',
        password_confirmation: 'nova12345',
      }),
    {
      method: 'POST',
      path: 'users/7',
      body: { name: 'Ana Souza', current_password: 'antiga123', password: 'nova12345', password_confirmation: 'nova12345', _method: 'PUT' },
    },
  ],
  // Reports
  [
    'reports.recoveredSales',
    (c) => c.reports.recoveredSales({ dt_inicio: '2025-03-01', dt_fim: '2025-03-14', produtos: [2, 5] }),
    { method: 'GET', path: 'relatorio-vendas', query: { dt_inicio: '2025-03-01', dt_fim: '2025-03-14', 'produtos[]': ['2', '5'] } },
  ],
  [
    'reports.recoveredSalesByUser',
    (c) => c.reports.recoveredSalesByUser({ dt_inicio: '2025-03-08', usuarios: [3], produtos: [] }),
    { method: 'GET', path: 'relatorio-vendas-usuario', query: { dt_inicio: '2025-03-08', 'usuarios[]': ['3'] } },
  ],
  ['reports.tickets', (c) => c.reports.tickets(), { method: 'GET', path: 'relatorio-tickets', query: {} }],
  ['generic.list', (c) => c.generic.list('origems', { status: 1 }), { method: 'GET', path: 'origems', query: { status: '1' } }],
  ['generic.create', (c) => c.generic.create('origems', { nome: 'Feira' }), { method: 'POST', path: 'origems', body: { nome: 'Feira' } }],
  [
    'generic.update (a real PUT)',
    (c) => c.generic.update('origems', 3, { nome: 'Feira' }),
    { method: 'PUT', path: 'origems/3', body: { nome: 'Feira' } },
  ],
  ['generic.remove', (c) => c.generic.remove('origems', 3), { method: 'POST', path: 'origems/3', body: { id: 3, _method: 'DELETE' } }],
];

describe('every resource function puts the spec’s call on the wire', () => {
  it.each(cases)('%s', async (_name, invoke, wire) => {
    const { client, fake } = setup();
    await invoke(client);
    expect(fake.calls).toHaveLength(1);
    const call = fake.calls[0];
    if (!call) throw new Error('no call');
    expect(call.method).toBe(wire.method);
    expect(call.url.pathname).toBe(`/api/aurora/${wire.path}`);
    expect(call.headers.get('authorization')).toBe('Bearer token');
    if (wire.query) expect(queryOf(call)).toEqual(wire.query);
    if ('body' in wire) expect(call.body).toEqual(wire.body);
    else if (call.method !== 'GET') expect(call.body === undefined || typeof call.body === 'object').toBe(true);
  });
});

describe('uploads go as multipart', () => {
  it('pre-commission proof: the fields and the image, one call per file', async () => {
    const { client, fake } = setup();
    await client.commissions.pre.attachProof({ pre_comissao_id: 9, descricao: 'Comprou pelo pix.', email_secundario: 'outro@b.com' }, blob);
    expect(fake.calls[0]?.url.pathname).toBe('/api/aurora/pre_comissaos/setAnexo');
    expect(formOf(fake.calls[0]?.rawBody)).toEqual({
      pre_comissao_id: '9',
      descricao: 'Comprou pelo pix.',
      email_secundario: 'outro@b.com',
      arquivo: 'file:blob',
    });
  });

  it('Correios contract: fields plus logo; an update spoofs PUT inside the multipart body', async () => {
    const { client, fake } = setup();
    await client.extensions.correios.update(3, { nome: 'Filial', remetenteComplemento: null }, blob);
    const fields = formOf(fake.calls[0]?.rawBody);
    expect(fake.calls[0]?.method).toBe('POST');
    expect(fields).toEqual({ nome: 'Filial', logotipo: 'file:blob', _method: 'PUT' });
  });
});

describe('answers', () => {
  it('resources unwrap {data}', async () => {
    const { client } = setup();
    await expect(client.tickets.attend(5)).resolves.toEqual({ echo: '/api/aurora/atender-ticket' });
  });

  it('lists with aggregates come whole (page plus sum)', async () => {
    const { client } = setup();
    await expect(client.commissions.list()).resolves.toEqual({ data: { echo: '/api/aurora/comissaos' }, soma: 10 });
  });

  it('files come as Blob', async () => {
    const { client } = setup();
    await expect(client.commissions.orders.print([1])).resolves.toBeInstanceOf(Blob);
  });

  it('deletes resolve with nothing', async () => {
    const { client } = setup();
    await expect(client.tickets.remove(1)).resolves.toBeUndefined();
  });

  it('the generic calls refuse routes that could climb into another one', () => {
    const { client, fake } = setup();
    expect(() => client.generic.list('../master/user')).toThrow(TypeError);
    expect(() => client.generic.remove('origems?x=1', 1)).toThrow(TypeError);
    expect(fake.calls).toHaveLength(0);
  });

  it('a cancelled resource call rejects with its AbortError', async () => {
    const { client } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(client.tickets.list({}, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
