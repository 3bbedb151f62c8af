import type { PermissionName } from '@retoma/api-client';
import type { EndpointStates } from '@retoma/api-client/mock';
import type { HttpHandler } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  buildPeopleReport,
  buildPlanReport,
  buildProductOptions,
  buildSalesReport,
  buildTicketsReport,
  buildUserOptions,
  mockHandlers,
  reportOptionsOf,
} from '@retoma/api-client/mock';
import { companySessionHandlers } from '#storybook/companySession';
import { screenStates, type StateStory } from '#storybook/screenStates';

/** The reports as the server answers them: made from the request's period and filters. */
export const salesByRequest = (options: { refunds?: boolean; empty?: boolean } = {}) =>
  mockHandlers.reports.sales(({ request }) => buildSalesReport({ ...reportOptionsOf(new URL(request.url)), ...options }));
export const peopleByRequest = (options: { refunds?: boolean; empty?: boolean } = {}) =>
  mockHandlers.reports.people(({ request }) => buildPeopleReport({ ...reportOptionsOf(new URL(request.url)), ...options }));
export const plansByRequest = (options: { empty?: boolean } = {}) =>
  mockHandlers.reports.plans(({ request }) => buildPlanReport({ ...reportOptionsOf(new URL(request.url)), ...options }));
export const ticketsByRequest = (options: { empty?: boolean } = {}) =>
  mockHandlers.reports.tickets(({ request }) => buildTicketsReport({ ...reportOptionsOf(new URL(request.url)), ...options }));

/** The session and the filters' options. */
export const reportSession = () => [
  ...companySessionHandlers(),
  mockHandlers.selects.produtos(buildProductOptions()),
  mockHandlers.selects.usuarios(buildUserOptions()),
];

/** A person whose role holds only `permissions` (the Administrador holds them all). */
export const limitedUser = (permissions: readonly PermissionName[]) =>
  companySessionHandlers({ user: { role_name: 'Atendente' }, grants: { Atendente: permissions } });

const TOO_LONG = 'O intervalo entre as datas deve ser de, no máximo, 60 dias.';

/** A report screen's address, with a query (`?periodo=hoje`, `?dt_inicio=…`), as a story's parameters. */
export const reportRoute =
  (id: string, path: string) =>
  (query = '') => ({ route: { id, path: `${path}${query}` } });

/**
 * A range longer than 60 days, asked from the address: the server's refusal shows on the range, and `noFigures`
 * checks that nothing of another period is shown.
 */
export const periodTooLong = (
  endpoint: EndpointStates,
  parameters: object,
  noFigures: (canvas: ReturnType<typeof within>) => Promise<void>,
): StateStory => ({
  parameters,
  beforeEach({ msw }) {
    msw.use(endpoint.error(422, { message: TOO_LONG, errors: { dt_fim: [TOO_LONG] } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(TOO_LONG)).toBeVisible();
    await noFigures(canvas);
  },
});

/** A report's wait, failure, and refusal (a role without `relatorios`, or the server's 403); `answered` serves it. */
export const reportStates = (endpoint: EndpointStates, answered: () => HttpHandler) =>
  screenStates(endpoint, {
    others: reportSession,
    loading: 'Carregando o relatório…',
    error: { alert: ['Não foi possível carregar o relatório.', 'Erro interno do servidor.'], retry: 'Tentar de novo' },
    forbidden: { handlers: () => [...limitedUser(['ticket']), answered()] },
  });

/** Presses "Exportar CSV" once the report is shown and reads the file the browser was handed. */
export async function exportedCsv(canvasElement: HTMLElement): Promise<string> {
  const files = spyOn(URL, 'createObjectURL');
  try {
    const button = await within(canvasElement).findByRole('button', { name: 'Exportar CSV' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(files).toHaveBeenCalledTimes(1));
    return await (files.mock.calls[0]![0] as Blob).text();
  } finally {
    files.mockRestore();
  }
}
