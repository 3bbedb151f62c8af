import { buildContato, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { darkStory, screenStates } from '#storybook/screenStates';
import { CART, limitedUser } from '../stories/campaignStories';
import ContactsScreen from './ContactsScreen';

const BASE = '/aurora/plano/1/campanha/configurar-checkout/11';

const meta = {
  title: 'Recovery / Campaign contacts',
  component: ContactsScreen,
  parameters: {
    layout: 'fullscreen',
    route: { id: 'campanha-config-checkout-contatos-ativos', path: `${BASE}/contatos-ativos` },
    ...IN_COMPANY,
  },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), mockHandlers.campaigns.carrinho.get(CART));
  },
} satisfies Meta<typeof ContactsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const CONTACTS = [
  buildContato({
    id: 1,
    situacao: 'ativo',
    lead: { id: 7, nome: 'Marina Costa', email: 'marina@example.com', ddi: '55', ddd: '11', telefone: '987654321' },
    entrou_em: '2026-11-25T13:10:00.000Z',
    saiu_em: null,
  }),
  buildContato({
    id: 2,
    situacao: 'recuperado',
    lead: { id: 8, nome: 'Rafael Lima', email: 'rafael@example.com', ddi: '55', ddd: '21', telefone: '912345678' },
    entrou_em: '2026-11-20T10:00:00.000Z',
    saiu_em: '2026-11-21T09:45:00.000Z',
  }),
];

/** The list asks the server for the route's filter: what it answers is what the route shows. */
const contactsFor = ({ request }: { request: Request }) => {
  const filtro = new URL(request.url).searchParams.get('filtro');
  return CONTACTS.filter((row) => filtro === 'todos' || (filtro === 'ativos') === (row.situacao === 'ativo'));
};

const withContacts: Story['beforeEach'] = ({ msw }) => {
  msw.use(mockHandlers.campaigns.carrinho.contatos.list(contactsFor));
};

/** Who is in the campaign now, with when they entered (in the company's zone). */
export const Loaded: Story = {
  beforeEach: withContacts,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contatos ativos da campanha' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Contatos ativos' })).toHaveAttribute('aria-current', 'page');
    const row = await canvas.findByRole('row', { name: /Marina Costa/ });
    await expect(await within(row).findByText('(11) 98765-4321')).toBeVisible();
    await expect(await within(row).findByText('25/11/2026 10:10')).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /Rafael Lima/ })).toBeNull();
  },
};

export const Dark: Story = darkStory('Contatos ativos da campanha', { beforeEach: withContacts });

/** Everyone, with why and when those who left did. */
export const All: Story = {
  parameters: { route: { id: 'campanha-config-checkout-contatos-todos', path: `${BASE}/contatos-todos` } },
  beforeEach: withContacts,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Todos os contatos da campanha' })).toBeVisible();
    const row = await canvas.findByRole('row', { name: /Rafael Lima/ });
    await expect(await within(row).findByText('Comprou')).toBeVisible();
    await expect(row).toHaveTextContent('21/11/2026 6:45');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.carrinho.contatos.list.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Não existe registro por aqui')).toBeVisible();
  },
};

const states = screenStates(mockHandlers.campaigns.carrinho.contatos.list, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Contatos da campanha' },
  error: { alert: 'Serviço indisponível.', retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível.' },
  forbidden: { handlers: () => limitedUser(['planos']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
