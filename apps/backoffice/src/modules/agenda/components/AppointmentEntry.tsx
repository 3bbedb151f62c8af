import type { Appointment } from '@retoma/api-client';
import { Badge, formatTime, useUiLocale, type CalendarView } from '@retoma/ui';
import { Button } from 'react-aria-components';
import styled from 'styled-components';
import { useAgendaT } from '../messages';
import { STATUS_LABELS, STATUS_TONES, statusOf } from '../lib/appointmentStatus';

const Entry = styled(Button)`
  display: grid;
  gap: 2px;
  inline-size: 100%;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: start;
  cursor: pointer;

  /* The lead's name wraps (it is what people look for); the product line is cut short. */
  > span {
    overflow-wrap: anywhere;
  }
  &[data-status='overdue'] {
    border-inline-start-color: ${({ theme }) => theme.colors.danger};
  }
  &[data-status='done'] {
    border-inline-start-color: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  /* The list has room for one line per appointment. */
  &[data-view='list'] {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) 96px;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding-block: ${({ theme }) => theme.space[2]};
    padding-inline: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.md};
    /* On a phone one line has no room: who and when first, product and owner under it, the situation last. */
    ${({ theme }) => theme.media.down('sm')} {
      grid-template-columns: minmax(0, 1fr) auto;
      gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
      > span {
        overflow-wrap: normal;
      }
    }
  }
`;
const Product = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Dot = styled.span`
  display: inline-block;
  inline-size: 8px;
  block-size: 8px;
  margin-inline-end: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.round};
`;

export interface AppointmentEntryProps {
  appointment: Appointment;
  view: CalendarView;
  onOpen: (appointment: Appointment) => void;
}

/**
 * An appointment in the calendar: time, lead and product, and — in words, not only by colour — whether it is
 * overdue or done. Pressing it opens the appointment (details, reschedule, its ticket).
 */
export function AppointmentEntry({ appointment, view, onOpen }: AppointmentEntryProps) {
  const t = useAgendaT();
  const locale = useUiLocale();
  const status = statusOf(appointment);
  return (
    <Entry data-status={status} data-view={view} onPress={() => onOpen(appointment)}>
      <span>
        <strong>{formatTime(appointment.data_agendamento, { locale })}</strong> {appointment.lead.nome}
      </span>
      <Product>
        <Dot aria-hidden="true" style={{ background: appointment.produto.cor }} />
        {appointment.produto.nome}
      </Product>
      {view === 'list' && <span>{appointment.responsavel && t('agenda.entry.responsible', { name: appointment.responsavel.name })}</span>}
      {(status !== 'pending' || view === 'list') && (
        <span>
          <Badge tone={STATUS_TONES[status]} size="sm">
            {t(STATUS_LABELS[status])}
          </Badge>
        </span>
      )}
    </Entry>
  );
}
