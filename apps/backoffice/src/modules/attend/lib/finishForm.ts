import type { AttendanceOutcome, StatusDeFinalizacao, TicketDetail } from '@retoma/api-client';
import { finishAttendanceInput, type FinishAttendanceInput } from '@retoma/api-client/schemas';
import { getLocalTimeZone, toZoned, type CalendarDateTime } from '@retoma/ui';
import { issuesToFailure, type Failure } from './failure';

/** What the agent fills in to finish an attendance; ids are null until chosen. */
export interface FinishValues {
  tipo: AttendanceOutcome | null;
  status_atendimento_id: number | null;
  tipo_de_perda_id: number | null;
  /** The new appointment (waiting), in the agent's local time. */
  data_agendamento: CalendarDateTime | null;
  tembrinde: boolean;
  brinde_id: number | null;
  nome_destinatario: string;
  email_destinatario: string;
  hasupsell: boolean;
  upsell: number | null;
  follow_up: string;
}

/** Every field of the form, where the server's and the schema's messages are shown. */
export const FINISH_FIELDS = [
  'tipo',
  'status_atendimento_id',
  'tipo_de_perda_id',
  'data_agendamento',
  'tembrinde',
  'brinde_id',
  'nome_destinatario',
  'email_destinatario',
  'hasupsell',
  'upsell',
  'follow_up',
] as const;
export type FinishField = (typeof FINISH_FIELDS)[number];

/** A fresh form: the gift goes to the lead unless the agent says otherwise. */
export function initialFinishValues(ticket: TicketDetail): FinishValues {
  return {
    tipo: null,
    status_atendimento_id: null,
    tipo_de_perda_id: null,
    data_agendamento: null,
    tembrinde: false,
    brinde_id: null,
    nome_destinatario: ticket.lead.nome,
    email_destinatario: ticket.lead.email,
    hasupsell: false,
    upsell: null,
    follow_up: '',
  };
}

/**
 * The payload of `POST /atendimentos`: only what belongs to the chosen outcome is sent (a date picked before
 * switching from "waiting" to "won" is not), the appointment as an absolute instant of the agent's local time.
 */
function toPayload(values: FinishValues, ticket: TicketDetail) {
  const won = values.tipo === 'ganhou';
  const gift = won && values.tembrinde;
  const upsell = won && values.hasupsell;
  return {
    ticket_id: ticket.id,
    lead_id: ticket.lead_id,
    lead_produto_id: ticket.lead_produto_id,
    produto_id: ticket.produto_id,
    tipo: values.tipo ?? undefined,
    follow_up: values.follow_up,
    status_atendimento_id: values.status_atendimento_id ?? undefined,
    tipo_de_perda_id: values.tipo === 'perdeu' ? values.tipo_de_perda_id : null,
    data_agendamento:
      values.tipo === 'aguardando' && values.data_agendamento
        ? toZoned(values.data_agendamento, getLocalTimeZone()).toAbsoluteString()
        : null,
    tembrinde: gift,
    brinde_id: gift ? values.brinde_id : null,
    nome_destinatario: gift ? values.nome_destinatario : null,
    email_destinatario: gift ? values.email_destinatario : null,
    hasupsell: upsell,
    upsell: upsell ? values.upsell : null,
  };
}

export type FinishCheck = { ok: true; input: FinishAttendanceInput } | { ok: false; failure: Failure<FinishField> };

export interface FinishRules {
  /** The chosen status, for its own rules (a loss reason required). */
  status: StatusDeFinalizacao | undefined;
  now: Date;
  messages: { lossReasonRequired: string; futureDate: string };
  /** The schema's messages in the user's language (`useValidationMessage`). */
  translate: (message: string) => string;
}

/**
 * The shared schema (the server validates with the same one), plus what it cannot know on its own: whether the
 * chosen status requires a loss reason, and that the new appointment lies in the future.
 */
export function checkFinish(values: FinishValues, ticket: TicketDetail, { status, now, messages, translate }: FinishRules): FinishCheck {
  const payload = toPayload(values, ticket);
  const parsed = finishAttendanceInput.safeParse(payload);
  const failure: Failure<FinishField> = parsed.success ? { fields: {} } : issuesToFailure<FinishField>(parsed.error.issues, translate);
  if (values.tipo === 'perdeu' && status?.hab_perda && !values.tipo_de_perda_id)
    failure.fields.tipo_de_perda_id ??= messages.lossReasonRequired;
  if (payload.data_agendamento && Date.parse(payload.data_agendamento) <= now.getTime())
    failure.fields.data_agendamento ??= messages.futureDate;
  if (parsed.success && Object.keys(failure.fields).length === 0) return { ok: true, input: parsed.data };
  return { ok: false, failure };
}

/** What the fields of one outcome (won, waiting, lost) receive from the form. */
export interface OutcomeFieldsProps {
  ticket: TicketDetail;
  /** Every active finalisation status. */
  statuses: readonly StatusDeFinalizacao[];
  values: FinishValues;
  errors: Failure<FinishField>['fields'];
  onChange: (patch: Partial<FinishValues>) => void;
}
