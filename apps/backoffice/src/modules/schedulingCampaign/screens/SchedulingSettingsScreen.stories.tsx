import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { APP_ORIGIN, limitedUser, SCHEDULING, SCHEDULING_PATH, settingsOptionHandlers, withAppOrigin } from '../stories/schedulingStories';
import SchedulingSettingsScreen from './SchedulingSettingsScreen';

const meta = {
  title: 'Recovery / Scheduling campaign',
  component: SchedulingSettingsScreen,
  decorators: [withAppOrigin],
  parameters: { layout: 'fullscreen', route: { id: 'campanha-configurar-agendamento', path: SCHEDULING_PATH }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), ...settingsOptionHandlers());
  },
} satisfies Meta<typeof SchedulingSettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const withCampaign: Story['beforeEach'] = ({ msw }) => {
  msw.use(mockHandlers.campaigns.agendamento.get(SCHEDULING));
};

/** The settings as saved (week days, hours, slot length, the agent), the zone said in words, and the booking link. */
export const Loaded: Story = {
  beforeEach: withCampaign,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Campanha de agendamento' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Configuração' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('link', { name: 'Pendentes' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Nome da campanha/ })).toHaveValue('Agende uma conversa');
    await expect(await canvas.findByRole('checkbox', { name: 'segunda-feira' })).toBeChecked();
    await expect(await canvas.findByRole('checkbox', { name: 'domingo' })).not.toBeChecked();
    await expect(await canvas.findByRole('textbox', { name: /Início do atendimento/ })).toHaveValue('09:00');
    await expect(await canvas.findByRole('textbox', { name: /Fuso horário/ })).toHaveValue('horário de Brasília');
    await expect(await canvas.findByRole('button', { name: /Bruno Lima/ })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Endereço da página' })).toHaveValue(
      `${APP_ORIGIN}/agendamento?token=${SCHEDULING.token}`,
    );
    const snippet = (await canvas.findByRole('textbox', { name: 'Código para incorporar no site' })) as HTMLTextAreaElement;
    await expect(snippet.value).toContain(`<iframe src="${APP_ORIGIN}/agendamento?token=${SCHEDULING.token}"`);
  },
};

export const Dark: Story = darkStory('Campanha de agendamento', { beforeEach: withCampaign });

/** Saved: a day switched off and the slot length changed; the server's answer is what the form shows next. */
export const Saved: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.agendamento.get(SCHEDULING), mockHandlers.campaigns.agendamento.update(SCHEDULING));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'sexta-feira' }));
    const length = await canvas.findByRole('textbox', { name: /Duração de cada horário/ });
    await userEvent.clear(length);
    await userEvent.type(length, '45');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await findToast('A campanha foi atualizada.');
    // Settled: the save is over.
    await expect(await canvas.findByRole('button', { name: 'Salvar' })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(await canvas.findByRole('checkbox', { name: 'sexta-feira' })).not.toBeChecked();
  },
};

/** The form's own rules and the server's messages land on their fields; nothing typed is lost. */
export const ServerErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.agendamento.get(SCHEDULING),
      mockHandlers.campaigns.agendamento.update.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { 'config.atendente_id': ['Selecione um atendente ativo da empresa.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const end = await canvas.findByRole('textbox', { name: /Fim do atendimento/ });
    await userEvent.clear(end);
    await userEvent.type(end, '08:00');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('O fim do atendimento deve ser depois do início.')).toBeVisible();
    await userEvent.clear(end);
    await userEvent.type(end, '18:00');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Selecione um atendente ativo da empresa.')).toBeVisible();
    await expect(end).toHaveValue('18:00');
  },
};

/** May see the campaign (the page's rule) but not change it: a read-only form, no Save; the link still there. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['planos', 'planos_campanhas']), mockHandlers.campaigns.agendamento.get(SCHEDULING));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Nome da campanha/ })).toHaveAttribute('readonly');
    await expect(await canvas.findByRole('button', { name: 'Copiar link' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Salvar' })).toBeNull();
  },
};

/** Switched off: the link says the page takes no bookings. */
export const SwitchedOff: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.agendamento.get({ ...SCHEDULING, status: 0 }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('A campanha está desligada: a página não aceita agendamentos.')).toBeVisible();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.agendamento.get.error(404));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Campanha não encontrada')).toBeVisible();
  },
};

const states = screenStates(mockHandlers.campaigns.agendamento.get, {
  loading: 'Carregando a campanha…',
  error: { alert: 'Serviço indisponível.', retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível.' },
  forbidden: { handlers: () => limitedUser(['planos']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
