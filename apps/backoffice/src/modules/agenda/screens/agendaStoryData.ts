import type { Appointment, PermissionName, UserRef } from '@retoma/api-client';
import { AGENT_ROLE, DEMO_GRANTS } from '@retoma/api-client/fixtures';
import { AGENTS, buildAppointment, mockHandlers, PRODUCTS } from '@retoma/api-client/mock';
import type { HttpHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';

/**
 * Fixtures of the agenda's stories, around the pinned clock (Saturday 14/03/2026 12:00 in São Paulo): Ana Souza
 * (user 1) has returns overdue since yesterday and this morning, one this afternoon and two next week; Bruno Lima
 * has one of his own; one of Ana's was done last week.
 */

const ANA = AGENTS[0]!;
const BRUNO = AGENTS[1]!;

interface Spec {
  id: number;
  at: string;
  lead: string;
  product: number;
  owner: UserRef | null;
  overdue?: boolean;
  doneAt?: string;
  /** `null`: the ticket was never attended, so there is no follow-up. */
  followUp?: string | null;
  /** Closed without the return being done. */
  ticketClosed?: boolean;
}

function appointment({ id, at, lead, product, owner, overdue = false, doneAt, followUp, ticketClosed = false }: Spec): Appointment {
  const ticketId = 100 + id;
  return buildAppointment({
    id,
    ticket_id: ticketId,
    data_agendamento: `2026-03-${at}:00-03:00`,
    atrasado: overdue,
    concluido_em: doneAt ? `2026-03-${doneAt}:00-03:00` : null,
    lead: { id: 500 + id, nome: lead, email: `${lead.split(' ')[0]!.toLowerCase()}@exemplo.com.br` },
    produto: { id: PRODUCTS[product - 1]!.id, nome: PRODUCTS[product - 1]!.nome, cor: PRODUCTS[product - 1]!.cor },
    responsavel: owner,
    atendimento:
      followUp === null || owner === null
        ? null
        : { id: 900 + id, follow_up: followUp ?? 'Retornar para fechar o parcelamento em 12x.', atendente_id: owner.id },
    ticket: { id: ticketId, status: doneAt || ticketClosed ? 2 : 1 },
  });
}

export const OVERDUE_YESTERDAY = appointment({ id: 1, at: '13T09:30', lead: 'Carlos Pereira', product: 1, owner: ANA, overdue: true });
export const OVERDUE_TODAY = appointment({ id: 2, at: '14T10:00', lead: 'Juliana Costa', product: 2, owner: ANA, overdue: true });
export const THIS_AFTERNOON = appointment({ id: 3, at: '14T15:00', lead: 'Marcos Oliveira', product: 3, owner: ANA });
export const NEXT_MONDAY = appointment({ id: 4, at: '16T10:00', lead: 'Patrícia Gomes', product: 4, owner: ANA });
export const BRUNOS_RETURN = appointment({ id: 5, at: '18T14:30', lead: 'Rafael Souza', product: 5, owner: BRUNO });
export const DONE_LAST_WEEK = appointment({
  id: 6,
  at: '10T11:00',
  lead: 'Sandra Lima',
  product: 6,
  owner: ANA,
  doneAt: '11T09:15',
  followUp: 'Comprou o plano anual no retorno.',
});

/** Not in any tab's list (the calendar stories keep their pictures): the dialog's rarer cases. */
export const CLOSED_TICKET_RETURN = appointment({
  id: 7,
  at: '19T09:00',
  lead: 'Fernanda Alves',
  product: 1,
  owner: ANA,
  ticketClosed: true,
});
export const UNATTENDED_RETURN = appointment({ id: 8, at: '17T11:00', lead: 'Gustavo Ramos', product: 2, owner: null, followUp: null });

/** `meus`: Ana's pending returns. */
export const MINE = [OVERDUE_YESTERDAY, OVERDUE_TODAY, THIS_AFTERNOON, NEXT_MONDAY];
/** `natendimento`: everyone's pending returns nobody is attending. */
export const AWAITING = [...MINE, BRUNOS_RETURN];
/** `todos`: every return, the done one included. */
export const ALL = [DONE_LAST_WEEK, ...AWAITING];

/** Every reschedule the stories' server received (`{ id, data_agendamento }`). */
export const rescheduleRequests = fn<(body: { id: number; data_agendamento: string }) => void>();

/** `POST /agendamentos/{id}` (PUT) answering the appointment at its new moment, as the server does. */
export const rescheduleEcho = () =>
  mockHandlers.tickets.agenda.reschedule(async ({ request }) => {
    const body = (await request.clone().json()) as { id: number; data_agendamento: string };
    rescheduleRequests({ id: body.id, data_agendamento: body.data_agendamento });
    const found = ALL.find((item) => item.id === body.id) ?? OVERDUE_YESTERDAY;
    return { ...found, data_agendamento: new Date(body.data_agendamento).toISOString(), atrasado: false };
  });

/** The server's refusals of a reschedule: a 422 about the moment (under the field), a 409 (above the form). */
export const OUT_OF_HOURS = {
  message: 'Os dados informados são inválidos.',
  errors: { data_agendamento: ['Fora do horário de atendimento da empresa (8h às 18h).'] },
};
export const ALREADY_DONE = { message: 'Este agendamento já foi concluído.' };

/** What the date and time picker shows, without the bidi isolation marks react-aria puts around the time. */
export const pickerText = (field: HTMLElement) => (field.textContent ?? '').replace(/[\u2066-\u2069]/g, '');

/** Types a date and time into the picker inside `scope`, segment by segment (pt order: day, month, year, hour, minute). */
export async function typeNewTime(scope: ReturnType<typeof within>, digits: string) {
  await userEvent.click(scope.getAllByRole('spinbutton')[0] as HTMLElement);
  await userEvent.keyboard(digits);
}

/** The agenda's components need the company (session, permissions): they are mounted as the agenda's page. */
export const ON_AGENDA_PAGE = { route: { id: 'agenda', path: '/aurora/agenda' }, ...IN_COMPANY };

/** The company gate's session (Ana, administrator unless `role` says otherwise), the three tabs and the echo. */
export function agendaHandlers({
  role,
  grants = DEMO_GRANTS,
}: { role?: string; grants?: Record<string, readonly PermissionName[]> } = {}): HttpHandler[] {
  return [
    ...companySessionHandlers({ user: { id: ANA.id, name: ANA.name, ...(role ? { role_name: role } : {}) }, grants }),
    mockHandlers.tickets.agenda.meus(MINE),
    mockHandlers.tickets.agenda.natendimento(AWAITING),
    mockHandlers.tickets.agenda.todos(ALL),
    rescheduleEcho(),
  ];
}

/** An agent: attends and sees the agenda, cannot transfer (so cannot move someone else's return). */
export { AGENT_ROLE };

type Canvas = ReturnType<typeof within>;
/** The calendar once its appointments are in (no spinner left). */
export async function settled(canvasElement: HTMLElement, entry: RegExp): Promise<Canvas> {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: entry });
  await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  return canvas;
}

/** Still fetching: the grid under a spinner, the period already named. */
export async function expectAgendaLoading(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('progressbar', { name: 'Carregando a agenda…' })).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 2, name: 'março de 2026' })).toBeVisible();
}

/** A failed load: the server's message and a retry, the toolbar still there to pick another period. */
export async function expectAgendaLoadError(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('Não foi possível carregar a agenda.');
  await expect(within(alert).getByText('Erro interno do servidor.')).toBeVisible();
  await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  await expect(canvas.getByRole('button', { name: 'Próximo período' })).toBeEnabled();
}
