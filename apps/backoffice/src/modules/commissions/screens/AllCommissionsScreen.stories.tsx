import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findPopup } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { CLAWED_BACK, COMMISSIONS } from '../stories/commissionStoryData';
import { limitedUser, peopleOptions } from '../stories/storySupport';
import AllCommissionsScreen from './AllCommissionsScreen';

const list = mockHandlers.commissions.list;

const meta = {
  title: 'Commissions / All',
  component: AllCommissionsScreen,
  parameters: { layout: 'fullscreen', route: { id: 'comissoes-todas', path: '/aurora/comissoes/todas' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), peopleOptions());
  },
} satisfies Meta<typeof AllCommissionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every commission with who is paid, the side and its achievement bonus, who brought the lead, its state and order; the sum above. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(list(COMMISSIONS));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Todas as comissões' })).toBeVisible();
    await expect(await within(await canvas.findByRole('status', { name: 'Soma das comissões' })).findByText('R$ 109,70')).toBeVisible();
    const [first] = await canvas.findAllByRole('row', { name: /Ana Souza/ });
    await expect(await within(first!).findByText('inclui R$ 5,00 de conquistas')).toBeVisible();
    const held = await canvas.findByRole('row', { name: /João Pereira/ });
    await expect(await within(held).findByText('Retida na garantia')).toBeVisible();
    await expect(await within(held).findByText('Liberada em 30/11/2026')).toBeVisible();
    const paid = await canvas.findByRole('row', { name: /Maria Alves/ });
    await expect(await within(paid).findByText('Nº 41')).toBeVisible();
  },
};

/** A refund after payment: the paid commission says when and why, its negative adjustment waits for the next order; one cancelled before any order counts nothing. */
export const ClawedBack: Story = {
  beforeEach({ msw }) {
    msw.use(list(CLAWED_BACK));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await within(await canvas.findByRole('status', { name: 'Soma das comissões' })).findByText('R$ 0,00')).toBeVisible();
    await expect(await canvas.findByText('-R$ 4,70')).toBeVisible();
    await expect(await canvas.findByText('Estornada em 21/11/2026: reembolso da venda')).toBeVisible();
    await expect(await canvas.findByText('Estornada em 19/11/2026: chargeback da venda')).toBeVisible();
  },
};

/** Filtering by state asks the server and keeps the choice in the address. */
export const FilterByState: Story = {
  beforeEach({ msw }) {
    msw.use(
      list(({ request }) => COMMISSIONS.filter((row) => !new URL(request.url).searchParams.get('situacao') || row.situacao === 'retida')),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('row', { name: /Ana Souza/ });
    await userEvent.click(await canvas.findByRole('button', { name: /Situação/ }));
    await userEvent.click(await within(await findPopup('listbox')).findByRole('option', { name: 'Retida na garantia' }));
    await expect(await within(await canvas.findByRole('status', { name: 'Soma das comissões' })).findByText('R$ 40,00')).toBeVisible();
    await expect(await canvas.findAllByRole('rowheader')).toHaveLength(1);
  },
};

export const Dark: Story = darkStory('Todas as comissões', Loaded);

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(list.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não existe registro por aqui')).toBeVisible();
    await expect(await within(await canvas.findByRole('status', { name: 'Soma das comissões' })).findByText('R$ 0,00')).toBeVisible();
  },
};

const states = screenStates(list, {
  others: () => [peopleOptions()],
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Todas as comissões' },
  error: { alert: 'Serviço indisponível. Tente novamente em instantes.', retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível. Tente novamente em instantes.' },
  forbidden: { handlers: () => limitedUser(['ticket']) },
});
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
