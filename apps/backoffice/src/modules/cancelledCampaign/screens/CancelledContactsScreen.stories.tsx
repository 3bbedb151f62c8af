import type { CampanhaContato } from '@retoma/api-client';
import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { darkStory, screenStates } from '#storybook/screenStates';
import { CANCELLED, limitedUser, TICKETS } from '../stories/cancelledStories';
import CancelledContactsScreen from './CancelledContactsScreen';

const BASE = '/aurora/plano/1/campanha/configurar-canceladas/13';

const meta = {
  title: 'Recovery / Cancelled-subscriptions campaign / Tickets',
  component: CancelledContactsScreen,
  parameters: {
    layout: 'fullscreen',
    route: { id: 'campanha-config-canceladas-contatos-ativos', path: `${BASE}/contatos-ativos` },
    ...IN_COMPANY,
  },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), mockHandlers.campaigns.cancelado.get(CANCELLED));
  },
} satisfies Meta<typeof CancelledContactsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list asks the server for the route's filter: pending while the ticket is open, closed once it is. */
const ticketsFor = ({ request }: { request: Request }): CampanhaContato[] => {
  const filtro = new URL(request.url).searchParams.get('filtro');
  return TICKETS.filter((row) => filtro === 'todos' || (filtro === 'ativos') === (row.ticket?.status !== 2));
};

const withTickets: Story['beforeEach'] = ({ msw }) => {
  msw.use(mockHandlers.campaigns.cancelado.contatos.list(ticketsFor));
};

/** The open tickets: number (linked to the ticket), lead, product, status and when it was made. */
export const Loaded: Story = {
  beforeEach: withTickets,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tickets pendentes da campanha' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Pendentes' })).toHaveAttribute('aria-current', 'page');
    const row = await canvas.findByRole('row', { name: /Marina Costa/ });
    await expect(await within(row).findByRole('link', { name: 'Ticket #501' })).toHaveAttribute('href', '/aurora/tickets/detalhar/501');
    await expect(await within(row).findByText('Aberto')).toBeVisible();
    await expect(await within(row).findByText('Método Reconquista')).toBeVisible();
    await expect(await within(row).findByText('25/11/2026 10:10')).toBeVisible();
    await expect(await within(await canvas.findByRole('row', { name: /Rafael Lima/ })).findByText('Reaberto')).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /Beatriz Nunes/ })).toBeNull();
  },
};

export const Dark: Story = darkStory('Tickets pendentes da campanha', { beforeEach: withTickets });

/** The closed tickets. */
export const Closed: Story = {
  parameters: { route: { id: 'campanha-config-canceladas-contatos-inativos', path: `${BASE}/contatos-inativos` } },
  beforeEach: withTickets,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tickets fechados da campanha' })).toBeVisible();
    await expect(await within(await canvas.findByRole('row', { name: /Beatriz Nunes/ })).findByText('Fechado')).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /Marina Costa/ })).toBeNull();
  },
};

/** Every ticket; a person who may not open tickets sees their numbers without a link. */
export const AllWithoutTicketAccess: Story = {
  parameters: { route: { id: 'campanha-config-canceladas-contatos-todos', path: `${BASE}/contatos-todos` } },
  beforeEach({ msw }) {
    msw.use(...limitedUser(['planos', 'planos_campanhas']), mockHandlers.campaigns.cancelado.contatos.list(ticketsFor));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Todos os tickets da campanha' })).toBeVisible();
    await expect(await canvas.findAllByText(/^Ticket #/)).toHaveLength(3);
    await expect(canvas.queryByRole('link', { name: /Ticket #/ })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.cancelado.contatos.list.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhum ticket por aqui')).toBeVisible();
  },
};

const states = screenStates(mockHandlers.campaigns.cancelado.contatos.list, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Tickets da campanha' },
  error: { alert: 'Serviço indisponível.', retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível.' },
  forbidden: { handlers: () => limitedUser(['planos']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
