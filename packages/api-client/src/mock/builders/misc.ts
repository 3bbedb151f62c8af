import type {
  AppNotification,
  CommissionStats,
  CorreiosContract,
  Extension,
  ExtensionType,
  MonthComparison,
  MyTicketsStats,
  PhoneExtension,
  SalesByProduct,
  ShippingRule,
  ShippingService,
  TelephonyOverview,
  WhatsappListEntry,
} from '../../types';
import { agent, dateDaysAgo, emailFor, isoDaysAgo, isoMinutesAgo, mobile, personName, product, productRef } from '../data';
import { buildPage } from '../page';
import { createRandom, entityRandom } from '../../fixtures';

export function buildWhatsappListEntry(overrides: Partial<WhatsappListEntry> = {}): WhatsappListEntry {
  const id = overrides.id ?? 1;
  const random = entityRandom('whatsapplist', id);
  const nome = personName(random);
  const email = emailFor(nome, random);
  const phone = mobile(random);
  const produto = productRef(random.int(1, 6));
  const answered = id % 3 !== 0;
  return {
    id,
    lead: { id: random.int(1, 60), nome, email },
    email,
    ddi: phone.ddi,
    telefone: `${phone.ddd}${phone.telefone}`,
    produto,
    campanha: {
      id: 1,
      tipo: 'whatsapp',
      nome: `Contato por WhatsApp — ${produto.nome}`,
      mensagem: `Olá! Quero saber mais sobre o ${produto.nome}.`,
      produto_id: produto.id,
      plano: { id: 1, nome: 'Plano principal' },
    },
    lead_produto: { id: id * 10 + produto.id, ticket_id: null },
    resposta: answered
      ? {
          mensagem: 'Oi! Tudo bem? Posso te ajudar com o seu acesso.',
          responsavel: agent(random.int(1, 5)),
          created_at: isoMinutesAgo(random.int(10, 3000)),
        }
      : null,
    status: 1,
    created_at: isoDaysAgo(random.int(0, 20), random),
    ...overrides,
  };
}

export function buildShippingService(overrides: Partial<ShippingService> = {}): ShippingService {
  const id = overrides.id ?? 1;
  const services = [
    { codigo: '03220', descricao: 'SEDEX CONTRATO AG' },
    { codigo: '03298', descricao: 'PAC CONTRATO AG' },
    { codigo: '04227', descricao: 'CARTA REGISTRADA' },
  ] as const;
  const service = services[(id - 1) % services.length] ?? services[0];
  return { id, codigo: service.codigo, descricao: service.descricao, transportadora: 'Correios', ativo: true, ...overrides };
}

export function buildShippingRule(overrides: Partial<ShippingRule> = {}): ShippingRule {
  const id = overrides.id ?? 1;
  return { id, tipo: 'estado', variavel: 'AM', servico: '03220', error: null, ...overrides };
}

export function buildCorreiosContract(overrides: Partial<CorreiosContract> = {}): CorreiosContract {
  const id = overrides.id ?? 1;
  return {
    id,
    nome: id === 1 ? 'Contrato Correios Matriz' : `Contrato Correios ${id}`,
    cartaoPostagem: '0067599079',
    contrato: '9912208555',
    codAdministrativo: '08082650',
    usuario: 'lojaaurora',
    senha_definida: true,
    cnpj: '34028316000103',
    logotipo: null,
    remetenteNome: 'LOJA AURORA LTDA',
    remetenteCep: '01310100',
    remetenteEstado: 'SP',
    remetenteCidade: 'SAO PAULO',
    remetenteEndereco: 'AVENIDA PAULISTA',
    remetenteBairro: 'BELA VISTA',
    remetenteNumero: '1000',
    remetenteComplemento: 'CONJ 51',
    telefone: '1133334444',
    status: 1,
    erros: null,
    servico_padrao: '03298',
    servicos: [buildShippingService({ id: 1 }), buildShippingService({ id: 2 })],
    configs: [buildShippingRule({ id: 1 })],
    created_at: isoDaysAgo(120),
    ...overrides,
  };
}

/** An installed extension of the given kind; no secret fields exist to fake. */
export function buildExtension(type: ExtensionType, id = 1): Extension {
  const common = { id, ativo: true, created_at: isoDaysAgo(60) };
  switch (type) {
    case 'correios':
      return { ...common, extensao_type: 'correios', config: null };
    case 'slack':
      return { ...common, extensao_type: 'slack', config: { webhook: 'https://hooks.slack.com/services/T000/B000/XXXX' } };
    case 'totalvoice':
      return { ...common, extensao_type: 'totalvoice', config: { ramais_count: 2 } };
    case 'melhor_envio':
      return {
        ...common,
        extensao_type: 'melhor_envio',
        config: {
          conectado: true,
          postal_code: '01310100',
          address: 'AVENIDA PAULISTA',
          number: '1000',
          servico_padrao: '1',
          servicos: [buildShippingService({ id: 1, codigo: '1', descricao: 'PAC', transportadora: 'Correios' })],
          configs: [],
        },
      };
  }
}

export function buildPhoneExtension(overrides: Partial<PhoneExtension> = {}): PhoneExtension {
  const id = overrides.id ?? 1;
  return {
    id,
    ramal: String(4000 + id),
    login: `ramal${4000 + id}@lojaaurora`,
    user: agent(id),
    ligacao_celular: true,
    ligacao_externa: true,
    gravar_audio: true,
    bina_inteligente: true,
    bina: null,
    ...overrides,
  };
}

export function buildTelephonyOverview(overrides: Partial<TelephonyOverview> = {}): TelephonyOverview {
  return {
    saldo: 148.32,
    recarga_url: 'https://voice.example.com/recarga',
    chamadas: buildPage([
      {
        id: '88120',
        status_geral: 'finalizada',
        data_criacao: isoMinutesAgo(120),
        origem: { tipo: 'ramal', preco: 0 },
        destino: { numero: '11987654321', status: 'atendida', duracao: '00:04:10', preco: 0.5 },
      },
    ]),
    recargas: [{ id: 'r1', credito: 100, descricao: 'Recarga via boleto', data: isoDaysAgo(20) }],
    ramais: [buildPhoneExtension({ id: 1 }), buildPhoneExtension({ id: 2, user: null })],
    ...overrides,
  };
}

export function buildMyTicketsStats(type: MyTicketsStats['type'] = 'atendimento'): MyTicketsStats {
  return type === 'atendimento'
    ? { type, tickets_ganhou: 34, tickets_aguardando: 12, tickets_perdeu: 9 }
    : { type, tickets_finalizados: 40, tickets_pendentes: 8, tickets_abertos: 15 };
}

export function buildCommissionStats(overrides: Partial<CommissionStats> = {}): CommissionStats {
  return {
    soma_pendente: 1_240.5,
    quantidade_pendente: 8,
    soma_receber: 3_980,
    quantidade_receber: 21,
    soma_paga: 15_320.75,
    quantidade_paga: 96,
    ...overrides,
  };
}

export function buildSalesByProduct(): SalesByProduct[] {
  const rows = [1, 2, 3].map((id, index) => ({ produto: productRef(id), quantidade: [18, 7, 25][index] ?? 0, valor: 0, percentual: 0 }));
  for (const row of rows) row.valor = Math.round(row.quantidade * product(row.produto.id).preco * 100) / 100;
  const total = rows.reduce((sum, row) => sum + row.valor, 0);
  for (const row of rows) row.percentual = Math.round((row.valor / total) * 10_000) / 100;
  return rows;
}

/** Day-by-day counts of this month against the last (31 days each). */
export function buildMonthComparison(seed = 'atendimentos'): MonthComparison {
  const random = entityRandom(`month-${seed}`, 1);
  const series = (offset: number) =>
    Array.from({ length: 31 }, (_, index) => ({ dia: dateDaysAgo(offset + 30 - index), quantidade: random.int(0, 14) }));
  return { periodo_atual: series(0), periodo_anterior: series(31) };
}

export function buildNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  const id = overrides.id ?? 'n1';
  const random = createRandom(`notification:${id}`);
  const minutes = random.int(5, 5000);
  return {
    id,
    data: {
      icon: 'schedule',
      category: 'warning',
      title: 'Ticket atrasado',
      message: `O ticket #${random.int(10, 99)} passou do horário agendado.`,
      time: isoMinutesAgo(minutes),
      ticket_id: null,
    },
    read_at: null,
    created_at: isoMinutesAgo(minutes),
    ...overrides,
  };
}
