import type { Ticket } from '@retoma/api-client';
import { ticketInput, type TicketInput } from '@retoma/api-client/schemas';
import type { TicketsKey, TicketsTranslate } from '../messages';

export type TicketFormField = keyof TicketInput;

/** What the form holds while it is filled: selects may still be empty, the phone may carry a mask. */
export interface TicketFormValues {
  origem_id: number | null;
  tipo_duvida_id: number | null;
  produto_id: number | null;
  nome: string;
  email: string;
  ddi: string;
  telefone: string;
  detalhamento: string;
}

export type TicketFormErrors = Partial<Record<TicketFormField, string>>;

export const TICKET_FORM_FIELDS: readonly TicketFormField[] = [
  'origem_id',
  'tipo_duvida_id',
  'produto_id',
  'nome',
  'email',
  'ddi',
  'telefone',
  'detalhamento',
];

/** A new ticket starts with Brazil's country code, the common case. */
export const EMPTY_TICKET_FORM: TicketFormValues = {
  origem_id: null,
  tipo_duvida_id: null,
  produto_id: null,
  nome: '',
  email: '',
  ddi: '55',
  telefone: '',
  detalhamento: '',
};

/** The form of an existing ticket: its references and its lead's data (the area code joins the number again). */
export function ticketFormValues(ticket: Ticket): TicketFormValues {
  return {
    origem_id: ticket.origem_id,
    tipo_duvida_id: ticket.tipo_duvida_id,
    produto_id: ticket.produto_id,
    nome: ticket.lead.nome,
    email: ticket.lead.email,
    ddi: ticket.lead.ddi,
    telefone: `${ticket.lead.ddd}${ticket.lead.telefone}`,
    detalhamento: ticket.detalhamento ?? '',
  };
}

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** What goes to the schema: masks are stripped (the API takes digits), empty selects stay empty so it names them. */
function toTicketInput(values: TicketFormValues) {
  return {
    ...values,
    origem_id: values.origem_id ?? undefined,
    tipo_duvida_id: values.tipo_duvida_id ?? undefined,
    produto_id: values.produto_id ?? undefined,
    ddi: digitsOnly(values.ddi),
    telefone: digitsOnly(values.telefone),
  };
}

/** The message of a field the schema refused: "missing" and "malformed" read differently where both can happen. */
const MESSAGES: Record<TicketFormField, { missing: TicketsKey; invalid: TicketsKey }> = {
  origem_id: { missing: 'tickets.form.originRequired', invalid: 'tickets.form.originRequired' },
  tipo_duvida_id: { missing: 'tickets.form.doubtRequired', invalid: 'tickets.form.doubtRequired' },
  produto_id: { missing: 'tickets.form.productRequired', invalid: 'tickets.form.productRequired' },
  nome: { missing: 'tickets.form.nameRequired', invalid: 'tickets.form.nameRequired' },
  email: { missing: 'tickets.form.emailRequired', invalid: 'tickets.form.emailInvalid' },
  ddi: { missing: 'tickets.form.ddiInvalid', invalid: 'tickets.form.ddiInvalid' },
  telefone: { missing: 'tickets.form.phoneRequired', invalid: 'tickets.form.phoneInvalid' },
  detalhamento: { missing: 'tickets.form.detailsRequired', invalid: 'tickets.form.detailsRequired' },
};

const isFormField = (value: unknown): value is TicketFormField => TICKET_FORM_FIELDS.includes(value as TicketFormField);

export type TicketFormCheck = { ok: true; input: TicketInput } | { ok: false; errors: TicketFormErrors };

/**
 * Checks the form with the API's own write schema (`ticketInput`), so the app refuses exactly what the server
 * would and sends what the schema made of it (trimmed); the messages come from the catalogue, in the user's
 * language.
 */
export function checkTicketForm(values: TicketFormValues, t: TicketsTranslate): TicketFormCheck {
  const parsed = ticketInput.safeParse(toTicketInput(values));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: TicketFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (!isFormField(field) || errors[field]) continue;
    if (issue.code === 'too_big') {
      errors[field] = t('tickets.form.tooLong', { max: Number(issue.maximum) });
      continue;
    }
    const value = values[field];
    const missing = value === null || (typeof value === 'string' && value.trim() === '');
    errors[field] = t(missing ? MESSAGES[field].missing : MESSAGES[field].invalid);
  }
  return { ok: false, errors };
}
