import type {
  Campanha,
  CampanhaConfigs,
  CampanhaContato,
  CampanhaEnvio,
  CampanhaEnvioDetalhe,
  CampanhaMetrics,
  CampanhaPasso,
  CampaignKind,
  EmailPreview,
  Plano,
} from '../../types';
import { entityRandom } from '../../fixtures';
import { emailFor, isoDaysAgo, isoMinutesAgo, mobile, personName, productRef, uuidFrom } from '../data';

const KIND_NAMES: Record<CampaignKind, string> = {
  carrinho: 'Carrinho abandonado',
  boleto: 'Boleto impresso',
  cancelado: 'Vendas canceladas',
  agendamento: 'Agende uma conversa',
  whatsapp: 'Fale no WhatsApp',
};

/** Each kind's settings as a manager leaves them once configured. */
export const MOCK_CAMPANHA_CONFIGS: CampanhaConfigs = {
  carrinho: { checkout_url: 'https://pay.hotmart.com/K48213007X', janela_inicio: '08:00', janela_fim: '20:00' },
  boleto: { janela_inicio: null, janela_fim: null },
  cancelado: { tipo_duvida_id: 1, tipos: ['canceled', 'expired'], reabertura: true },
  agendamento: {
    descricao: 'Escolha um horário e um especialista liga para você.',
    obrigado_url: 'https://aurora.example/obrigado',
    origem_id: 1,
    tipo_duvida_id: 1,
    dias_semana: [1, 2, 3, 4, 5],
    hora_inicio: '09:00',
    hora_fim: '17:00',
    duracao_minutos: 30,
    ddd: '11',
    telefone: '987654321',
    atendente_id: null,
  },
  whatsapp: { ddi: '55', telefone: '11987654321', mensagem: 'Olá! Quero saber mais sobre [NOME_PRODUTO].' },
};

/** A campaign of `kind`; the same id always gives the same campaign. */
export function buildCampanha<K extends CampaignKind>(kind: K, overrides: Partial<Campanha<K>> = {}): Campanha<K> {
  const id = overrides.id ?? 1;
  const random = entityRandom(`campanha-${kind}`, id);
  const produto = productRef(random.int(1, 6));
  return {
    id,
    tipo: kind,
    nome: `${KIND_NAMES[kind]} — ${produto.nome}`,
    status: 1,
    plano: { id: 1, nome: 'Recuperação principal' },
    produto,
    ticket_policy: 'nunca',
    token: uuidFrom(random),
    config: MOCK_CAMPANHA_CONFIGS[kind],
    agendados_count: kind === 'carrinho' || kind === 'boleto' ? random.int(0, 40) : 0,
    created_at: isoDaysAgo(30 + id),
    updated_at: isoDaysAgo(2),
    ...overrides,
  };
}

/** A plan with one campaign of each kind given (all five by default). */
export function buildPlano(
  overrides: Partial<Plano> = {},
  kinds: readonly CampaignKind[] = ['carrinho', 'boleto', 'cancelado', 'agendamento', 'whatsapp'],
): Plano {
  const id = overrides.id ?? 1;
  return {
    id,
    nome: id === 1 ? 'Recuperação principal' : `Plano ${id}`,
    status: 1,
    campanhas: kinds.map((kind, index) => {
      const campanha = buildCampanha(kind, { id: id * 10 + index });
      return {
        id: campanha.id,
        tipo: kind,
        nome: campanha.nome,
        status: campanha.status,
        produto: { id: campanha.produto.id, nome: campanha.produto.nome },
        agendados_count: campanha.agendados_count,
      };
    }),
    created_at: isoDaysAgo(60 + id),
    updated_at: isoDaysAgo(3),
    ...overrides,
  };
}

const EMAIL_SUBJECTS = ['Esqueceu algo no carrinho?', 'Seu desconto ainda está aqui', 'Última chance: o carrinho expira hoje'];
const SMS_TEXTS = ['[NOME_LEAD], seu carrinho está salvo: [LINK_OFERTA1]', 'Oi [NOME_LEAD]! Ainda dá tempo de garantir [NOME_PRODUTO].'];

/** A step of a cart or boleto campaign: e-mail by default, `canal: 'sms'` for an SMS. */
export function buildPasso(overrides: Partial<CampanhaPasso> = {}): CampanhaPasso {
  const id = overrides.id ?? 1;
  const canal = overrides.canal ?? 'email';
  const posicao = overrides.posicao ?? id;
  const email = canal === 'email';
  const unidade =
    posicao === 1
      ? { unidade_tempo: 30, unidade_medida: 'minutos' as const, periodo: 30 }
      : { unidade_tempo: posicao - 1, unidade_medida: 'dias' as const, periodo: (posicao - 1) * 1440 };
  return {
    id,
    campanha_id: 1,
    canal,
    posicao,
    status: 1,
    ...unidade,
    titulo: email ? 'Equipe Aurora' : null,
    responder: email ? 'contato@aurora.example' : null,
    assunto: email ? EMAIL_SUBJECTS[(posicao - 1) % EMAIL_SUBJECTS.length]! : null,
    corpo: email
      ? '<p>Olá, [NOME_LEAD]!</p><p>O seu <strong>[NOME_PRODUTO]</strong> está esperando por você.</p>'
      : SMS_TEXTS[(posicao - 1) % SMS_TEXTS.length]!,
    ddi: null,
    telefone: null,
    whatsapp: null,
    created_at: isoDaysAgo(20),
    updated_at: isoDaysAgo(5),
    ...overrides,
  };
}

/** A send of the history (went out) by default; `situacao: 'agendado'` for a scheduled one. */
export function buildEnvio(overrides: Partial<CampanhaEnvio> = {}): CampanhaEnvio {
  const id = overrides.id ?? 1;
  const random = entityRandom('envio', id);
  const nome = personName(random);
  const email = emailFor(nome, random);
  const canal = overrides.canal ?? (id % 3 === 0 ? 'sms' : 'email');
  const agendado = overrides.situacao === 'agendado';
  const phone = mobile(random);
  return {
    id,
    canal,
    situacao: 'enviado',
    destino: agendado ? null : canal === 'email' ? email : `+55${phone.ddd}${phone.telefone}`,
    assunto: canal === 'email' ? EMAIL_SUBJECTS[id % EMAIL_SUBJECTS.length]! : SMS_TEXTS[id % SMS_TEXTS.length]!,
    passo: { id: (id % 3) + 1, posicao: (id % 3) + 1 },
    lead: { id: 100 + id, nome, email },
    previsto_para: isoMinutesAgo(agendado ? -id * 60 : id * 47),
    enviado_em: agendado ? null : isoMinutesAgo(id * 47),
    tentativas: agendado ? 0 : 1,
    motivo: null,
    ultimo_evento: agendado ? null : random.pick(['entregue', 'aberto', 'clicou', null] as const),
    created_at: isoMinutesAgo(id * 47 + 30),
    ...overrides,
  };
}

/** One send in full, with the message as it went out and its events. */
export function buildEnvioDetalhe(overrides: Partial<CampanhaEnvioDetalhe> = {}): CampanhaEnvioDetalhe {
  const envio = buildEnvio(overrides);
  return {
    ...envio,
    corpo: `<p>Olá, ${envio.lead.nome}!</p><p>O seu curso está esperando por você.</p>`,
    eventos: [
      { id: envio.id * 10 + 1, evento: 'entregue', detalhe: null, ocorrido_em: isoMinutesAgo(envio.id * 47 - 1) },
      { id: envio.id * 10 + 2, evento: 'aberto', detalhe: null, ocorrido_em: isoMinutesAgo(envio.id * 47 - 20) },
    ],
    ...overrides,
  };
}

/** A lead enrolled in a campaign: active by default. */
export function buildContato(overrides: Partial<CampanhaContato> = {}): CampanhaContato {
  const id = overrides.id ?? 1;
  const random = entityRandom('campanha-contato', id);
  const nome = personName(random);
  const situacao = overrides.situacao ?? 'ativo';
  return {
    id,
    situacao,
    lead: { id: 200 + id, nome, email: emailFor(nome, random), ...mobile(random) },
    produto: { id: 1, nome: productRef(1).nome },
    ticket: null,
    respondido_em: null,
    agendado_para: null,
    entrou_em: isoDaysAgo(id % 20),
    saiu_em: situacao === 'ativo' ? null : isoDaysAgo(Math.max(0, (id % 20) - 2)),
    ...overrides,
  };
}

/** A campaign's numbers with three e-mail steps and two SMS steps. */
export function buildMetrics(overrides: Partial<CampanhaMetrics> = {}): CampanhaMetrics {
  return {
    total_schedules: 37,
    send_history: 412,
    contacts_count: 58,
    total_contacts_inactive: 143,
    total_contacts: 201,
    total_recovered: 23,
    value_recovered: '4531.77',
    passos: [
      { passo_id: 1, canal: 'email', posicao: 1, enviados: 180, aberturas: 96, cliques: 41, recuperadas: 11 },
      { passo_id: 2, canal: 'email', posicao: 2, enviados: 120, aberturas: 55, cliques: 19, recuperadas: 6 },
      { passo_id: 3, canal: 'email', posicao: 3, enviados: 62, aberturas: 24, cliques: 8, recuperadas: 3 },
      { passo_id: 4, canal: 'sms', posicao: 1, enviados: 35, aberturas: 0, cliques: 12, recuperadas: 2 },
      { passo_id: 5, canal: 'sms', posicao: 2, enviados: 15, aberturas: 0, cliques: 3, recuperadas: 1 },
    ],
    ...overrides,
  };
}

/** A campaign e-mail as the server draws it for a contact (`preview`), untracked. */
export function buildEmailPreview(overrides: Partial<EmailPreview> = {}): EmailPreview {
  return {
    assunto: 'Ainda pensando, Marina?',
    html:
      '<!doctype html><html lang="pt-BR"><body style="margin:0;background:#f4f5f7;font-family:Arial,sans-serif;">' +
      '<div style="max-width:600px;margin:24px auto;background:#fff;border-radius:8px;padding:32px;">' +
      '<p>Olá, Marina! O <strong>Método Reconquista</strong> ainda está no seu carrinho.</p>' +
      '<p><a href="https://pay.hotmart.com/K48213007X">Concluir minha compra</a></p></div>' +
      '<p style="text-align:center;font-size:12px;color:#6b7280;">Não quer mais receber estas mensagens? <u>Descadastre-se</u>.</p>' +
      '</body></html>',
    texto: 'Olá, Marina! O Método Reconquista ainda está no seu carrinho.\n\nConcluir minha compra (https://pay.hotmart.com/K48213007X)',
    contato_id: 501,
    lead: { nome: 'Marina Costa', email: 'marina@example.com' },
    ...overrides,
  };
}
