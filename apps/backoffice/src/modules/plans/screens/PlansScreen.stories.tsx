import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { findOverlay, findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser, planScreenBase, plansOf, STORY_PLANS } from '../stories/planStories';
import PlansScreen from './PlansScreen';

const meta = {
  title: 'Recovery / Plans',
  component: PlansScreen,
  parameters: { layout: 'fullscreen', route: { id: 'meus-planos', path: '/aurora/planos/meus-planos' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...planScreenBase());
  },
} satisfies Meta<typeof PlansScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const withPlans: Story['beforeEach'] = ({ msw }) => {
  msw.use(mockHandlers.plans.list(plansOf(STORY_PLANS)));
};

/** Every plan with its products, its campaigns on (green) and off (grey), and its own state. */
export const Loaded: Story = {
  beforeEach: withPlans,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Planos de recuperação' })).toBeVisible();
    const main = await canvas.findByRole('row', { name: /Recuperação principal/ });
    await expect(await within(main).findByText('Método Reconquista, Mentoria Vendas')).toBeVisible();
    await expect(
      await within(main).findByTitle('Recuperação de carrinho: Carrinho abandonado (Método Reconquista) — ligada'),
    ).toBeVisible();
    await expect(await within(main).findByTitle('Recuperação de boletos: Boleto vencendo (Método Reconquista) — desligada')).toBeVisible();
    const off = await canvas.findByRole('row', { name: /Black Friday/ });
    await expect(await within(off).findByText('Desligado')).toBeVisible();
    const empty = await canvas.findByRole('row', { name: /Lançamento planner/ });
    await expect(await within(empty).findByText('Nenhuma campanha')).toBeVisible();
  },
};

/** A plan's name opens its page. */
export const OpenPlan: Story = {
  beforeEach: withPlans,
  play: async ({ canvasElement }) => {
    const main = await within(canvasElement).findByRole('row', { name: /Recuperação principal/ });
    await userEvent.click(await within(main).findByRole('link', { name: 'Recuperação principal' }));
    await expectLeftFor(canvasElement, '/aurora/plano/1');
  },
};

export const Dark: Story = darkStory('Planos de recuperação', { beforeEach: withPlans });

/** "Incluir plano" opens the new plan's page. */
export const Create: Story = {
  beforeEach: withPlans,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Incluir plano' }));
    await expectLeftFor(canvasElement, '/aurora/planos/criar');
  },
};

/** A plan whose campaigns have sends scheduled cannot go: the server says how many, and the plan stays. */
export const RemoveRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.plans.remove.error(409, {
        message: 'O plano “Recuperação principal” tem 38 envios agendados: desligue as campanhas dele antes de excluí-lo.',
      }),
      mockHandlers.plans.list(plansOf(STORY_PLANS)),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Recuperação principal' }));
    const dialog = await findOverlay('alertdialog', 'Excluir plano');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Excluir' }));
    await findToast(/tem 38 envios agendados/);
    await expect(await canvas.findByRole('row', { name: /Recuperação principal/ })).toBeVisible();
  },
};

/** A plan with nothing scheduled is deleted after the confirmation. */
export const Removed: Story = {
  beforeEach({ msw }) {
    let rows = STORY_PLANS;
    msw.use(
      // The deletion (a POST spoofing DELETE) takes the plan out of what the list answers next.
      http.post('*/api/:identity/planos/:id', () => {
        rows = rows.filter((row) => row.id !== 3);
        return HttpResponse.json({ data: null });
      }),
      mockHandlers.plans.list((info) => plansOf(rows)(info)),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Lançamento planner' }));
    const dialog = await findOverlay('alertdialog', 'Excluir plano');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Excluir' }));
    await findToast('O plano “Lançamento planner” foi excluído.');
    await expect(await canvas.findByRole('row', { name: /Black Friday/ })).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /Lançamento planner/ })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.plans.list.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não existe registro por aqui')).toBeVisible();
    await expect(await canvas.findByText('Crie um plano e adicione a ele as campanhas de recuperação.')).toBeVisible();
  },
};

/** A search that finds nothing says so. */
export const NoResults: Story = {
  beforeEach: withPlans,
  parameters: { route: { id: 'meus-planos', path: '/aurora/planos/meus-planos?search=natal' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum resultado para “natal”.')).toBeVisible();
  },
};

/** May see the plans but neither create, open nor delete them. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['planos']), mockHandlers.plans.list(plansOf(STORY_PLANS)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Recuperação principal/ });
    await expect(within(row).queryByRole('link')).toBeNull();
    await expect(within(row).queryByRole('button', { name: 'Excluir Recuperação principal' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Incluir plano' })).toBeNull();
  },
};

const states = screenStates(mockHandlers.plans.list, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Planos de recuperação' },
  error: { alert: 'Serviço indisponível. Tente novamente em instantes.', retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível. Tente novamente em instantes.' },
  forbidden: { handlers: () => limitedUser(['configuracao']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
