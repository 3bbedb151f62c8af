import type { Campanha, Plano } from '@retoma/api-client';
import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { findOverlay, findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser, MAIN_PLAN, plano, planScreenBase } from '../stories/planStories';
import PlanManageScreen from './PlanManageScreen';

const meta = {
  title: 'Recovery / Plan',
  component: PlanManageScreen,
  parameters: { layout: 'fullscreen', route: { id: 'planos-gerenciar', path: '/aurora/plano/1' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...planScreenBase());
  },
} satisfies Meta<typeof PlanManageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const withPlan: Story['beforeEach'] = ({ msw }) => {
  msw.use(mockHandlers.plans.get(MAIN_PLAN));
};

/** The plan's campaign as the update answers it (the card reads the plan again). */
const asCampaign = (plan: Plano, id: number) => ({ ...plan.campanhas.find((one) => one.id === id)! }) as unknown as Campanha<'carrinho'>;

/** The plan with its campaigns: on, off (greyed), each with its switch, its configuration and its delete button. */
export const Loaded: Story = {
  beforeEach: withPlan,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Gerenciar plano de recuperação' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Nome do plano/ })).toHaveValue('Recuperação principal');
    await expect(await canvas.findByRole('switch', { name: 'Ativa: Carrinho abandonado' })).toBeChecked();
    await expect(await canvas.findByRole('switch', { name: 'Ativa: Boleto vencendo' })).not.toBeChecked();
    await expect(await canvas.findByRole('link', { name: 'Configurar Carrinho abandonado' })).toBeVisible();
    // Every kind with a configuration page links to it: the WhatsApp campaign to its own.
    await expect(await canvas.findByRole('link', { name: 'Configurar Fale conosco' })).toHaveAttribute(
      'href',
      '/aurora/plano/1/campanha/configurar-whatsapp/13',
    );
    await expect(await canvas.findByRole('button', { name: 'Adicionar nova campanha' })).toBeVisible();
    // Save and cancel appear only once something changed.
    await expect(canvas.queryByRole('button', { name: 'Salvar' })).toBeNull();
  },
};

export const Dark: Story = darkStory('Gerenciar plano de recuperação', { beforeEach: withPlan });

/** Switching off a campaign with sends scheduled says how many will be cancelled, then does it. */
export const SwitchOffWithScheduled: Story = {
  beforeEach({ msw }) {
    let current = MAIN_PLAN;
    msw.use(
      mockHandlers.plans.get(() => current),
      mockHandlers.campaigns.carrinho.update(() => {
        current = {
          ...current,
          campanhas: current.campanhas.map((one) => (one.id === 11 ? { ...one, status: 0, agendados_count: 0 } : one)),
        };
        return asCampaign(current, 11);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Ativa: Carrinho abandonado' }));
    const dialog = await findOverlay('alertdialog', 'Desligar campanha');
    await expect(dialog).toHaveTextContent('Os 37 envios agendados serão cancelados e os contatos ativos saem da campanha.');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Desligar' }));
    await findToast('A campanha “Carrinho abandonado” foi desligada.');
    await expect(await canvas.findByRole('switch', { name: 'Ativa: Carrinho abandonado' })).not.toBeChecked();
  },
};

/** Cancelling the question leaves the campaign on. */
export const SwitchOffCancelled: Story = {
  beforeEach: withPlan,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Ativa: Fale conosco' }));
    const dialog = await findOverlay('alertdialog', 'Desligar campanha');
    await expect(dialog).toHaveTextContent('O envio agendado (1) será cancelado');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancelar' }));
    await expect(await canvas.findByRole('switch', { name: 'Ativa: Fale conosco' })).toBeChecked();
  },
};

/** Switching on is refused while another boleto campaign runs for the product: the server's words, the switch stays off. */
export const SwitchOnRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.plans.get(MAIN_PLAN),
      mockHandlers.campaigns.boleto.update.error(409, {
        message: 'A campanha de boletos “Boleto semanal” já está ativa para Método Reconquista.',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Ativa: Boleto vencendo' }));
    await findToast(/“Boleto semanal” já está ativa para Método Reconquista/);
    await expect(await canvas.findByRole('switch', { name: 'Ativa: Boleto vencendo' })).not.toBeChecked();
  },
};

/** Switching the plan off asks first, counting the sends of all its running campaigns. */
export const PlanSwitchOff: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.plans.get(MAIN_PLAN), mockHandlers.plans.update({ ...MAIN_PLAN, status: 0 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: /^Ativo/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    const dialog = await findOverlay('alertdialog', 'Desligar plano');
    await expect(dialog).toHaveTextContent('os 38 envios agendados serão cancelados');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Desligar e salvar' }));
    await findToast('O plano foi atualizado.');
  },
};

/** A plan with sends scheduled cannot be deleted: the server says how many, the plan stays. */
export const RemoveRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.plans.get(MAIN_PLAN),
      mockHandlers.plans.remove.error(409, {
        message: 'O plano “Recuperação principal” tem 38 envios agendados: desligue as campanhas dele antes de excluí-lo.',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir plano' }));
    const dialog = await findOverlay('alertdialog', 'Excluir plano');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Excluir' }));
    await findToast(/tem 38 envios agendados/);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Gerenciar plano de recuperação' })).toBeVisible();
  },
};

/** Deleting a campaign asks first. */
export const RemoveCampaign: Story = {
  beforeEach({ msw }) {
    // The plan as read before the deletion, then without the boleto campaign.
    let reads = 0;
    msw.use(
      mockHandlers.plans.get(() =>
        reads++ === 0 ? MAIN_PLAN : { ...MAIN_PLAN, campanhas: MAIN_PLAN.campanhas.filter((one) => one.id !== 12) },
      ),
      mockHandlers.campaigns.boleto.remove(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir a campanha Boleto vencendo' }));
    const dialog = await findOverlay('alertdialog', 'Excluir campanha');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Excluir' }));
    await findToast('A campanha “Boleto vencendo” foi excluída.');
    await expect(await canvas.findByRole('switch', { name: 'Ativa: Carrinho abandonado' })).toBeVisible();
    await expect(canvas.queryByRole('switch', { name: 'Ativa: Boleto vencendo' })).toBeNull();
  },
};

/** A plan without campaigns offers the first one. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.plans.get(plano({ id: 1, nome: 'Lançamento planner' })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Este plano ainda não tem campanhas')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar nova campanha' }));
    await expectLeftFor(canvasElement, '/aurora/planos/1/campanha/criar');
  },
};

/** May open the plan but not change its campaigns: switches locked, no delete, no new campaign. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['planos', 'planos_gerenciar']), mockHandlers.plans.get(MAIN_PLAN));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: 'Ativa: Carrinho abandonado' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Excluir a campanha/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Adicionar nova campanha' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Excluir plano' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Configurar/ })).toBeNull();
  },
};

/** An address with no such plan says so. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.plans.get.error(404));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Plano não encontrado')).toBeVisible();
  },
};

const states = screenStates(mockHandlers.plans.get, {
  loading: 'Carregando o plano…',
  error: { alert: ['Não foi possível carregar o plano.', 'Serviço indisponível.'], retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível.' },
  forbidden: { handlers: () => limitedUser(['planos']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
