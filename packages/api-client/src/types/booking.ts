/**
 * The public booking page of a scheduling campaign (`/agendamento?token=…`): what the lead sees and sends. Reached
 * without a session at `/api/public/agendamento/{token}` (the campaign's token names it, never its id).
 */
import type { IsoDateTime } from './common';

/** The campaign as its public page shows it. */
export interface BookingPage {
  empresa: string;
  campanha: string;
  descricao: string | null;
  produto: string;
  /** The company's IANA time zone: every slot is offered and said in it. */
  fuso: string;
  duracao_minutos: number;
  /** Opened after a booking, when set. */
  obrigado_url: string | null;
}

/** One day's free slots (`YYYY-MM-DD` in the company's zone), each slot's start as an instant. */
export interface BookingDay {
  dia: string;
  horarios: IsoDateTime[];
}

/** `GET /api/public/agendamento/{token}/horarios`: at most 31 days per call. */
export interface BookingSlotsParams {
  de?: string;
  ate?: string;
}

/** What a booking answers: the slot the lead got. */
export interface BookingConfirmation {
  horario: IsoDateTime;
  fuso: string;
  duracao_minutos: number;
  obrigado_url: string | null;
}
