import { buildContato, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser, SCHEDULING, SCHEDULING_PATH } from '../stories/schedulingStories';
import SchedulingContactsScreen from './SchedulingContactsScreen';

const meta = {
  title: 'Recovery / Scheduling campaign contacts',
  component: SchedulingContactsScreen,
  parameters: {
    layout: 'fullscreen',
    route: { id: 'campanha-configurar-agendamento-contatos-pendentes', path: `${SCHEDULING_PATH}/contatos-pendentes` },
    ...IN_COMPANY,
  },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), mockHandlers.campaigns.agendamento.get(SCHEDULING));
  },
} satisfies Meta<typeof SchedulingContactsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const BOOKINGS = [
  buildContato({
    id: 1,
    lead: { id: 7, nome: 'Marina Costa', email: 'marina@example.com', ddi: '55', ddd: '11', telefone: '987654321' },
    ticket: { id: 812, status: 1 },
    agendado_para: '2026-11-30T13:30:00.000Z',
    entrou_em: '2026-11-25T13:10:00.000Z',
  }),
  buildContato({
    id: 2,
    lead: { id: 8, nome: 'Rafael Lima', email: 'rafael@example.com', ddi: '55', ddd: '21', telefone: '912345678' },
    ticket: { id: 799, status: 2 },
    agendado_para: '2026-11-24T17:00:00.000Z',
    entrou_em: '2026-11-20T10:00:00.000Z',
  }),
];

/** The list asks the server for the route's filter: pending (`ativos`) is a ticket not closed yet. */
const bookingsFor = ({ request }: { request: Request }) => {
  const filtro = new URL(request.url).searchParams.get('filtro');
  return BOOKINGS.filter((row) => filtro === 'todos' || (filtro === 'ativos') === (row.ticket?.status !== 2));
};

const withBookings: Story['beforeEach'] = ({ msw }) => {
  msw.use(mockHandlers.campaigns.agendamento.contatos.list(bookingsFor));
};

/** Who booked and is still waiting: the booked time in the company's zone and the ticket. */
export const Pending: Story = {
  beforeEach: withBookings,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Agendamentos pendentes' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Pendentes' })).toHaveAttribute('aria-current', 'page');
    const row = await canvas.findByRole('row', { name: /Marina Costa/ });
    await expect(await within(row).findByText('30/11/2026 10:30')).toBeVisible();
    await expect(await within(row).findByText('#812 · pendente')).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /Rafael Lima/ })).toBeNull();
  },
};

export const Dark: Story = darkStory('Agendamentos pendentes', { beforeEach: withBookings });

/** Everyone who booked, the closed tickets too. */
export const All: Story = {
  parameters: { route: { id: 'campanha-configurar-agendamento-contatos-todos', path: `${SCHEDULING_PATH}/contatos-todos` } },
  beforeEach: withBookings,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Todos os agendamentos' })).toBeVisible();
    const row = await canvas.findByRole('row', { name: /Rafael Lima/ });
    await expect(await within(row).findByText('#799 · fechado')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: { id: 'campanha-configurar-agendamento-contatos-fechados', path: `${SCHEDULING_PATH}/contatos-fechados` } },
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.agendamento.contatos.list.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhum agendamento por aqui.')).toBeVisible();
  },
};

const states = screenStates(mockHandlers.campaigns.agendamento.contatos.list, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Agendamentos da campanha' },
  error: { alert: 'Serviço indisponível.', retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível.' },
  forbidden: { handlers: () => limitedUser(['planos']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
