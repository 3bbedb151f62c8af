import type { AttendanceOutcome } from '@retoma/api-client';
import type { BadgeTone } from '@retoma/ui';
import type { AttendKey } from '../messages';

/** How each outcome of an attendance is named and coloured, in the form and in the history alike. */
export const OUTCOMES: Record<AttendanceOutcome, { label: AttendKey; tone: BadgeTone }> = {
  ganhou: { label: 'attend.outcome.ganhou', tone: 'success' },
  aguardando: { label: 'attend.outcome.aguardando', tone: 'warning' },
  perdeu: { label: 'attend.outcome.perdeu', tone: 'danger' },
};
