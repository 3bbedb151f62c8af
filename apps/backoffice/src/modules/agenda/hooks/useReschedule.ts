import type { Appointment } from '@retoma/api-client';
import type { KeyedMutator } from 'swr';
import { useApi } from '../../../platform/api';

const replaced = (list: Appointment[] | undefined, appointment: Appointment) =>
  (list ?? []).map((item) => (item.id === appointment.id ? appointment : item));

/**
 * `POST /agendamentos/{id}` (`_method=PUT`) with the new moment as an ISO instant, so the server never has to
 * guess the browser's time zone. The calendar shows the move at once and takes it back if the server refuses
 * (the error is thrown to the caller); the answer resolves to the appointment as the server saved it.
 */
export function useReschedule(mutate: KeyedMutator<Appointment[]>) {
  const api = useApi();
  return async (appointment: Appointment, start: Date): Promise<Appointment> => {
    const moved: Appointment = { ...appointment, data_agendamento: start.toISOString(), atrasado: false };
    const saved = await mutate(
      async (current) => replaced(current, await api.tickets.agenda.reschedule(appointment.id, moved.data_agendamento)),
      {
        optimisticData: (current) => replaced(current, moved),
        rollbackOnError: true,
        revalidate: false,
      },
    );
    return saved?.find((item) => item.id === appointment.id) ?? moved;
  };
}
