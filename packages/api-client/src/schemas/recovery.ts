import { z } from 'zod';
import { smsSegments, MAX_SMS_SEGMENTS } from '../templates/smsSegments';
import {
  AGENDADO_SORTS,
  CANAIS,
  CANCELADO_TIPOS,
  CONTATO_FILTROS,
  CONTATO_SORTS,
  ENVIO_SITUACOES,
  HISTORICO_SORTS,
  PLANO_SORTS,
  TICKET_POLICIES,
  UNIDADES_MEDIDA,
  WHATSAPP_LINK_MESSAGE_MAX,
  WHATSAPP_LINK_VARIABLE,
  type CampaignKind,
} from '../types';
import { ddiField, periodInOrder, periodShape, PERIOD_ORDER_MESSAGE } from './fields';
import { flag, idField, listOf, optionalText, statusFilter, text } from './settings';

/**
 * Input schemas of the recovery plans, campaigns, steps and their lists, shared by the server (which validates
 * with them) and the app (which types its forms by them). Messages are pt.
 */

// ---------------------------------------------------------------------------------------------------------
// Plans

export const planoInput = z.object({
  nome: text('Informe o nome do plano.', 120),
  status: flag().default(true),
});
export type PlanoInput = z.input<typeof planoInput>;

export const planoListQuery = listOf(PLANO_SORTS).extend({ status: statusFilter });

// ---------------------------------------------------------------------------------------------------------
// Campaigns

export const campanhaCreateInput = z.object({
  nome: text('Informe o nome da campanha.', 120),
  produto_id: idField('Selecione um produto.'),
  plano_id: idField('Selecione um plano.'),
  status: flag().default(true),
  /** Switches off the other active campaign of this kind for the product instead of refusing. */
  substituir: flag().default(false),
});
export type CampanhaCreateInput = z.input<typeof campanhaCreateInput>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = (message: string) => z.string({ error: message }).regex(TIME, { error: message });
const optionalTime = (message: string) =>
  z
    .union([z.literal('').transform(() => null), timeOfDay(message)], { error: message })
    .nullish()
    .transform((value) => value ?? null);
const webAddress = (message: string) =>
  z.url({ error: message, protocol: /^https?$/ }).max(500, { error: 'Use no máximo 500 caracteres.' });

/** A send window is both ends or none; it may cross midnight (22:00–06:00). */
const windowShape = {
  janela_inicio: optionalTime('Informe a hora no formato HH:MM.'),
  janela_fim: optionalTime('Informe a hora no formato HH:MM.'),
};
const completeWindow = (value: { janela_inicio: string | null; janela_fim: string | null }, ctx: z.RefinementCtx) => {
  if ((value.janela_inicio === null) !== (value.janela_fim === null))
    ctx.addIssue({
      code: 'custom',
      path: [value.janela_inicio === null ? 'janela_inicio' : 'janela_fim'],
      message: 'Informe o início e o fim da janela de envio.',
    });
  else if (value.janela_inicio !== null && value.janela_inicio === value.janela_fim)
    ctx.addIssue({ code: 'custom', path: ['janela_fim'], message: 'O fim da janela de envio deve ser diferente do início.' });
};

export const carrinhoConfigInput = z
  .object({
    checkout_url: z
      .union([z.literal('').transform(() => null), webAddress('Informe o endereço do checkout (https://...).')])
      .nullish()
      .transform((value) => value ?? null),
    ...windowShape,
  })
  .superRefine(completeWindow);

export const boletoConfigInput = z.object(windowShape).superRefine(completeWindow);

export const canceladoConfigInput = z.object({
  tipo_duvida_id: idField('Selecione o tipo de dúvida.'),
  tipos: z
    .array(z.enum(CANCELADO_TIPOS, { error: 'Escolha cancelado ou expirado.' }), { error: 'Selecione ao menos um status.' })
    .min(1, { error: 'Selecione ao menos um status.' })
    .transform((tipos) => [...new Set(tipos)]),
  reabertura: flag().default(false),
});

export const agendamentoConfigInput = z
  .object({
    descricao: text('Informe a descrição.', 1000),
    obrigado_url: webAddress('Informe o endereço da página de obrigado (https://...).'),
    origem_id: idField('Selecione uma origem.'),
    tipo_duvida_id: idField('Selecione o tipo de dúvida.'),
    dias_semana: z
      .array(
        z.int({ error: 'Escolha dias de 0 (domingo) a 6 (sábado).' }).min(0).max(6, { error: 'Escolha dias de 0 (domingo) a 6 (sábado).' }),
        {
          error: 'Escolha ao menos um dia da semana.',
        },
      )
      .min(1, { error: 'Escolha ao menos um dia da semana.' })
      .transform((dias) => [...new Set(dias)].sort((a, b) => a - b) as Array<0 | 1 | 2 | 3 | 4 | 5 | 6>),
    hora_inicio: timeOfDay('Informe a hora no formato HH:MM.'),
    hora_fim: timeOfDay('Informe a hora no formato HH:MM.'),
    duracao_minutos: z.coerce
      .number({ error: 'A duração de um horário vai de 10 a 240 minutos.' })
      .int({ error: 'A duração de um horário vai de 10 a 240 minutos.' })
      .min(10, { error: 'A duração de um horário vai de 10 a 240 minutos.' })
      .max(240, { error: 'A duração de um horário vai de 10 a 240 minutos.' }),
    ddd: z.string({ error: 'Informe o DDD com dois dígitos.' }).regex(/^\d{2}$/, { error: 'Informe o DDD com dois dígitos.' }),
    telefone: z
      .string({ error: 'Informe o telefone com 8 ou 9 dígitos.' })
      .regex(/^\d{8,9}$/, { error: 'Informe o telefone com 8 ou 9 dígitos.' }),
    /** The member who receives the bookings (their ticket and agenda entry); none leaves the tickets unassigned. */
    atendente_id: z
      .union([z.literal('').transform(() => null), z.null(), idField('Selecione um atendente da empresa.')])
      .optional()
      .transform((value) => value ?? null),
  })
  .superRefine((value, ctx) => {
    if (value.hora_fim <= value.hora_inicio)
      ctx.addIssue({ code: 'custom', path: ['hora_fim'], message: 'O fim do atendimento deve ser depois do início.' });
  });

export const whatsappConfigInput = z.object({
  ddi: ddiField,
  telefone: z.string({ error: 'Informe o telefone do remetente.' }).regex(/^\d{8,15}$/, { error: 'Informe o telefone do remetente.' }),
  mensagem: text('Informe a mensagem.', 130),
});

/** Each kind's settings, as `config` of its update. */
export const CAMPANHA_CONFIG_INPUTS = {
  carrinho: carrinhoConfigInput,
  boleto: boletoConfigInput,
  cancelado: canceladoConfigInput,
  agendamento: agendamentoConfigInput,
  whatsapp: whatsappConfigInput,
} as const satisfies Record<CampaignKind, z.ZodType>;

/**
 * `POST /{route}/{id}` with `_method=PUT`: what it carries changes, the rest stays (a switch sends `status` alone;
 * the settings form sends the name and `config`, the kind's settings whole).
 */
export const campanhaUpdateInput = <K extends CampaignKind>(kind: K) =>
  z.object({
    nome: text('Informe o nome da campanha.', 120).optional(),
    status: flag().optional(),
    ticket_policy: z.enum(TICKET_POLICIES, { error: 'Escolha quando a campanha abre um ticket.' }).optional(),
    substituir: flag().default(false),
    config: CAMPANHA_CONFIG_INPUTS[kind].optional(),
  });
export type CampanhaUpdateInput<K extends CampaignKind = CampaignKind> = z.input<ReturnType<typeof campanhaUpdateInput<K>>>;

// ---------------------------------------------------------------------------------------------------------
// Steps

const stepTiming = {
  status: flag().default(true),
  unidade_tempo: z.coerce
    .number({ error: 'Informe o tempo de espera: um número inteiro a partir de 1.' })
    .int({ error: 'Informe o tempo de espera: um número inteiro a partir de 1.' })
    .min(1, { error: 'Informe o tempo de espera: um número inteiro a partir de 1.' })
    .max(44_640, { error: 'A sequência inteira deve caber em 31 dias (44.640 minutos).' }),
  unidade_medida: z.enum(UNIDADES_MEDIDA, { error: 'Escolha minutos, horas ou dias.' }),
};

/** Nothing typed: the step sets no WhatsApp target. */
const blank = z.union([z.literal(''), z.null()]).transform(() => null);

/**
 * `[LINK_ACAO_WHATSAPPLIST]`'s target: the WhatsApp that receives the message (DDI apart, `+` allowed; the number
 * with its area code, masks allowed, digits kept) and the message the lead finds typed in. Each may be empty.
 */
const whatsappTarget = {
  ddi: blank
    .or(
      z
        .string({ error: 'Informe o DDI.' })
        .trim()
        .transform((value) => value.replace(/^\+/, ''))
        .pipe(ddiField),
    )
    .optional(),
  telefone: blank
    .or(
      z
        .string({ error: 'Informe o WhatsApp com o DDD.' })
        .transform((value) => value.replace(/[\s().+-]/g, ''))
        .pipe(z.string().regex(/^\d{8,15}$/, { error: 'Informe o WhatsApp com o DDD: de 8 a 15 dígitos.' })),
    )
    .optional(),
  whatsapp: optionalText(WHATSAPP_LINK_MESSAGE_MAX),
};

/** A step as it will be saved, for the rules that tie its body to its WhatsApp target. */
export interface WhatsappTargetOf {
  corpo: string;
  ddi: string | null;
  telefone: string | null;
  whatsapp: string | null;
}

/**
 * The field errors of a step's WhatsApp target: a body naming `[LINK_ACAO_WHATSAPPLIST]` needs the number that
 * receives the message, a number needs its country and the message, and a Brazilian number is DDD + 8 or 9 digits.
 * Shared by the form (before it sends) and the server (on the step as a create or an update leaves it).
 */
export function whatsappTargetErrors(step: WhatsappTargetOf): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!step.telefone) {
    if (step.corpo.includes(WHATSAPP_LINK_VARIABLE))
      errors.telefone = ['Informe o WhatsApp que recebe a mensagem do botão "Mensagem no WhatsApp", ou tire o botão do texto.'];
    return errors;
  }
  if (!step.ddi) errors.ddi = ['Informe o DDI.'];
  else if (step.ddi === '55' && step.telefone.length !== 10 && step.telefone.length !== 11)
    errors.telefone = ['Informe o DDD e o número: 10 ou 11 dígitos.'];
  if (!step.whatsapp) errors.whatsapp = ['Escreva a mensagem que o lead envia pelo WhatsApp.'];
  return errors;
}

/** The same errors as issues of a full input (create). */
function whatsappTargetRule(
  value: { corpo: string; ddi?: string | null; telefone?: string | null; whatsapp: string | null },
  ctx: z.RefinementCtx,
) {
  const errors = whatsappTargetErrors({ ...value, ddi: value.ddi ?? null, telefone: value.telefone ?? null });
  for (const [path, messages] of Object.entries(errors))
    for (const message of messages) ctx.addIssue({ code: 'custom', path: [path], message });
}

/** The target as the step form's "Mensagem no WhatsApp" dialog takes it, before it inserts the button: all three needed. */
export const whatsappTargetInput = z
  .object(whatsappTarget)
  .superRefine((value, ctx) => whatsappTargetRule({ ...value, corpo: WHATSAPP_LINK_VARIABLE }, ctx));
export type WhatsappTargetInput = z.input<typeof whatsappTargetInput>;

const emailShape = {
  ...stepTiming,
  titulo: text('Informe o nome do remetente.', 120),
  responder: z.email({ error: 'Informe o e-mail de resposta.' }).max(254, { error: 'Informe o e-mail de resposta.' }),
  assunto: text('Informe o assunto.', 200),
  corpo: text('Escreva o corpo do e-mail.', 100_000),
  ...whatsappTarget,
};

const smsShape = {
  ...stepTiming,
  corpo: text('Escreva a mensagem do SMS.', 2000).refine((corpo) => smsSegments(corpo).segments <= MAX_SMS_SEGMENTS, {
    error: `A mensagem passa de ${MAX_SMS_SEGMENTS} SMS. Encurte o texto (as variáveis contam pelo seu maior valor).`,
  }),
  ...whatsappTarget,
};

const campanhaId = { campanha_id: idField('Selecione a campanha.') };

export const emailStepInput = z.object({ ...campanhaId, ...emailShape }).superRefine(whatsappTargetRule);
export type EmailStepInput = z.input<typeof emailStepInput>;
/** An update carries what changes (a switch sends `status` alone); the rules are checked on the step as it will be. */
export const emailStepUpdateInput = z.object(emailShape).partial();
export type EmailStepUpdateInput = z.input<typeof emailStepUpdateInput>;

/**
 * An e-mail as it stands in the form, shown as one lead of the campaign would receive it (`contato_id`; without it,
 * the newest contact, else a sample made of the person asking): no tracking, nothing recorded.
 */
export const emailPreviewInput = z.object({
  ...campanhaId,
  assunto: emailShape.assunto,
  corpo: emailShape.corpo,
  contato_id: idField('Escolha um contato da campanha.').optional(),
  /** The form's "Mensagem no WhatsApp", drawn as its button would lead (unchecked: a preview saves nothing). */
  ...whatsappTarget,
});
export type EmailPreviewInput = z.input<typeof emailPreviewInput>;

/**
 * The same, sent to the person asking (the outbox, or the mail server when one is configured) from the form's sender
 * name and with its reply-to, as a contact would get it.
 */
export const emailTestInput = emailPreviewInput.extend({
  titulo: emailShape.titulo.optional(),
  responder: emailShape.responder.optional(),
});
export type EmailTestInput = z.input<typeof emailTestInput>;

export const smsStepInput = z.object({ ...campanhaId, ...smsShape }).superRefine(whatsappTargetRule);
export type SmsStepInput = z.input<typeof smsStepInput>;
export const smsStepUpdateInput = z.object(smsShape).partial();
export type SmsStepUpdateInput = z.input<typeof smsStepUpdateInput>;

export const stepListQuery = z.object(campanhaId);

export const reorderInput = z.object({
  ...campanhaId,
  posicoes: z
    .array(idField('Informe os passos na nova ordem.'), { error: 'Informe os passos na nova ordem.' })
    .min(1, { error: 'Informe os passos na nova ordem.' })
    .max(500, { error: 'Informe os passos na nova ordem.' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Cada passo aparece uma vez só na nova ordem.' }),
});
export type ReorderInput = z.input<typeof reorderInput>;

// ---------------------------------------------------------------------------------------------------------
// What the engine did: history, scheduled sends, contacts

const optionalId = (message: string) => idField(message).optional();

export const historicoListQuery = listOf(HISTORICO_SORTS)
  .extend({
    ...campanhaId,
    ...periodShape,
    situacao: z
      .enum(ENVIO_SITUACOES.filter((s) => s !== 'agendado') as ['enviando', 'enviado', 'cancelado', 'falhou'], {
        error: 'Situação inválida: use enviado, enviando, cancelado ou falhou.',
      })
      .optional(),
    canal: z.enum(CANAIS, { error: 'Canal inválido: use email ou sms.' }).optional(),
    passo_id: optionalId('Passo inválido.'),
  })
  .refine(periodInOrder, { error: PERIOD_ORDER_MESSAGE, path: ['dt_fim'] });

export const agendadoListQuery = listOf(AGENDADO_SORTS)
  .extend({ ...periodShape, canal: z.enum(CANAIS, { error: 'Canal inválido: use email ou sms.' }).optional() })
  .refine(periodInOrder, { error: PERIOD_ORDER_MESSAGE, path: ['dt_fim'] });

export const contatoListQuery = listOf(CONTATO_SORTS)
  .extend({
    ...campanhaId,
    ...periodShape,
    filtro: z.enum(CONTATO_FILTROS, { error: 'Filtro inválido: use ativos, inativos ou todos.' }).default('todos'),
  })
  .refine(periodInOrder, { error: PERIOD_ORDER_MESSAGE, path: ['dt_fim'] });

/** The company's sending rules (`PUT /recuperacao_config`): what protects its reputation, and the credit window. */
export const recoveryRulesInput = z.object({
  max_mensagens_dia: z.coerce
    .number({ error: 'Escolha de 1 a 20 mensagens por dia.' })
    .int({ error: 'Escolha de 1 a 20 mensagens por dia.' })
    .min(1, { error: 'Escolha de 1 a 20 mensagens por dia.' })
    .max(20, { error: 'Escolha de 1 a 20 mensagens por dia.' }),
  silencio_inicio: timeOfDay('Informe a hora no formato HH:MM.'),
  silencio_fim: timeOfDay('Informe a hora no formato HH:MM.'),
  janela_atribuicao_dias: z.coerce
    .number({ error: 'Escolha de 1 a 30 dias.' })
    .int({ error: 'Escolha de 1 a 30 dias.' })
    .min(1, { error: 'Escolha de 1 a 30 dias.' })
    .max(30, { error: 'Escolha de 1 a 30 dias.' }),
  atraso_demonstracao: flag(),
});
export type RecoveryRulesInput = z.input<typeof recoveryRulesInput>;
