import { MESSAGE_VARIABLES, type MessageVariable } from '@retoma/api-client';
import type { TicketSettingsKey } from '../messages';

/** What each message variable is called on the picker's buttons. */
const LABELS: Record<MessageVariable, TicketSettingsKey> = {
  '[NOME_LEAD]': 'ticketSettings.variables.nomeLead',
  '[EMAIL_LEAD]': 'ticketSettings.variables.emailLead',
  '[NOME_ATENDENTE]': 'ticketSettings.variables.nomeAtendente',
  '[NOME_PRODUTO]': 'ticketSettings.variables.nomeProduto',
};

/** The variables a default message may carry, in the API's order, with their labels. */
export const VARIABLES = MESSAGE_VARIABLES.map(({ variable }) => ({ variable, label: LABELS[variable] }));
