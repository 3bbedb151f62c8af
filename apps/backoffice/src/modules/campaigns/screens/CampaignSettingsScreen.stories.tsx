import { buildMetrics, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findOverlay, findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { BOLETO, CART, limitedUser } from '../stories/campaignStories';
import CampaignSettingsScreen from './CampaignSettingsScreen';

const CART_PATH = '/aurora/plano/1/campanha/configurar-checkout/11';

const meta = {
  title: 'Recovery / Campaign settings',
  component: CampaignSettingsScreen,
  parameters: { layout: 'fullscreen', route: { id: 'campanha-config-checkout', path: CART_PATH }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), mockHandlers.campaigns.carrinho.metrics(buildMetrics()));
  },
} satisfies Meta<typeof CampaignSettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const withCart: Story['beforeEach'] = ({ msw }) => {
  msw.use(mockHandlers.campaigns.carrinho.get(CART));
};

/** The cart campaign's numbers (each step's too) and its settings, with its tabs. */
export const Loaded: Story = {
  beforeEach: withCart,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Campanha de recuperação de carrinho' })).toBeVisible();
    await expect(await canvas.findByText('Carrinho abandonado · Método Reconquista')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Configuração' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('link', { name: 'E-mails' })).toBeVisible();
    await expect(await canvas.findByText('Envios agendados')).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'E-mail 1' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Endereço do checkout/ })).toHaveValue('https://pay.hotmart.com/K48213007X');
    await expect(await canvas.findByRole('textbox', { name: /Início da janela de envio/ })).toHaveValue('08:00');
  },
};

export const Dark: Story = darkStory('Campanha de recuperação de carrinho', { beforeEach: withCart });

/** The boleto campaign: the same page on its own calls, without a checkout address. */
export const Boleto: Story = {
  parameters: { route: { id: 'campanha-configurar-boleto', path: '/aurora/plano/1/campanha/configurar-boleto/12' } },
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.boleto.get(BOLETO), mockHandlers.campaigns.boleto.metrics(buildMetrics({ total_schedules: 0 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Campanha de recuperação de boletos' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Nome da campanha/ })).toHaveValue('Boleto vencendo');
    await expect(canvas.queryByRole('textbox', { name: /Endereço do checkout/ })).toBeNull();
  },
};

/** Saved: the server's answer is what the form shows next. */
export const Saved: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.carrinho.get(CART), mockHandlers.campaigns.carrinho.update({ ...CART, nome: 'Carrinho 2026' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Nome da campanha/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Carrinho 2026');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await findToast('A campanha foi atualizada.');
  },
};

/** A half window is refused before sending, on its field; the server's own messages land on theirs; nothing typed is lost. */
export const ServerErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.carrinho.get(CART),
      mockHandlers.campaigns.carrinho.update.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { 'config.checkout_url': ['Este endereço não responde.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const end = await canvas.findByRole('textbox', { name: /Fim da janela de envio/ });
    await userEvent.clear(end);
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Informe o início e o fim da janela de envio.')).toBeVisible();
    await userEvent.type(end, '21:00');
    const checkout = await canvas.findByRole('textbox', { name: /Endereço do checkout/ });
    await userEvent.clear(checkout);
    await userEvent.type(checkout, 'https://pay.example/novo');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Este endereço não responde.')).toBeVisible();
    await expect(checkout).toHaveValue('https://pay.example/novo');
    await expect(end).toHaveValue('21:00');
  },
};

/** Switching on while another cart campaign runs for the product: the server's sentence and the choice to replace it. */
export const ReplaceActive: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.carrinho.get({ ...CART, status: 0 }),
      mockHandlers.campaigns.carrinho.update.error(409, {
        message: 'A campanha “Carrinho BF” do plano “Black Friday” já está ativa para Método Reconquista.',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Ativa' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    const dialog = await findOverlay('alertdialog', 'Já existe uma campanha ativa');
    await expect(dialog).toHaveTextContent('“Carrinho BF” do plano “Black Friday” já está ativa');
  },
};

/** May see the campaign and its numbers (the page's rule) but not change it: a read-only form, no Save. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['planos', 'planos_campanhas']), mockHandlers.campaigns.carrinho.get(CART));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Nome da campanha/ })).toHaveAttribute('readonly');
    await expect(await canvas.findByText('Envios agendados')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Salvar' })).toBeNull();
  },
};

/** An address with no such campaign (or one of another kind) says so. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.carrinho.get.error(404));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Campanha não encontrada')).toBeVisible();
  },
};

const states = screenStates(mockHandlers.campaigns.carrinho.get, {
  loading: 'Carregando a campanha…',
  error: { alert: ['Não foi possível carregar a campanha.', 'Serviço indisponível.'], retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível.' },
  forbidden: { handlers: () => limitedUser(['planos']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
