import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findOverlay, findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { CANCELLED, DUVIDAS, limitedUser } from '../stories/cancelledStories';
import CancelledSettingsScreen from './CancelledSettingsScreen';

const meta = {
  title: 'Recovery / Cancelled-subscriptions campaign / Settings',
  component: CancelledSettingsScreen,
  parameters: {
    layout: 'fullscreen',
    route: { id: 'campanha-config-canceladas', path: '/aurora/plano/1/campanha/configurar-canceladas/13' },
    ...IN_COMPANY,
  },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), mockHandlers.ticketOptions.tiposDeDuvida.list(DUVIDAS));
  },
} satisfies Meta<typeof CancelledSettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const withCampaign: Story['beforeEach'] = ({ msw }) => {
  msw.use(mockHandlers.campaigns.cancelado.get(CANCELLED));
};

/** The settings with when a ticket is made and when the buyer leaves, the question type and the statuses chosen. */
export const Loaded: Story = {
  beforeEach: withCampaign,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Campanha de tickets para vendas canceladas' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Configuração' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('link', { name: 'Pendentes' })).toBeVisible();
    await expect(await canvas.findByText(/o comprador entra na campanha e os atendentes recebem um ticket/)).toBeVisible();
    await expect(await canvas.findByText(/ele sai da campanha e a venda conta como recuperada/)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /Cancelamento/ })).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: 'Compra cancelada' })).toBeChecked();
    await expect(await canvas.findByRole('checkbox', { name: 'Compra expirada' })).not.toBeChecked();
    await expect(await canvas.findByRole('radio', { name: 'Abrir um ticket novo' })).toBeChecked();
  },
};

export const Dark: Story = darkStory('Campanha de tickets para vendas canceladas', { beforeEach: withCampaign });

/** Just created, and the company has no active question type yet: the select says where to add one. */
export const NotConfigured: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.cancelado.get({ ...CANCELLED, status: 0, config: { tipo_duvida_id: null, tipos: [], reabertura: false } }),
      mockHandlers.ticketOptions.tiposDeDuvida.list([]),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum tipo de dúvida ativo: cadastre um em Configurações › Tickets.')).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: 'Compra cancelada' })).not.toBeChecked();
    await expect(await canvas.findByRole('switch', { name: 'Campanha ativa' })).not.toBeChecked();
  },
};

/** Expired purchases too, and reopening: saved, with the notice. */
export const Saved: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.cancelado.get(CANCELLED),
      mockHandlers.campaigns.cancelado.update({
        ...CANCELLED,
        config: { tipo_duvida_id: 2, tipos: ['canceled', 'expired'], reabertura: true },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Compra expirada' }));
    await userEvent.click(await canvas.findByRole('radio', { name: /Reabrir o último ticket fechado/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await findToast('Campanha atualizada.');
  },
};

/** No status chosen is refused before sending; the server's own messages land on their fields; nothing typed is lost. */
export const ServerErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.cancelado.get(CANCELLED),
      mockHandlers.campaigns.cancelado.update.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { 'config.tipo_duvida_id': ['Selecione o tipo de dúvida.'], nome: ['Já existe uma campanha com este nome.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Compra cancelada' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Selecione ao menos um status.')).toBeVisible();
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Compra expirada' }));
    const name = await canvas.findByRole('textbox', { name: /Nome da campanha/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Canceladas 2026');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Já existe uma campanha com este nome.')).toBeVisible();
    await expect(await canvas.findByText('Selecione o tipo de dúvida.')).toBeVisible();
    await expect(name).toHaveValue('Canceladas 2026');
    await expect(await canvas.findByRole('checkbox', { name: 'Compra expirada' })).toBeChecked();
  },
};

/** Switching on while another cancelled-purchases campaign runs for the product: the server's sentence and the choice. */
export const ReplaceActive: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.cancelado.get({ ...CANCELLED, status: 0 }),
      mockHandlers.campaigns.cancelado.update.error(409, {
        message: 'Já existe uma campanha deste tipo ativa para este produto: Canceladas BF.',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Campanha ativa' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    const dialog = await findOverlay('alertdialog', 'Substituir a campanha ativa?');
    await expect(dialog).toHaveTextContent('Canceladas BF');
  },
};

/** May see the campaign (the page's rule) but not change it: a read-only form, no Save. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['planos', 'planos_campanhas']), mockHandlers.campaigns.cancelado.get(CANCELLED));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Nome da campanha/ })).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Salvar' })).toBeNull();
  },
};

const states = screenStates(mockHandlers.campaigns.cancelado.get, {
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
