import type {
  Automation,
  AutomationAddress,
  AutomationEmail,
  Expedition,
  ExpeditionDetail,
  Gift,
  GiftCampaign,
  GiftCampaignRule,
  GiftRequest,
  Packaging,
} from '../../types';
import { agent, CITIES, isoDaysAgo, mobile, personName, emailFor, productRef, uuidFrom } from '../data';
import { entityRandom } from '../random';
import { buildLead } from './leads';

const GIFTS = ['Caneca personalizada', 'Camiseta exclusiva', 'Kit de adesivos', 'Caderno de anotações', 'Ecobag'] as const;

export function buildPackaging(overrides: Partial<Packaging> = {}): Packaging {
  const id = overrides.id ?? 1;
  const random = entityRandom('packaging', id);
  return {
    id,
    nome: random.pick(['Caixa P', 'Caixa M', 'Envelope A4', 'Tubo 60 cm']),
    tipo_de_caixa: '002',
    altura: random.int(4, 20),
    largura: random.int(11, 30),
    comprimento: random.int(16, 40),
    diametro: null,
    peso: random.money(0.1, 2),
    ...overrides,
  };
}

export function buildGift(overrides: Partial<Gift> = {}): Gift {
  const id = overrides.id ?? 1;
  const random = entityRandom('gift', id);
  const produto = productRef(random.int(1, 6));
  return {
    id,
    nome: random.pick(GIFTS),
    ativo: true,
    produto_id: produto.id,
    produto,
    logistica: 'correios',
    contrato_id: 1,
    contrato: { id: 1, nome: 'Contrato Correios Matriz', ativo: true },
    hasembalagem: false,
    embalagem_id: null,
    embalagem: null,
    tipo_de_caixa: '002',
    altura: random.int(5, 15),
    largura: random.int(11, 25),
    comprimento: random.int(16, 30),
    diametro: null,
    peso: random.money(0.2, 1.5),
    deleted_at: null,
    ...overrides,
  };
}

export function buildGiftCampaignRule(overrides: Partial<GiftCampaignRule> = {}): GiftCampaignRule {
  const id = overrides.id ?? 1;
  const random = entityRandom('gift-rule', id);
  return { id, campanha_brinde_id: 1, tipo: 'oferta', valor: `of${random.digits(4)}`, variavel: '=', ...overrides };
}

export function buildGiftCampaign(overrides: Partial<GiftCampaign> = {}): GiftCampaign {
  const id = overrides.id ?? 1;
  const random = entityRandom('gift-campaign', id);
  const gift = buildGift({ id: random.int(1, 5) });
  return {
    id,
    nome: `Brinde de boas-vindas ${id}`,
    descricao: 'Envia um brinde a quem compra pela primeira vez.',
    produto_id: gift.produto_id,
    produto: gift.produto,
    brinde_id: gift.id,
    brinde: { id: gift.id, nome: gift.nome, ativo: gift.ativo },
    tipos: 'approved',
    status: 1,
    oferta_all: false,
    condicoes: [buildGiftCampaignRule({ id: id * 10 + 1, campanha_brinde_id: id })],
    excecoes: [],
    created_at: isoDaysAgo(random.int(10, 90), random),
    ...overrides,
  };
}

export function buildGiftRequest(overrides: Partial<GiftRequest> = {}): GiftRequest {
  const id = overrides.id ?? 1;
  const random = entityRandom('gift-request', id);
  const lead = buildLead({ id: random.int(1, 60) });
  const gift = buildGift({ id: random.int(1, 5) });
  const user = agent(random.int(1, 5));
  return {
    id,
    nome_destinatario: lead.nome,
    email_destinatario: lead.email,
    brinde: { id: gift.id, nome: gift.nome, ativo: gift.ativo },
    produto_id: gift.produto_id,
    produto: gift.produto,
    status: (['pendente', 'aprovado', 'emexpedicao', 'reprovado'] as const)[id % 4] ?? 'pendente',
    ticket_id: random.int(1, 50),
    responsavel: { type: 'user', id: user.id, nome: user.name, avatar: user.avatar },
    lead: { id: lead.id, nome: lead.nome, email: lead.email, cpf: lead.cpf, ddi: lead.ddi, ddd: lead.ddd, telefone: lead.telefone },
    created_at: isoDaysAgo(random.int(0, 20), random),
    ...overrides,
  };
}

export function buildAutomationAddress(overrides: Partial<AutomationAddress> = {}): AutomationAddress {
  const id = overrides.id ?? 1;
  const random = entityRandom('automation-address', id);
  const city = random.pick(CITIES);
  const phone = mobile(random);
  return {
    id,
    automacao_id: id,
    nome: personName(random)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase(),
    ddi: phone.ddi,
    telefone: `${phone.ddd}${phone.telefone}`,
    cep: city.cep,
    estado: city.estado,
    cidade: city.cidade,
    bairro: city.bairro,
    endereco: city.endereco,
    complemento: random.pick(['APTO 12', 'CASA', 'BLOCO B', 'FUNDOS']),
    numero: String(random.int(10, 2500)),
    updated_at: isoDaysAgo(random.int(0, 10), random),
    ...overrides,
  };
}

export function buildAutomation(overrides: Partial<Automation> = {}): Automation {
  const id = overrides.id ?? 1;
  const random = entityRandom('automation', id);
  const nome = personName(random);
  const email = emailFor(nome, random);
  const gift = buildGift({ id: random.int(1, 5) });
  const filled = id % 3 !== 0;
  return {
    id,
    uuid: uuidFrom(random),
    lead: { id: random.int(1, 60), nome, email },
    nome_destinatario: nome,
    email_destinatario: email,
    responsavel: { type: 'user', id: 1, nome: 'Ana Souza', avatar: null },
    brinde_id: gift.id,
    brinde: { id: gift.id, nome: gift.nome, ativo: gift.ativo },
    eventos: [{ evento: 1, resposta: 'success', created_at: isoDaysAgo(3) }],
    endereco: filled ? buildAutomationAddress({ id, automacao_id: id }) : null,
    rastreio: null,
    expedicao_id: null,
    expedicao: null,
    arquivado: false,
    erro: null,
    codigo_carrinho_melhor_envio: null,
    codigo_pagamento_melhor_envio: null,
    rastreio_melhor_envio: null,
    status_melhor_envio: null,
    custo: null,
    created_at: isoDaysAgo(random.int(1, 30), random),
    ...overrides,
  };
}

export function buildAutomationEmail(overrides: Partial<AutomationEmail> = {}): AutomationEmail {
  const id = overrides.id ?? 1;
  const evento = overrides.evento ?? 1;
  return {
    id,
    brinde_id: 1,
    evento,
    status: 1,
    titulo: 'Equipe Retoma',
    responder: 'contato@lojaaurora.com.br',
    assunto: evento === 1 ? 'Seu brinde está a caminho! Confirme o endereço' : 'Seu brinde foi postado',
    corpo:
      evento === 1
        ? '<p>Olá [NOME_LEAD], preencha seu endereço para receber o [NOME_BRINDE].</p>'
        : '<p>Acompanhe a entrega do [NOME_BRINDE].</p>',
    updated_at: isoDaysAgo(15),
    ...overrides,
  };
}

export function buildExpedition(overrides: Partial<Expedition> = {}): Expedition {
  const id = overrides.id ?? 1;
  const random = entityRandom('expedition', id);
  const gift = buildGift({ id: random.int(1, 5) });
  const fechado = id % 2 === 0;
  return {
    id,
    brinde: { id: gift.id, nome: gift.nome, ativo: gift.ativo, peso: gift.peso, produto: gift.produto, deleted_at: null },
    produto_id: gift.produto_id,
    automacaos_count: random.int(1, 12),
    fechado,
    plp: fechado ? random.digits(9) : null,
    logistica: 'correios',
    contrato: { id: 1, nome: 'Contrato Correios Matriz' },
    status: null,
    created_at: isoDaysAgo(random.int(1, 30), random),
    ...overrides,
  };
}

export function buildExpeditionDetail(overrides: Partial<ExpeditionDetail> = {}): ExpeditionDetail {
  const expedition = buildExpedition(overrides);
  const automacaos = Array.from({ length: expedition.automacaos_count }, (_, index) =>
    buildAutomation({
      id: expedition.id * 100 + index + 1,
      expedicao_id: expedition.id,
      expedicao: { id: expedition.id, logistica: expedition.logistica },
      rastreio: expedition.fechado ? `OJ${String(expedition.id * 100 + index).padStart(9, '0')}BR` : null,
    }),
  );
  return { ...expedition, automacaos, ...overrides };
}
