import type { Appointment } from '@retoma/api-client';
import { Alert, Badge, Button, formatDateTime, Link, Modal, useUiLocale } from '@retoma/ui';
import styled from 'styled-components';
import { useAgendaT, type AgendaKey } from '../messages';
import { useAppointmentAccess, type RescheduleBlock } from '../hooks/useAppointmentAccess';
import { STATUS_LABELS, STATUS_TONES, statusOf } from '../lib/appointmentStatus';
import type { RescheduleFailure } from '../lib/rescheduleFailure';
import { RescheduleForm } from './RescheduleForm';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    white-space: pre-line;
  }
`;
/** Under the dialog's own title (an h2: react-aria's Dialog sets its heading level). */
const SectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const BLOCK_MESSAGES: Record<RescheduleBlock, AgendaKey> = {
  done: 'agenda.reschedule.blocked.done',
  closed: 'agenda.reschedule.blocked.closed',
  notYours: 'agenda.reschedule.blocked.notYours',
};

/** A drop the server refused: the dialog opens on it, so the person can correct it. */
export interface RescheduleAttempt {
  start: Date;
  failure: RescheduleFailure;
}

export interface AppointmentDialogProps {
  appointment: Appointment;
  attempt?: RescheduleAttempt;
  onReschedule: (appointment: Appointment, start: Date) => Promise<void>;
  onClose: () => void;
}

/**
 * An appointment opened from the calendar (the predecessor's "Detalhe do agendamento"): who, what and when, its
 * follow-up, the reschedule form when the user may move it (else why not), and the way to its ticket.
 */
export function AppointmentDialog({ appointment, attempt, onReschedule, onClose }: AppointmentDialogProps) {
  const t = useAgendaT();
  const locale = useUiLocale();
  const { rescheduleBlock, ticketLink } = useAppointmentAccess();
  const status = statusOf(appointment);
  const block = rescheduleBlock(appointment);
  const link = ticketLink(appointment);

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('agenda.dialog.title', { lead: appointment.lead.nome })}
      closeLabel={t('agenda.dialog.close')}
      footer={(close) => (
        <>
          {link && (
            <Link variant="standalone" href={link.href}>
              {t(link.kind === 'attend' ? 'agenda.dialog.attend' : 'agenda.dialog.detail')}
            </Link>
          )}
          <Button variant="secondary" onPress={close}>
            {t('agenda.dialog.close')}
          </Button>
        </>
      )}
    >
      <Facts>
        <dt>{t('agenda.dialog.situation')}</dt>
        <dd>
          <Badge tone={STATUS_TONES[status]} size="sm">
            {t(STATUS_LABELS[status])}
          </Badge>
        </dd>
        <dt>{t('agenda.dialog.when')}</dt>
        <dd>{formatDateTime(appointment.data_agendamento, { locale })}</dd>
        <dt>{t('agenda.dialog.ticket')}</dt>
        <dd>#{appointment.ticket_id}</dd>
        <dt>{t('agenda.dialog.product')}</dt>
        <dd>{appointment.produto.nome}</dd>
        <dt>{t('agenda.dialog.responsible')}</dt>
        <dd>{appointment.responsavel?.name ?? t('agenda.dialog.noResponsible')}</dd>
        <dt>{t('agenda.dialog.followUp')}</dt>
        <dd>{appointment.atendimento?.follow_up || t('agenda.dialog.noFollowUp')}</dd>
      </Facts>
      <SectionTitle>{t('agenda.reschedule.title')}</SectionTitle>
      {block ? (
        <Alert tone="info">{t(BLOCK_MESSAGES[block])}</Alert>
      ) : (
        <RescheduleForm
          appointment={appointment}
          initialStart={attempt?.start ?? new Date(appointment.data_agendamento)}
          initialFailure={attempt?.failure}
          onReschedule={onReschedule}
        />
      )}
    </Modal>
  );
}
