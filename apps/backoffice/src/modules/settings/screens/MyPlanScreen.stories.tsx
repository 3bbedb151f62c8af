import { buildMyPlan, buildPlanLimits, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser } from '../stories/storySupport';
import MyPlanScreen from './MyPlanScreen';

const plan = mockHandlers.company.plan;

const meta = {
  title: 'Settings / My plan',
  component: MyPlanScreen,
  parameters: { layout: 'fullscreen', route: { id: 'meu-plano', path: '/aurora/configuracoes/meu-plano' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
} satisfies Meta<typeof MyPlanScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const meter = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('meter', { name });

/** Far from every limit: each meter says how much is used of how much, and the month counted, in the company's zone. */
export const FarFromLimits: Story = {
  beforeEach({ msw }) {
    msw.use(plan(buildMyPlan('far')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Plano Profissional')).toBeVisible();
    await expect(
      await canvas.findByText('Consumo de 01/03/2025 a 31/03/2025, no fuso horário da empresa (America/Sao_Paulo).'),
    ).toBeVisible();
    await expect(await meter(canvasElement, 'Usuários')).toHaveAttribute('aria-valuetext', '6 de 25');
    await expect(await meter(canvasElement, 'E-mails no mês')).toHaveAttribute('aria-valuetext', '1.284 de 50.000');
    await expect(await meter(canvasElement, 'SMS no mês')).toHaveAttribute('aria-valuetext', '96 de 5.000');
    await expect(await canvas.findByText('Tickets criados no mês')).toBeVisible();
    await expect(await canvas.findByText('Seu plano não limita tickets.')).toBeVisible();
    await expect(canvas.queryByText('Limite atingido')).toBeNull();
    await expect(canvas.queryByText('Perto do limite')).toBeNull();
  },
};

/** Near the limits: every meter warns. */
export const NearTheLimits: Story = {
  beforeEach({ msw }) {
    msw.use(plan(buildMyPlan('near')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await meter(canvasElement, 'Usuários')).toHaveAttribute('aria-valuetext', '23 de 25');
    await expect(await canvas.findAllByText('Perto do limite')).toHaveLength(4);
    await expect(canvas.queryByText('Limite atingido')).toBeNull();
  },
};

/** At the limits: what the server refuses from now on is said under its meter (invitations, achievements). */
export const AtTheLimit: Story = {
  beforeEach({ msw }) {
    msw.use(plan(buildMyPlan('atLimit')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await meter(canvasElement, 'Usuários')).toHaveAttribute('aria-valuetext', '25 de 25');
    await expect(await canvas.findAllByText('Limite atingido')).toHaveLength(4);
    await expect(await canvas.findByText(/Convidar alguém ou reativar um usuário é recusado/)).toBeVisible();
    await expect(await canvas.findByText(/Ativar outra conquista é recusado/)).toBeVisible();
    await expect(await canvas.findByText('A cota de e-mails não bloqueia envios: o que passar dela aparece aqui.')).toBeVisible();
  },
};

/** A plan without SMS says so instead of a meter. */
export const WithoutSms: Story = {
  name: 'Without SMS',
  beforeEach({ msw }) {
    msw.use(
      plan(
        buildMyPlan('far', {
          plano: {
            nome: 'Essencial',
            config_planos: buildPlanLimits({ sms: false, numero_sms_mes: 0, ligacoes_direto_do_dashboard: false }),
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Plano Essencial')).toBeVisible();
    await expect(await canvas.findByText('Seu plano não inclui SMS.')).toBeVisible();
    await expect(canvas.queryByRole('meter', { name: 'SMS no mês' })).toBeNull();
    await expect(await canvas.findByText('Não incluído')).toBeVisible();
  },
};

/** A company without a plan: no limit applies, this month's tickets are still counted. */
export const NoPlan: Story = {
  beforeEach({ msw }) {
    msw.use(plan(buildMyPlan('far', { plano: null })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sua empresa não tem um plano contratado')).toBeVisible();
    await expect(canvas.queryByRole('meter')).toBeNull();
    await expect(await canvas.findByText('Tickets criados no mês')).toBeVisible();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Meu plano', AtTheLimit);

const states = screenStates(plan, {
  loading: 'Carregando o plano…',
  error: { alert: ['Não foi possível carregar o plano.', 'Erro interno do servidor.'], retry: 'Tentar de novo' },
  forbidden: { handlers: () => limitedUser(['configuracao']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
