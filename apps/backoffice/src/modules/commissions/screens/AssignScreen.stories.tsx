import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findDialog } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { CARLA_DETAIL, ORDERS, PEOPLE } from '../stories/commissionStoryData';
import { limitedUser } from '../stories/storySupport';
import AssignScreen from './AssignScreen';

const commissions = mockHandlers.commissions;
const page = () => within(document.body);

const meta = {
  title: 'Commissions / Commission sales',
  component: AssignScreen,
  parameters: { layout: 'fullscreen', route: { id: 'comissoes-comissionar', path: '/aurora/comissoes/comissionar' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
} satisfies Meta<typeof AssignScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each person with what the next order carries, what is held in the warranty and when it is released; the sum above. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(commissions.people(PEOPLE));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Comissionar vendas' })).toBeVisible();
    await expect(await within(await canvas.findByRole('status', { name: 'Ordens a gerar' })).findByText('R$ 65,30')).toBeVisible();
    const held = await canvas.findByRole('row', { name: /Bruno Lima/ });
    await expect(await within(held).findByText('R$ 40,00')).toBeVisible();
    await expect(await within(held).findByText('30/11/2026')).toBeVisible();
  },
};

/** What makes an amount: the next order's commissions one by one, with the achievement bonus. */
export const Detail: Story = {
  beforeEach({ msw }) {
    msw.use(commissions.people(PEOPLE), commissions.person(CARLA_DETAIL));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Detalhar Carla Dias' }));
    const panel = await findDialog('Valores a comissionar: Carla Dias');
    await expect(await within(panel).findByText('R$ 65,00')).toBeVisible();
    await expect(await within(panel).findByText(/inclui R\$ 5,00 de conquistas/)).toBeVisible();
    await expect(await within(panel).findAllByText('A ordenar')).toHaveLength(2);
  },
};

/** Generating orders from a selection: the question says the exact total (R$ 65,00 + R$ 0,30). */
export const GenerateOrders: Story = {
  beforeEach({ msw }) {
    msw.use(commissions.people(PEOPLE), commissions.generateOrders(ORDERS));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await within(await canvas.findByRole('row', { name: /Carla Dias/ })).findByRole('checkbox'));
    await userEvent.click(await within(await canvas.findByRole('row', { name: /Diana Reis/ })).findByRole('checkbox'));
    await expect(await canvas.findByText('Total selecionado: R$ 65,30')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Gerar ordens' }));
    const question = await findDialog('Gerar ordens');
    await expect(question).toHaveTextContent('Gerar uma ordem para cada uma das 2 pessoas escolhidas, no total de R$ 65,30?');
    await userEvent.click(await within(question).findByRole('button', { name: 'Sim' }));
    await expect(await page().findByText('2 ordens geradas.')).toBeVisible();
  },
};

export const Dark: Story = darkStory('Comissionar vendas', Loaded);

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(commissions.people.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não existe registro por aqui')).toBeVisible();
    await expect(await within(await canvas.findByRole('status', { name: 'Ordens a gerar' })).findByText('R$ 0,00')).toBeVisible();
  },
};

const states = screenStates(commissions.people, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Pessoas com comissões a ordenar' },
  error: { alert: 'Serviço indisponível. Tente novamente em instantes.', retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível. Tente novamente em instantes.' },
  forbidden: { handlers: () => limitedUser(['comissao_pendente']) },
});
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
