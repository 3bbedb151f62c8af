import { z } from 'zod';
import { EXTENSION_TYPES } from '../types/extensions';
import { cepField, idField, issue, phoneField, requiredText, ufField } from './fields';
import { UFS } from '../types/common';

export const extensionInstallInput = z.object({ type: z.enum(EXTENSION_TYPES, { error: 'Extensão desconhecida.' }) });
export type ExtensionInstallInput = z.infer<typeof extensionInstallInput>;

export const extensionActivationInput = z.object({ ativo: z.boolean({ error: 'Informe se a extensão está ativa.' }) });
export type ExtensionActivationInput = z.infer<typeof extensionActivationInput>;

/** Incoming webhooks are https only. */
export const slackWebhookInput = z.object({
  webhook: z.url({ protocol: /^https$/, error: 'Informe a URL do webhook (https://...).' }).max(2048),
});
export type SlackWebhookInput = z.infer<typeof slackWebhookInput>;

const phoneExtensionShape = z.object({
  ramal: z.string({ error: 'O ramal deve ter 4 dígitos.' }).regex(/^\d{4}$/, { error: 'O ramal deve ter 4 dígitos.' }),
  user_id: idField('Selecione o responsável pelo ramal.'),
  ligacao_celular: z.boolean(),
  ligacao_externa: z.boolean(),
  gravar_audio: z.boolean(),
  bina_inteligente: z.boolean(),
  bina: phoneField('Informe o telefone da bina.').nullish(),
});
/** A telephony line; with the smart caller-id on, the fixed one is not used. */
export const phoneExtensionInput = phoneExtensionShape.superRefine((value, ctx) => {
  if (value.bina_inteligente && value.bina) issue(ctx, 'bina', 'Com a bina inteligente ativada a bina fixa fica desativada.');
});
export type PhoneExtensionInput = z.infer<typeof phoneExtensionInput>;

/** An exception: this UF / this gift ships with another service. */
export const shippingRuleInput = z
  .object({
    tipo: z.enum(['estado', 'brinde'], { error: 'Os campos não podem ficar vazios.' }),
    variavel: requiredText('Os campos não podem ficar vazios.', 20),
    servico: requiredText('Os campos não podem ficar vazios.', 60),
  })
  .superRefine((value, ctx) => {
    if (value.tipo === 'estado' && !(UFS as readonly string[]).includes(value.variavel)) issue(ctx, 'variavel', 'Selecione o estado (UF).');
    if (value.tipo === 'brinde' && !/^\d+$/.test(value.variavel)) issue(ctx, 'variavel', 'Selecione o brinde.');
  });
export type ShippingRuleInput = z.infer<typeof shippingRuleInput>;

export const defaultServiceInput = z.object({ servico: requiredText('Selecione o serviço padrão.', 60) });
export type DefaultServiceInput = z.infer<typeof defaultServiceInput>;

/** The SIGEP credentials, checked with the carrier before saving (sent in a POST body, never in a query string). */
export const correiosCredentialsInput = z.object({
  cartaoPostagem: requiredText('Por favor, insira o cartão de postagem.', 20),
  contrato: requiredText('Por favor, insira o número do contrato.', 20),
  codAdministrativo: z.string().trim().max(20).nullish(),
  usuario: requiredText('Por favor, insira o usuário SIGEP WEB.', 60),
  senha: requiredText('Por favor, insira a senha SIGEP WEB.', 60),
});
export type CorreiosCredentialsInput = z.infer<typeof correiosCredentialsInput>;

const contractShape = correiosCredentialsInput.extend({
  nome: requiredText('Por favor, insira o nome do contrato.', 120),
  cnpj: z
    .string()
    .regex(/^\d{14}$/, { error: 'CNPJ deve ter 14 dígitos.' })
    .nullish(),
  remetenteNome: requiredText('Por favor, insira o nome do remetente.', 120),
  remetenteCep: cepField,
  remetenteEstado: ufField,
  remetenteCidade: requiredText('Por favor, insira a cidade.', 120),
  remetenteEndereco: requiredText('Por favor, insira o endereço.', 200),
  remetenteBairro: requiredText('Por favor, insira o bairro.', 120),
  remetenteNumero: requiredText('Por favor, insira o número.', 10),
  remetenteComplemento: z.string().trim().max(60).nullish(),
  telefone: phoneField('Por favor, insira o telefone.'),
});
/** Create: every field. The label logo goes beside them as a multipart `logotipo` file. */
export const correiosContractInput = contractShape;
export type CorreiosContractInput = z.infer<typeof correiosContractInput>;
/** Edit: what changed; an absent `senha` keeps the stored one (the server never returns it). */
export const correiosContractPatch = contractShape.partial();
export type CorreiosContractPatch = z.infer<typeof correiosContractPatch>;
