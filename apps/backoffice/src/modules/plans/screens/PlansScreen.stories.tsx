import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { findDialog, findOverlay, findToast, overlayGone } from '#storybook/queries';
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

const RULES = {
  max_mensagens_dia: 3,
  silencio_inicio: '21:00',
  silencio_fim: '08:00',
  janela_atribuicao_dias: 5,
  atraso_demonstracao: false,
  fuso: 'America/Sao_Paulo',
};

/** The company's sending rules, from beside the plans: changed and saved, the dialog closes with a notice. */
export const SendingRules: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.plans.list(plansOf(STORY_PLANS)),
      mockHandlers.recoveryRules.get(RULES),
      mockHandlers.recoveryRules.update({ ...RULES, max_mensagens_dia: 4, atraso_demonstracao: true }),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Regras de envio' }));
    const dialog = within(await findDialog('Regras de envio das campanhas'));
    const perDay = await dialog.findByRole('textbox', { name: 'Mensagens por contato por dia' });
    await expect(perDay).toHaveValue('3');
    await expect(await dialog.findByText(/HH:MM no fuso America\/Sao_Paulo/)).toBeVisible();
    await userEvent.clear(perDay);
    await userEvent.type(perDay, '4');
    await userEvent.click(dialog.getByRole('switch', { name: /Modo demonstração/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await findToast('As regras de envio foram salvas.');
    await overlayGone('dialog', 'Regras de envio das campanhas');
  },
};

/** Values the server refuses come back on their fields, with what was typed kept. */
export const SendingRulesRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.plans.list(plansOf(STORY_PLANS)),
      mockHandlers.recoveryRules.get(RULES),
      mockHandlers.recoveryRules.update.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { silencio_fim: ['Informe a hora no formato HH:MM.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Regras de envio' }));
    const dialog = within(await findDialog('Regras de envio das campanhas'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Salvar' }));
    await expect(await dialog.findByText('Informe a hora no formato HH:MM.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Fim do horário de silêncio/ })).toHaveValue('08:00');
  },
};

/** Who may see the plans but not manage them reads the rules without changing them. */
export const SendingRulesReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['planos']), mockHandlers.plans.list(plansOf(STORY_PLANS)), mockHandlers.recoveryRules.get(RULES));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Regras de envio' }));
    const dialog = within(await findDialog('Regras de envio das campanhas'));
    await expect(await dialog.findByRole('textbox', { name: /Início do horário de silêncio/ })).toHaveAttribute('readonly');
    await expect(dialog.queryByRole('button', { name: 'Salvar' })).toBeNull();
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
