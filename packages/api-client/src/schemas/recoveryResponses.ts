import { z } from 'zod';
import {
  CAMPAIGN_KINDS,
  CANAIS,
  CANCELADO_TIPOS,
  CONTATO_SITUACOES,
  ENVIO_EVENTOS,
  ENVIO_SITUACOES,
  TICKET_POLICIES,
  UNIDADES_MEDIDA,
  type Campanha,
  type CampanhaContato,
  type CampanhaEnvio,
  type CampanhaEnvioDetalhe,
  type CampanhaMetrics,
  type CampanhaPasso,
  type EmailPreview,
  type EmailTestResult,
  type RecoveryRules,
  type CampaignKind,
  type Plano,
} from '../types';

/** What the recovery endpoints answer (see responses.ts for the conventions: strict objects tied to the wire types). */

const id = z.int().positive();
const count = z.int().nonnegative();
const text = z.string();
const nullableText = z.string().nullable();
const dateTime = z.iso.datetime({ offset: true });
const activeStatus = z.union([z.literal(0), z.literal(1)]);
const namedRef = z.strictObject({ id, nome: text });
const hhmm = z.string().regex(/^\d{2}:\d{2}$/);

export const planoCampanhaSchema = z.strictObject({
  id,
  tipo: z.enum(CAMPAIGN_KINDS),
  nome: text,
  status: activeStatus,
  produto: namedRef,
  agendados_count: count,
});

export const planoSchema = z.strictObject({
  id,
  nome: text,
  status: activeStatus,
  campanhas: z.array(planoCampanhaSchema),
  created_at: dateTime,
  updated_at: dateTime,
}) satisfies z.ZodType<Plano>;

const configSchemas = {
  carrinho: z.strictObject({ checkout_url: nullableText, janela_inicio: hhmm.nullable(), janela_fim: hhmm.nullable() }),
  boleto: z.strictObject({ janela_inicio: hhmm.nullable(), janela_fim: hhmm.nullable() }),
  cancelado: z.strictObject({ tipo_duvida_id: id.nullable(), tipos: z.array(z.enum(CANCELADO_TIPOS)), reabertura: z.boolean() }),
  agendamento: z.strictObject({
    descricao: nullableText,
    obrigado_url: nullableText,
    origem_id: id.nullable(),
    tipo_duvida_id: id.nullable(),
    dias_semana: z.array(z.int().min(0).max(6)),
    hora_inicio: hhmm,
    hora_fim: hhmm,
    duracao_minutos: z.int().positive(),
    ddd: nullableText,
    telefone: nullableText,
    atendente_id: id.nullable(),
  }),
  whatsapp: z.strictObject({ ddi: nullableText, telefone: nullableText, mensagem: nullableText }),
};

/** A campaign of `kind`, with its kind's settings. */
export const campanhaSchema = <K extends CampaignKind>(kind: K) =>
  z.strictObject({
    id,
    tipo: z.literal(kind),
    nome: text,
    status: activeStatus,
    plano: namedRef,
    produto: z.strictObject({ id, nome: text, cor: text }),
    ticket_policy: z.enum(TICKET_POLICIES),
    token: z.uuid(),
    config: configSchemas[kind],
    agendados_count: count,
    created_at: dateTime,
    updated_at: dateTime,
  }) as unknown as z.ZodType<Campanha<K>>;

export const campanhaMetricsSchema = z.strictObject({
  total_schedules: count,
  send_history: count,
  contacts_count: count,
  total_contacts_inactive: count,
  total_contacts: count,
  total_recovered: count,
  value_recovered: z.string().regex(/^\d+\.\d{2}$/),
  passos: z.array(
    z.strictObject({
      passo_id: id,
      canal: z.enum(CANAIS),
      posicao: z.int().positive(),
      enviados: count,
      aberturas: count,
      cliques: count,
      recuperadas: count,
    }),
  ),
  contacts_answered: count.optional(),
  contacts_pending: count.optional(),
}) satisfies z.ZodType<CampanhaMetrics>;

export const campanhaPassoSchema = z.strictObject({
  id,
  campanha_id: id,
  canal: z.enum(CANAIS),
  posicao: z.int().positive(),
  status: activeStatus,
  unidade_tempo: z.int().positive(),
  unidade_medida: z.enum(UNIDADES_MEDIDA),
  periodo: z.int().positive(),
  titulo: nullableText,
  responder: nullableText,
  assunto: nullableText,
  corpo: text,
  ddi: nullableText,
  telefone: nullableText,
  whatsapp: nullableText,
  created_at: dateTime,
  updated_at: dateTime,
}) satisfies z.ZodType<CampanhaPasso>;

const envioShape = {
  id,
  canal: z.enum(CANAIS),
  situacao: z.enum(ENVIO_SITUACOES),
  destino: nullableText,
  assunto: nullableText,
  passo: z.strictObject({ id, posicao: z.int().positive() }).nullable(),
  lead: z.strictObject({ id, nome: text, email: text }),
  previsto_para: dateTime,
  enviado_em: dateTime.nullable(),
  tentativas: count,
  motivo: nullableText,
  ultimo_evento: z.enum(ENVIO_EVENTOS).nullable(),
  created_at: dateTime,
};
export const campanhaEnvioSchema = z.strictObject(envioShape) satisfies z.ZodType<CampanhaEnvio>;

export const campanhaEnvioDetalheSchema = z.strictObject({
  ...envioShape,
  corpo: nullableText,
  eventos: z.array(z.strictObject({ id, evento: z.enum(ENVIO_EVENTOS), detalhe: nullableText, ocorrido_em: dateTime })),
}) satisfies z.ZodType<CampanhaEnvioDetalhe>;

export const emailPreviewSchema = z.strictObject({
  assunto: text,
  html: text,
  texto: text,
  contato_id: id.nullable(),
  lead: z.strictObject({ nome: text, email: text }),
}) satisfies z.ZodType<EmailPreview>;

export const emailTestResultSchema = z.strictObject({ para: text }) satisfies z.ZodType<EmailTestResult>;

export const campanhaContatoSchema = z.strictObject({
  id,
  situacao: z.enum(CONTATO_SITUACOES),
  lead: z.strictObject({ id, nome: text, email: text, ddi: text, ddd: text, telefone: text }),
  produto: namedRef,
  ticket: z.strictObject({ id, status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]) }).nullable(),
  respondido_em: dateTime.nullable(),
  agendado_para: dateTime.nullable(),
  entrou_em: dateTime,
  saiu_em: dateTime.nullable(),
}) satisfies z.ZodType<CampanhaContato>;

export const recoveryRulesSchema = z.strictObject({
  max_mensagens_dia: z.int().min(1),
  silencio_inicio: text,
  silencio_fim: text,
  janela_atribuicao_dias: z.int().min(1),
  atraso_demonstracao: z.boolean(),
  fuso: text,
}) satisfies z.ZodType<RecoveryRules>;
