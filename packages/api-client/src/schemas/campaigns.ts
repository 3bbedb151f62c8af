import { z } from 'zod';
import { CAMPAIGN_KINDS } from '../types/common';
import {
  CANCELLED_PURCHASE_TYPES,
  MAX_CAMPAIGN_PERIOD_MINUTES,
  TIME_UNITS,
  TIME_UNIT_MINUTES,
  type StepTiming,
  type TimeUnit,
} from '../types/campaigns';
import {
  ddiField,
  emailField,
  idField,
  idListField,
  issue,
  optionalText,
  phoneField,
  requiredText,
  statusFlagField,
  webUrlField,
} from './fields';

// Shapes stay unrefined so that `.partial()` works (zod 4 refuses it on refined objects); no `.default()` either,
// since zod 4 would apply it inside a partial and a patch would reset the field.

const nome = requiredText('Por favor, insira o nome da campanha.', 120);

/** `POST /campanha_<tipo>s`: a new campaign inside a plan. */
export const campaignCreateInput = z
  .object({
    nome,
    produto_id: idField('Por favor, selecione um produto.'),
    tipo: z.enum(CAMPAIGN_KINDS, { error: 'Selecione um tipo de campanha.' }),
    status: statusFlagField,
    plano_id: idField('Plano inválido.'),
  })
  .superRefine((value, ctx) => {
    // Activating one deactivates the product's other cancelled-sale campaign, so it is created off and activated on purpose.
    if (value.tipo === 'cancelado' && value.status === 1) issue(ctx, 'status', 'Campanhas de canceladas são criadas desativadas.');
  });
export type CampaignCreateInput = z.infer<typeof campaignCreateInput>;

const cartShape = z.object({
  nome,
  status: statusFlagField,
  checkout: webUrlField('Informe a página de checkout (https://...).'),
  webhook_handle: z.boolean(),
});
export const cartCampaignInput = cartShape;
export const cartCampaignPatch = cartShape.partial();
export type CartCampaignPatch = z.infer<typeof cartCampaignPatch>;

const boletoShape = z.object({ nome, status: statusFlagField });
export const boletoCampaignInput = boletoShape;
export const boletoCampaignPatch = boletoShape.partial();
export type BoletoCampaignPatch = z.infer<typeof boletoCampaignPatch>;

const cancelledShape = z.object({
  nome,
  tipo_duvida_id: idField('Selecione uma dúvida.'),
  tipos: z
    .array(z.enum(CANCELLED_PURCHASE_TYPES, { error: 'Status inválido.' }), { error: 'Campo obrigatório.' })
    .min(1, { error: 'Campo obrigatório.' }),
  reabertura: z.boolean(),
});
export const cancelledCampaignInput = cancelledShape;
export const cancelledCampaignPatch = cancelledShape.partial();
export type CancelledCampaignPatch = z.infer<typeof cancelledCampaignPatch>;

const schedulingShape = z.object({
  nome,
  status: statusFlagField,
  descricao: requiredText('Por favor, insira a descrição.', 2000),
  obrigado: webUrlField('Obrigatório definir a página de obrigado (https://...).'),
  origem_id: idField('Obrigatório selecionar uma origem.'),
  tipo_duvida_id: idField('Obrigatório selecionar uma dúvida.'),
});
export const schedulingCampaignInput = schedulingShape;
export const schedulingCampaignPatch = schedulingShape.partial();
export type SchedulingCampaignPatch = z.infer<typeof schedulingCampaignPatch>;

const whatsappShape = z.object({
  nome,
  status: statusFlagField,
  ddi: ddiField,
  telefone: phoneField('Informe o telefone do remetente.'),
  mensagem: requiredText('Digite a mensagem que o cliente enviará.', 130),
});
export const whatsappCampaignInput = whatsappShape;
export const whatsappCampaignPatch = whatsappShape.partial();
export type WhatsappCampaignPatch = z.infer<typeof whatsappCampaignPatch>;

/** `POST /campanha_boletos_ativar` / `campanha_cancelados_ativar`. */
export const campaignActivationInput = z.object({ id: idField('Campanha inválida.'), status: statusFlagField });
export type CampaignActivationInput = z.infer<typeof campaignActivationInput>;

/** Minutes of a step's delay. */
export function stepPeriodMinutes(unidadeTempo: number, unidadeMedida: TimeUnit): number {
  return unidadeTempo * TIME_UNIT_MINUTES[unidadeMedida];
}

/** Minutes still available in a campaign (31 days in total), ignoring the step being edited. */
export function remainingCampaignMinutes(steps: ReadonlyArray<StepTiming & { id: number }>, editingId?: number): number {
  const used = steps.filter((step) => step.id !== editingId).reduce((sum, step) => sum + step.periodo, 0);
  return Math.max(0, MAX_CAMPAIGN_PERIOD_MINUTES - used);
}

const WHATSAPP_TOKEN = '[LINK_ACAO_WHATSAPPLIST]';

const timingShape = {
  campanha_id: idField('Campanha inválida.'),
  status: statusFlagField,
  unidade_tempo: z.int({ error: 'Por favor, insira o período que deseja enviar a mensagem.' }).min(1, { error: 'O valor mínimo é de 1.' }),
  unidade_medida: z.enum(TIME_UNITS, { error: 'Escolha minutos, horas ou dias.' }),
  ddi: ddiField.nullish(),
  telefone: phoneField('Informe o telefone que recebe a mensagem.').nullish(),
  whatsapp: optionalText(1000),
};

/**
 * Per-step rules; the server derives `periodo` (minutes) itself and checks the campaign-wide 31-day total,
 * which needs the other steps.
 */
function refineStep(
  value: { unidade_tempo: number; unidade_medida: TimeUnit; corpo: string; telefone?: string | null; whatsapp?: string | null },
  ctx: z.RefinementCtx,
) {
  if (stepPeriodMinutes(value.unidade_tempo, value.unidade_medida) > MAX_CAMPAIGN_PERIOD_MINUTES) {
    issue(ctx, 'unidade_tempo', 'A soma dos períodos não pode ultrapassar 31 dias (44.640 minutos).');
  }
  if (value.corpo.includes(WHATSAPP_TOKEN)) {
    if (!value.telefone) issue(ctx, 'telefone', 'Informe o telefone que recebe a mensagem do WhatsApp.');
    if (!value.whatsapp) issue(ctx, 'whatsapp', 'Digite a mensagem do WhatsApp.');
  }
}

/** A cart / boleto campaign e-mail step. */
export const emailStepInput = z
  .object({
    ...timingShape,
    titulo: requiredText('Por favor, insira o nome do remetente.', 120),
    responder: emailField('Por favor, insira um e-mail válido para receber as respostas.'),
    assunto: requiredText('Por favor, insira o assunto do e-mail.', 200),
    /** HTML, sanitised by the server. */
    corpo: requiredText('Escreva a mensagem do e-mail.', 100_000),
  })
  .superRefine(refineStep);
export type EmailStepInput = z.infer<typeof emailStepInput>;

/** A cart / boleto campaign SMS step. */
export const smsStepInput = z
  .object({
    ...timingShape,
    corpo: requiredText('Escreva a mensagem do SMS.', 160),
  })
  .superRefine(refineStep);
export type SmsStepInput = z.infer<typeof smsStepInput>;

/** Toggling a step sends `{status}` alone. */
export const stepStatusInput = z.object({ status: statusFlagField });
export type StepStatusInput = z.infer<typeof stepStatusInput>;

/** `POST *_posicao {posicoes}`: every step id of the campaign, in the new order. */
export const stepOrderInput = z.object({ posicoes: idListField('Informe a nova ordem.') });
export type StepOrderInput = z.infer<typeof stepOrderInput>;
