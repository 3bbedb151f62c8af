import type { Activity, Attendance, ProductRef } from '@retoma/api-client';
import { StatusChip, formatDateTime } from '@retoma/ui';
import { useAttendT } from '../messages';
import { OUTCOMES } from '../lib/outcomes';
import { FactList } from './FactList';
import { useDateFormat } from '../../../platform/dateFormat';

export interface AttendanceSummaryProps {
  /** The history entry "Atendimento finalizado". */
  activity: Activity;
  /** The attendance it records, when the ticket lists it (it carries the status and loss reason names). */
  attendance?: Attendance;
  /** The ticket product's upsell products, to name the one offered. */
  upsellers: readonly ProductRef[];
}

/** What an agent recorded when finishing: outcome, chosen status, loss reason, the new appointment and the note. */
export function AttendanceSummary({ activity, attendance, upsellers }: AttendanceSummaryProps) {
  const t = useAttendT();
  const dateFormat = useDateFormat();
  const outcome = attendance?.tipo ?? activity.properties.resultado;
  const followUp = attendance?.follow_up ?? activity.properties.follow_up;
  const scheduled = attendance?.data_agendamento ?? activity.properties.data_agendamento;
  return (
    <FactList>
      {outcome && (
        <>
          <dt>{t('attend.history.outcome')}</dt>
          <dd>
            <StatusChip tone={OUTCOMES[outcome].tone} size="sm">
              {t(OUTCOMES[outcome].label)}
            </StatusChip>
          </dd>
        </>
      )}
      {attendance && (
        <>
          <dt>{t('attend.history.status')}</dt>
          <dd>{attendance.status_atendimento.nome}</dd>
        </>
      )}
      {attendance?.tipo_de_perda && (
        <>
          <dt>{t('attend.history.lossReason')}</dt>
          <dd>{attendance.tipo_de_perda.nome}</dd>
        </>
      )}
      {attendance?.tembrinde && (
        <>
          <dt>{t('attend.history.gift')}</dt>
          <dd>{t('attend.history.giftFor', { name: attendance.nome_destinatario ?? '', email: attendance.email_destinatario ?? '' })}</dd>
        </>
      )}
      {attendance?.hasupsell && (
        <>
          <dt>{t('attend.history.upsell')}</dt>
          <dd>{upsellers.find((product) => product.id === attendance.upsell)?.nome ?? `#${attendance.upsell}`}</dd>
        </>
      )}
      {scheduled && (
        <>
          <dt>{t('attend.history.scheduledFor')}</dt>
          <dd>{formatDateTime(scheduled, dateFormat)}</dd>
        </>
      )}
      {followUp && (
        <>
          <dt>{t('attend.history.followUp')}</dt>
          <dd>{followUp}</dd>
        </>
      )}
    </FactList>
  );
}
