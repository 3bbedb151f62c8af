import { z } from 'zod';
import { listParamsInput } from './settings';
import { agendaQuery } from './tickets';

/**
 * The dashboard's period (`dt_inicio` / `dt_fim`, inclusive days): the agenda's rules — days that exist, in order,
 * at most 400 days apart. Without them the server takes the last 7 days.
 */
export const dashboardPeriodQuery = agendaQuery;

/** `GET dashboard/meus_tickets`: the period and whose view — tickets attended, or tickets the caller inserted. */
export const myTicketsQuery = agendaQuery.and(
  z.object({ type: z.enum(['atendimento', 'inseridos'], { error: 'Tipo: atendimento ou inseridos.' }).default('atendimento') }),
);

/** `GET dashboard/meus_tickets_atividades`: a page of the tickets the caller took part in. */
export const myTicketActivitiesQuery = listParamsInput.pick({ page: true, per_page: true });

/** `GET notifications/todas`: a page of the last week's notifications. */
export const notificationListQuery = listParamsInput.pick({ page: true, per_page: true });
