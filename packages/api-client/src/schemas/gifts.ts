import { z } from 'zod';
import { AUTOMATION_TABS, BOX_TYPES, LOGISTICS, type BoxType } from '../types/gifts';
import { cepField, ddiField, emailField, idField, idListField, issue, phoneField, requiredText, statusFlagField, ufField } from './fields';

// Shapes stay unrefined so that `.partial()` works; cross-field rules are applied on top.

/** The message whole, never pieced together from a label: it is translated by its full text (fields.ts). */
const measure = (message: string) => z.number({ error: message }).positive({ error: message }).max(200, { error: 'Medida grande demais.' });

const dimensionsShape = {
  tipo_de_caixa: z.enum([BOX_TYPES.envelope, BOX_TYPES.caixa, BOX_TYPES.cilindro], { error: 'Selecione o tipo de caixa.' }),
  altura: measure('Por favor, insira a altura (cm).').nullish(),
  largura: measure('Por favor, insira a largura (cm).').nullish(),
  comprimento: measure('Por favor, insira o comprimento (cm).').nullish(),
  diametro: measure('Por favor, insira o diâmetro (cm).').nullish(),
  peso: z
    .number({ error: 'Por favor, insira o peso (kg).' })
    .positive({ error: 'Por favor, insira o peso (kg).' })
    .max(30, { error: 'Peso máximo de 30 kg.' }),
};

interface DimensionValues {
  tipo_de_caixa?: BoxType;
  altura?: number | null;
  largura?: number | null;
  comprimento?: number | null;
  diametro?: number | null;
}

/** Which measures a box type needs: box → height, width, length; cylinder → diameter, length; envelope → weight only. */
function refineDimensions(value: DimensionValues, ctx: z.RefinementCtx) {
  if (value.tipo_de_caixa === BOX_TYPES.caixa) {
    if (!value.altura) issue(ctx, 'altura', 'Por favor, insira a altura (cm).');
    if (!value.largura) issue(ctx, 'largura', 'Por favor, insira a largura (cm).');
  }
  if (value.tipo_de_caixa === BOX_TYPES.cilindro && !value.diametro) issue(ctx, 'diametro', 'Por favor, insira o diâmetro (cm).');
  if ((value.tipo_de_caixa === BOX_TYPES.caixa || value.tipo_de_caixa === BOX_TYPES.cilindro) && !value.comprimento) {
    issue(ctx, 'comprimento', 'Por favor, insira o comprimento (cm).');
  }
}

const packagingShape = z.object({ nome: requiredText('Este campo é obrigatório.', 120), ...dimensionsShape });
export const packagingInput = packagingShape.superRefine(refineDimensions);
export type PackagingInput = z.infer<typeof packagingInput>;

const giftShape = z.object({
  nome: requiredText('Por favor, insira o nome do brinde.', 120),
  produto_id: idField('Por favor, selecione o produto.'),
  ativo: z.boolean(),
  logistica: z.enum(LOGISTICS, { error: 'Selecione o tipo de logística.' }),
  contrato_id: idField('Por favor, selecione o contrato que pertence esse brinde.').nullish(),
  hasembalagem: z.boolean(),
  embalagem_id: idField('Selecione a embalagem padrão.').nullish(),
  ...dimensionsShape,
});

/** A gift: a Correios gift needs its contract; a standard packaging replaces the box and measures. */
export const giftInput = giftShape.superRefine((value, ctx) => {
  if (value.logistica === 'correios' && !value.contrato_id)
    issue(ctx, 'contrato_id', 'Por favor, selecione o contrato que pertence esse brinde.');
  if (value.hasembalagem) {
    if (!value.embalagem_id) issue(ctx, 'embalagem_id', 'Selecione a embalagem padrão.');
  } else refineDimensions(value, ctx);
});
export type GiftInput = z.infer<typeof giftInput>;
/** The status switch sends `{ativo}` alone. */
export const giftPatch = giftShape.partial();
export type GiftPatch = z.infer<typeof giftPatch>;

const giftCampaignShape = z.object({
  nome: requiredText('Por favor, insira o nome da campanha.', 120),
  descricao: requiredText('Por favor, insira a descrição da campanha.', 2000),
  produto_id: idField('Selecione o produto da campanha.'),
  brinde_id: idField('Selecione o que será entregue.'),
  // `billet_printed` only survives on legacy campaigns; new ones trigger on a paid purchase.
  tipos: z.enum(['approved', 'completed'], { error: 'Selecione o evento.' }),
  status: statusFlagField,
  oferta_all: z.boolean(),
});
export const giftCampaignInput = giftCampaignShape;
export type GiftCampaignInput = z.infer<typeof giftCampaignInput>;
export const giftCampaignPatch = giftCampaignShape.partial();
export type GiftCampaignPatch = z.infer<typeof giftCampaignPatch>;

/** A condition (`=`) or exception (`!=`) of a gift campaign. */
export const giftCampaignRuleInput = z.object({
  campanha_brinde_id: idField('Campanha inválida.'),
  tipo: z.enum(['oferta', 'sck', 'src'], { error: 'Os campos não podem ficar vazios.' }),
  valor: requiredText('Os campos não podem ficar vazios.', 120),
  variavel: z.enum(['=', '!='], { error: 'Os campos não podem ficar vazios.' }),
});
export type GiftCampaignRuleInput = z.infer<typeof giftCampaignRuleInput>;

/** `POST /solicitacao_brindes/{aprovar|reprovar|restaurar} {solicitacoes}`. */
export const giftRequestActionInput = z.object({ solicitacoes: idListField('Selecione ao menos uma solicitação.') });
export type GiftRequestActionInput = z.infer<typeof giftRequestActionInput>;

export const giftRequestInput = z.object({
  nome_destinatario: requiredText('Informe o nome do destinatário.', 120),
  email_destinatario: emailField('Informe o e-mail do destinatário.'),
  brinde_id: idField('Selecione o brinde.'),
});
export type GiftRequestInput = z.infer<typeof giftRequestInput>;

/** An ad-hoc delivery. A 412 answer asks to confirm (duplicate gift): re-send with `confirmado: true`. */
export const automationInput = z.object({
  nome: requiredText('Por favor, insira o nome do lead.', 120),
  email: emailField('Por favor, insira o e-mail do lead.'),
  brinde: idField('Selecione o brinde.'),
  campanha: idField('Selecione a campanha.').nullish(),
  confirmado: z.boolean().default(false),
});
export type AutomationInput = z.input<typeof automationInput>;

export const automationListTab = z.enum(AUTOMATION_TABS);

const addressShape = z.object({
  automacao_id: idField('Automação inválida.'),
  nome: requiredText('Informe o destinatário.', 120),
  ddi: ddiField,
  telefone: phoneField('Informe o telefone com DDD.'),
  cep: cepField,
  estado: ufField,
  cidade: requiredText('Informe a cidade.', 120),
  bairro: requiredText('Informe o bairro.', 120),
  endereco: requiredText('Informe o endereço.', 200),
  complemento: requiredText('Informe o complemento.', 30, 'O limite máximo aceito é de 30 caracteres.'),
  numero: requiredText('Informe o número.', 5, 'O número aceita no máximo 5 caracteres.'),
});
export const automationAddressInput = addressShape;
export type AutomationAddressInput = z.infer<typeof automationAddressInput>;
export const automationAddressPatch = addressShape.omit({ automacao_id: true }).partial();
export type AutomationAddressPatch = z.infer<typeof automationAddressPatch>;

export { toLabelText } from '../types/address';

const automationEmailShape = z.object({
  brinde_id: idField('Selecione o brinde.'),
  evento: z.union([z.literal(1), z.literal(3)], { error: 'Evento inválido.' }),
  status: statusFlagField,
  titulo: requiredText('Informe o nome do remetente.', 120),
  responder: emailField('Informe um e-mail válido para receber as respostas.'),
  assunto: requiredText('Informe o assunto do e-mail.', 200),
  /** HTML, sanitised by the server. */
  corpo: requiredText('Escreva a mensagem do e-mail.', 100_000),
});
export const automationEmailInput = automationEmailShape;
export type AutomationEmailInput = z.infer<typeof automationEmailInput>;
export const automationEmailPatch = automationEmailShape.omit({ brinde_id: true, evento: true }).partial();
export type AutomationEmailPatch = z.infer<typeof automationEmailPatch>;

/** Re-send the address request (evento 1) or the tracking e-mail (evento 3). */
export const automationEmailSendInput = z.object({
  uuid: z.uuid({ error: 'Automação inválida.' }),
  evento: z.union([z.literal(1), z.literal(3)], { error: 'Evento inválido.' }),
});
export type AutomationEmailSendInput = z.infer<typeof automationEmailSendInput>;

export const automationWhatsappInput = z.object({
  id: idField('Automação inválida.'),
  mensagem: requiredText('Digite uma mensagem.', 4096),
});
export type AutomationWhatsappInput = z.infer<typeof automationWhatsappInput>;

/** Move an automation to another open expedition (`null` opens a new one). */
export const automationTransferInput = z.object({ expedicao: idField('Selecione a expedição.').nullable() });
export type AutomationTransferInput = z.infer<typeof automationTransferInput>;

export const automationIdsInput = z.object({ ids: idListField('Selecione ao menos uma automação.') });
export type AutomationIdsInput = z.infer<typeof automationIdsInput>;

/** Pay labels with the marketplace balance (the only method offered). */
export const buyLabelsInput = z.object({
  ids: idListField('Selecione ao menos uma automação.'),
  tipo_pagamento: z.enum(['saldo'], { error: 'Escolha o método de pagamento.' }),
});
export type BuyLabelsInput = z.infer<typeof buyLabelsInput>;

/** Cancellation reasons accepted by the marketplace: 2 gave up, 4 wrong data, 5 refused by the carrier. */
export const cancelPurchaseInput = z.object({
  ids: idListField('Selecione ao menos uma automação.'),
  reason: z.union([z.literal(2), z.literal(4), z.literal(5)], { error: 'Selecione o motivo do cancelamento.' }),
  description: requiredText('Descreva o motivo.', 30),
});
export type CancelPurchaseInput = z.infer<typeof cancelPurchaseInput>;

export const expeditionInput = z.object({ contrato_id: idField('Selecione o contrato.') });
export type ExpeditionInput = z.infer<typeof expeditionInput>;
