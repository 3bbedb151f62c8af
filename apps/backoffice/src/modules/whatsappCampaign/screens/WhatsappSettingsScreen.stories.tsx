import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser, WHATSAPP, WHATSAPP_METRICS, withAppOrigin } from '../stories/whatsappStories';
import WhatsappSettingsScreen from './WhatsappSettingsScreen';

const FORM_ADDRESS = `https://app.retoma.com.br/api/public/campanha_whatsapps/${WHATSAPP.token}`;

const meta = {
  title: 'Recovery / WhatsApp campaign / Settings',
  component: WhatsappSettingsScreen,
  decorators: [withAppOrigin],
  parameters: {
    layout: 'fullscreen',
    route: { id: 'campanha-config-whatsapp', path: '/aurora/plano/1/campanha/configurar-whatsapp/15' },
    ...IN_COMPANY,
  },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), mockHandlers.campaigns.whatsapp.metrics(WHATSAPP_METRICS));
  },
} satisfies Meta<typeof WhatsappSettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const withCampaign: Story['beforeEach'] = ({ msw }) => {
  msw.use(mockHandlers.campaigns.whatsapp.get(WHATSAPP));
};

/** The numbers (money in the company's currency format), the settings and the form to embed with its address. */
export const Loaded: Story = {
  beforeEach: withCampaign,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Campanha de recuperação por WhatsApp' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Configuração' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByText('Contatos respondidos')).toBeVisible();
    await expect(await canvas.findByText(/R\$\s1\.234,50/)).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /WhatsApp do remetente/ })).toHaveValue('11940028922');
    await expect(await canvas.findByRole('textbox', { name: /Mensagem ao contato/ })).toHaveValue(WHATSAPP.config.mensagem);
    const snippet = await canvas.findByRole<HTMLTextAreaElement>('textbox', { name: /Código do formulário/ });
    await expect(snippet.value).toContain(`<form action="${FORM_ADDRESS}" method="post">`);
    await expect(await canvas.findByRole('textbox', { name: /Endereço do formulário/ })).toHaveValue(FORM_ADDRESS);
  },
};

export const Dark: Story = darkStory('Campanha de recuperação por WhatsApp', { beforeEach: withCampaign });

/** Just created: nothing configured yet and nobody in it, every number at zero. */
export const NotConfigured: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.whatsapp.get({ ...WHATSAPP, config: { ddi: null, telefone: null, mensagem: null } }),
      mockHandlers.campaigns.whatsapp.metrics({
        ...WHATSAPP_METRICS,
        contacts_count: 0,
        total_contacts_inactive: 0,
        total_contacts: 0,
        total_recovered: 0,
        value_recovered: '0.00',
        contacts_answered: 0,
        contacts_pending: 0,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/R\$\s0,00/)).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /DDI/ })).toHaveValue('55');
    await expect(await canvas.findByRole('textbox', { name: /WhatsApp do remetente/ })).toHaveValue('');
    await expect(await canvas.findByRole('textbox', { name: /Mensagem ao contato/ })).toHaveValue('');
  },
};

/** A variable goes in at the caret; the settings save with the notice. */
export const Saved: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.whatsapp.get(WHATSAPP), mockHandlers.campaigns.whatsapp.update(WHATSAPP));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = await canvas.findByRole('textbox', { name: /Mensagem ao contato/ });
    await userEvent.clear(message);
    await userEvent.type(message, 'Oi, ');
    await userEvent.click(await canvas.findByRole('button', { name: 'Inserir [NOME_LEAD]' }));
    await expect(message).toHaveValue('Oi, [NOME_LEAD]');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await findToast('Campanha atualizada.');
  },
};

/** The server's messages land on their fields (inside `config`); nothing typed is lost. */
export const ServerErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.whatsapp.get(WHATSAPP),
      mockHandlers.campaigns.whatsapp.update.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { 'config.telefone': ['Este número não tem WhatsApp.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = await canvas.findByRole('textbox', { name: /Mensagem ao contato/ });
    await userEvent.clear(message);
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Informe a mensagem.')).toBeVisible();
    await userEvent.type(message, 'Olá, [[NOME_LEAD]!');
    const phone = await canvas.findByRole('textbox', { name: /WhatsApp do remetente/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '11999990000');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Este número não tem WhatsApp.')).toBeVisible();
    await expect(phone).toHaveValue('11999990000');
    await expect(message).toHaveValue('Olá, [NOME_LEAD]!');
  },
};

/** The form's code copies with one press. */
export const CopySnippet: Story = {
  beforeEach: withCampaign,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copiar código' }));
    await findToast('Código copiado.');
    await expect(write).toHaveBeenCalledWith(expect.stringContaining(`action="${FORM_ADDRESS}"`));
    write.mockRestore();
  },
};

/** Switched off: the form takes no one, and says so. */
export const Inactive: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.whatsapp.get({ ...WHATSAPP, status: 0 }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/o formulário não recebe contatos até ela ser ativada/)).toBeVisible();
  },
};

/** May see the campaign (the page's rule) but not change it: a read-only form, no Save, no variable buttons. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['planos', 'planos_campanhas']), mockHandlers.campaigns.whatsapp.get(WHATSAPP));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Nome da campanha/ })).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Salvar' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Inserir [NOME_LEAD]' })).toBeNull();
  },
};

/** The numbers fail alone: the settings stay usable, the numbers offer a retry. */
export const MetricsFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.whatsapp.get(WHATSAPP),
      mockHandlers.campaigns.whatsapp.metrics.error(503, { error: 'server_error', message: 'Serviço indisponível.' }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar os números da campanha.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Nome da campanha/ })).toBeVisible();
  },
};

const states = screenStates(mockHandlers.campaigns.whatsapp.get, {
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
