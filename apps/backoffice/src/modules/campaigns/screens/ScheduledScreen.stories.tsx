import { buildEnvio, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findOverlay, findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { CART, limitedUser } from '../stories/campaignStories';
import ScheduledScreen from './ScheduledScreen';

const meta = {
  title: 'Recovery / Scheduled sends',
  component: ScheduledScreen,
  parameters: {
    layout: 'fullscreen',
    route: { id: 'campanha-config-checkout-agendados', path: '/aurora/plano/1/campanha/configurar-checkout/11/agendados' },
    ...IN_COMPANY,
  },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), mockHandlers.campaigns.carrinho.get(CART));
  },
} satisfies Meta<typeof ScheduledScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const SCHEDULED = [
  buildEnvio({
    id: 501,
    situacao: 'agendado',
    canal: 'email',
    passo: { id: 102, posicao: 2 },
    lead: { id: 7, nome: 'Marina Costa', email: 'marina@example.com' },
    previsto_para: '2026-11-26T15:30:00.000Z',
    tentativas: 0,
  }),
  buildEnvio({
    id: 502,
    situacao: 'agendado',
    canal: 'sms',
    passo: { id: 201, posicao: 1 },
    lead: { id: 8, nome: 'Rafael Lima', email: 'rafael@example.com' },
    previsto_para: '2026-11-26T18:00:00.000Z',
    tentativas: 1,
  }),
];

const withScheduled: Story['beforeEach'] = ({ msw }) => {
  msw.use(mockHandlers.campaigns.carrinho.agendados.list(SCHEDULED));
};

/** What will go out and when (in the company's zone), soonest first. */
export const Loaded: Story = {
  beforeEach: withScheduled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Envios agendados' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Agendados' })).toHaveAttribute('aria-current', 'page');
    const row = await canvas.findByRole('row', { name: /Marina Costa/ });
    await expect(await within(row).findByText('E-mail 2')).toBeVisible();
    await expect(await within(row).findByText('26/11/2026 12:30')).toBeVisible();
  },
};

export const Dark: Story = darkStory('Envios agendados', { beforeEach: withScheduled });

/** One send is cancelled after a confirmation naming it. */
export const Cancel: Story = {
  beforeEach({ msw }) {
    // The list read after the cancellation no longer has it.
    let rows = SCHEDULED;
    msw.use(
      mockHandlers.campaigns.carrinho.agendados.cancel(),
      mockHandlers.campaigns.carrinho.agendados.list(() => {
        const answer = rows;
        rows = SCHEDULED.slice(0, 1);
        return answer;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar o envio de SMS 1 para Rafael Lima' }));
    const dialog = await findOverlay('alertdialog', 'Cancelar envio');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancelar envio' }));
    await findToast('O envio para Rafael Lima foi cancelado.');
    await expect(await canvas.findByRole('row', { name: /Marina Costa/ })).toBeVisible();
  },
};

/** Without `planos_campanhas_editar` there is nothing to cancel. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['planos', 'planos_campanhas']), mockHandlers.campaigns.carrinho.agendados.list(SCHEDULED));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Marina Costa/ });
    await expect(canvas.queryByRole('button', { name: /Cancelar o envio/ })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.carrinho.agendados.list.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhum envio agendado')).toBeVisible();
  },
};

const states = screenStates(mockHandlers.campaigns.carrinho.agendados.list, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Envios agendados' },
  error: { alert: 'Serviço indisponível.', retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível.' },
  forbidden: { handlers: () => limitedUser(['planos']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
