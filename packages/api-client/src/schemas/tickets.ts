import { z } from 'zod';
import { ACTOR_TYPES } from '../types/common';
import { ATTENDANCE_OUTCOMES, TICKET_SORTS } from '../types/tickets';
import {
  dateTimeField,
  ddiField,
  emailField,
  idField,
  issue,
  optionalText,
  PERIOD_ORDER_MESSAGE,
  periodInOrder,
  periodShape,
  periodWithin,
  phoneField,
  requiredText,
} from './fields';
import { listParamsInput, idField as queryIdField, sortField } from './settings';

/** Filters shared by the three ticket lists and the tab counters (query text, hence the coercions). */
const ticketFilterShape = {
  produto_id: queryIdField('Produto inválido.').optional(),
  origem_id: queryIdField('Origem inválida.').optional(),
  responsavel_id: queryIdField('Responsável inválido.').optional(),
  responsavel_type: z.enum(ACTOR_TYPES, { error: 'Tipo de responsável inválido.' }).optional(),
  ...periodShape,
};

/** `GET /tickets`, `/ticketsAbertos`, `/ticketsFechados`: page, per_page (10/25/50/100), search, sort, filters. */
export const ticketListQuery = listParamsInput
  .extend({
    sort: sortField(TICKET_SORTS),
    ...ticketFilterShape,
    status: z
      .enum(['0', '1', '2', '3'], { error: 'Status inválido: use 0, 1, 2 ou 3.' })
      .transform((value) => Number(value) as 0 | 1 | 2 | 3)
      .optional(),
  })
  .refine(periodInOrder, { error: PERIOD_ORDER_MESSAGE, path: ['dt_fim'] });
export type TicketListQuery = z.input<typeof ticketListQuery>;

/** `GET /ticketsNum`: the same filters as the lists, without paging. */
export const ticketCountsQuery = z
  .object({ search: listParamsInput.shape.search, ...ticketFilterShape })
  .refine(periodInOrder, { error: PERIOD_ORDER_MESSAGE, path: ['dt_fim'] });
export type TicketCountsQuery = z.input<typeof ticketCountsQuery>;

/** Agenda lists: an optional period of at most 400 days. */
export const agendaQuery = z
  .object(periodShape)
  .refine(periodInOrder, { error: PERIOD_ORDER_MESSAGE, path: ['dt_fim'] })
  .refine(periodWithin(400), { error: 'Escolha um período de até 400 dias.', path: ['dt_fim'] });
export type AgendaQuery = z.input<typeof agendaQuery>;

/** Create or edit a ticket (manual creation by an agent). */
export const ticketInput = z.object({
  origem_id: idField('Por favor, selecione uma origem.'),
  tipo_duvida_id: idField('Por favor, selecione uma dúvida.'),
  produto_id: idField('Por favor, selecione um produto.'),
  nome: requiredText('Por favor, insira o nome.', 120),
  email: emailField('Por favor, insira o e-mail.'),
  ddi: ddiField,
  telefone: phoneField('Por favor, insira o telefone.'),
  detalhamento: requiredText('Por favor, insira o detalhamento do ticket.', 5000),
});
export type TicketInput = z.infer<typeof ticketInput>;

export const ticketProductCheckQuery = z.object({
  email: emailField(),
  produto_id: z.coerce.number().pipe(idField('Selecione um produto.')),
});
export type TicketProductCheckQuery = z.infer<typeof ticketProductCheckQuery>;

/** `atender-ticket` and `cancelar-atendimento-ticket` take the ticket id. */
export const ticketIdInput = z.object({ id: idField('Ticket inválido.') });
export type TicketIdInput = z.infer<typeof ticketIdInput>;

const finishShape = z.object({
  ticket_id: idField('Ticket inválido.'),
  lead_id: idField('Lead inválido.'),
  lead_produto_id: idField('Lead inválido.'),
  produto_id: idField('Produto inválido.'),
  tipo: z.enum(ATTENDANCE_OUTCOMES, { error: 'Escolha o resultado do atendimento.' }),
  follow_up: requiredText('Preenchimento obrigatório.', 5000),
  status_atendimento_id: idField('Escolha como o atendimento terminou.'),
  tipo_de_perda_id: idField('Selecione o motivo.').nullish(),
  data_agendamento: dateTimeField('Escolha a data e o horário do novo atendimento.').nullish(),
  tembrinde: z.boolean().default(false),
  brinde_id: idField('Selecione o brinde.').nullish(),
  nome_destinatario: optionalText(120),
  email_destinatario: emailField('Por favor, insira um e-mail válido para contato.').nullish(),
  hasupsell: z.boolean().default(false),
  upsell: idField('Selecione o produto de upsell.').nullish(),
});

/**
 * `POST /atendimentos`: finish an attendance. Cross-field rules: "aguardando" needs the new appointment; a gift and
 * an upsell only exist on a won sale and need their details. Whether the chosen status demands a loss reason
 * (`hab_perda`) or allows a gift (`hab_brinde`) depends on the status record: the server checks that.
 */
export const finishAttendanceInput = finishShape.superRefine((value, ctx) => {
  if (value.tipo === 'aguardando' && !value.data_agendamento)
    issue(ctx, 'data_agendamento', 'Escolha a data e o horário do novo atendimento.');
  if (value.tembrinde) {
    if (value.tipo !== 'ganhou') issue(ctx, 'tembrinde', 'Brinde só pode ser inserido em uma venda ganha.');
    if (!value.brinde_id) issue(ctx, 'brinde_id', 'Selecione o brinde.');
    if (!value.nome_destinatario) issue(ctx, 'nome_destinatario', 'Informe o nome do destinatário.');
    if (!value.email_destinatario) issue(ctx, 'email_destinatario', 'Por favor, insira um e-mail válido para contato.');
  }
  if (value.hasupsell) {
    if (value.tipo !== 'ganhou') issue(ctx, 'hasupsell', 'Upsell só pode ser oferecido em uma venda ganha.');
    if (!value.upsell) issue(ctx, 'upsell', 'Selecione o produto de upsell.');
  }
});
export type FinishAttendanceInput = z.input<typeof finishAttendanceInput>;

export const transferTicketInput = z.object({
  ticket_id: idField('Ticket inválido.'),
  user_id: idField('Selecione o usuário.'),
});
export type TransferTicketInput = z.infer<typeof transferTicketInput>;

export const reopenTicketInput = z.object({ ticket_id: idField('Ticket inválido.') });
export type ReopenTicketInput = z.infer<typeof reopenTicketInput>;

/** The server renders [NOME_LEAD], [EMAIL_LEAD], [NOME_ATENDENTE], [NOME_PRODUTO] and [LINK_x]. */
export const ticketWhatsappInput = z.object({
  id: idField('Ticket inválido.'),
  mensagem: requiredText('Digite uma mensagem.', 4096),
});
export type TicketWhatsappInput = z.infer<typeof ticketWhatsappInput>;

export const ticketEmailInput = z.object({
  id: idField('Ticket inválido.'),
  assunto: requiredText('Este campo é obrigatório!', 200),
  /** HTML: the server sanitises it before sending and before storing it in the history. */
  mensagem: requiredText('Escreva a mensagem.', 100_000),
});
export type TicketEmailInput = z.infer<typeof ticketEmailInput>;

export const registerCallInput = z.object({
  ticket_id: idField('Ticket inválido.'),
  lead_id: idField('Lead inválido.'),
  chamada_id: requiredText('Chamada inválida.', 100),
});
export type RegisterCallInput = z.infer<typeof registerCallInput>;

export const rescheduleInput = z.object({
  id: idField('Agendamento inválido.'),
  data_agendamento: dateTimeField('Selecione o novo horário.'),
});
export type RescheduleInput = z.infer<typeof rescheduleInput>;
