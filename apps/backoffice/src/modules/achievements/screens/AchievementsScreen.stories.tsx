import type { Conquista, PermissionName } from '@retoma/api-client';
import type { ConquistaInput } from '@retoma/api-client/schemas';
import { mockHandlers, type ResolverInfo } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { darkStory, screenStates } from '#storybook/screenStates';
import AchievementsScreen from './AchievementsScreen';
import { ACHIEVEMENTS, FULL, GOLD, LIMIT_MESSAGE, ROOM } from './achievementStoryData';

const conquistas = mockHandlers.conquistas;
const toasts = () => within(document.body);

/** A role that holds only `permissions` (the Administrador holds them all). */
const roleWith = (permissions: readonly PermissionName[]) =>
  companySessionHandlers({ user: { role_name: 'Atendente' }, grants: { Atendente: permissions } });

/** A tiny table the list and the plan's room answer from, changed by the stories that save. */
function savingAchievements(limit = ROOM) {
  let rows = [...ACHIEVEMENTS];
  const room = () => ({ ...limit, ativas: rows.filter((row) => row.ativo).length });
  return [
    conquistas.limite(room),
    conquistas.list(() => rows),
    conquistas.update(async ({ request, params }: ResolverInfo) => {
      const input = (await request.json()) as ConquistaInput;
      rows = rows.map((row): Conquista => (row.id === Number(params.id) ? { ...row, ativo: input.ativo === true } : row));
      return rows.find((row) => row.id === Number(params.id))!;
    }),
    conquistas.remove(({ params }) => {
      rows = rows.filter((row) => row.id !== Number(params.id));
    }),
  ];
}

const meta = {
  title: 'Settings / Achievements',
  component: AchievementsScreen,
  parameters: { layout: 'fullscreen', route: { id: 'conquistas', path: '/aurora/configuracoes/conquistas' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
} satisfies Meta<typeof AchievementsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each achievement with its badge, what it counts, its rule in words and its status; the plan's room above. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(conquistas.limite(ROOM), conquistas.list(ACHIEVEMENTS));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Conquistas' })).toBeVisible();
    await expect(await canvas.findByText('2 de 20 em uso. Só as conquistas ativas contam; as inativas ficam guardadas.')).toBeVisible();
    const master = await canvas.findByRole('row', { name: /Mestre confeiteiro/ });
    await expect(await within(master).findByRole('img', { name: 'Selo de Mestre confeiteiro' })).toBeVisible();
    await expect(await within(master).findByText('Curso de Confeitaria Profissional')).toBeVisible();
    await expect(
      await within(master).findByText(
        'Ao recuperar 30 vendas de Curso de Confeitaria Profissional nos próprios atendimentos, o atendente ganha 2,5% a mais em cada comissão.',
      ),
    ).toBeVisible();
    const first = await canvas.findByRole('row', { name: /Primeiras 10 recuperações/ });
    await expect(await within(first).findByText('Todos os produtos')).toBeVisible();
    await expect(await within(first).findByText(/o atendente ganha R\$ 25,00 a mais em cada comissão/)).toBeVisible();
    await expect(await within(first).findByRole('switch', { name: 'Ativar Primeiras 10 recuperações' })).toBeChecked();
    await expect(await canvas.findByRole('searchbox', { name: 'Pesquisar por nome' })).toBeVisible();
  },
};

/** An inactive achievement: its switch is off, and it says whose tickets count. */
export const InactiveAchievement: Story = {
  beforeEach({ msw }) {
    msw.use(conquistas.limite(ROOM), conquistas.list([GOLD]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gold = await canvas.findByRole('row', { name: /Indicação de ouro/ });
    await expect(await within(gold).findByRole('switch', { name: 'Ativar Indicação de ouro' })).not.toBeChecked();
    await expect(
      await within(gold).findByText(
        'Ao somar 50 vendas de qualquer produto nos tickets sob sua responsabilidade, o responsável ganha R$ 40,00 a mais em cada comissão.',
      ),
    ).toBeVisible();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Conquistas', Loaded);

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(conquistas.limite({ maximo: 20, ativas: 0 }), conquistas.list.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não existe registro por aqui')).toBeVisible();
    await expect(await canvas.findByText('Crie uma conquista para premiar quem atinge uma meta de vendas.')).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: 'Nova conquista' })).toHaveLength(2);
  },
};

/** A search without results says what was searched. */
export const NoResults: Story = {
  parameters: { route: { id: 'conquistas', path: '/aurora/configuracoes/conquistas?search=diamante' } },
  beforeEach({ msw }) {
    msw.use(conquistas.limite(ROOM), conquistas.list.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum resultado para “diamante”.')).toBeVisible();
    await expect(await canvas.findByRole('searchbox', { name: 'Pesquisar por nome' })).toHaveValue('diamante');
  },
};

/** Only one product's achievements (or only global ones): the server is asked for them, and the choice stays in the address. */
export const FilterByKind: Story = {
  beforeEach({ msw }) {
    msw.use(
      conquistas.limite(ROOM),
      conquistas.list(({ request }) => {
        const global = new URL(request.url).searchParams.get('global');
        return global === null ? ACHIEVEMENTS : ACHIEVEMENTS.filter((row) => row.global === (global === '1'));
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: /Indicação de ouro/ })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: /Vendas que contam/ }));
    await userEvent.click(await toasts().findByRole('option', { name: 'De um produto' }));
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: /Indicação de ouro/ })).toBeNull());
    await expect(await canvas.findByRole('rowheader', { name: /Mestre confeiteiro/ })).toBeVisible();
    await expect(await canvas.findAllByRole('rowheader')).toHaveLength(1);
    await expect(await canvas.findByRole('button', { name: /Vendas que contam/ })).toHaveTextContent('De um produto');
  },
};

/** The list never answers or fails (the server's reason shown); a role without `configuracao_conquista` is turned away. */
const states = screenStates(conquistas.list, {
  others: () => [conquistas.limite(ROOM)],
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Conquistas' },
  error: { alert: 'Serviço indisponível. Tente novamente em instantes.', retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível. Tente novamente em instantes.' },
  forbidden: { handlers: () => roleWith(['configuracao']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;

/**
 * Every slot of the plan in use: the page says so, and switching another one on is refused by the server — the
 * switch goes back off and the toast gives the plan's reason.
 */
export const LimitReached: Story = {
  beforeEach({ msw }) {
    msw.use(
      conquistas.limite(FULL),
      conquistas.list(ACHIEVEMENTS),
      conquistas.update.error(422, { message: 'Os dados informados são inválidos.', errors: { ativo: [LIMIT_MESSAGE] } }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warning = await canvas.findByRole('alert');
    await expect(warning).toHaveTextContent('Limite do plano atingido');
    await expect(warning).toHaveTextContent('O seu plano permite até 2 conquistas ativas, e todas estão em uso.');
    const toggle = await canvas.findByRole('switch', { name: 'Ativar Indicação de ouro' });
    await userEvent.click(toggle);
    await expect(await toasts().findByText('Não foi possível alterar a situação de “Indicação de ouro”.')).toBeVisible();
    await expect(await toasts().findByText(LIMIT_MESSAGE)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Ativar Indicação de ouro' })).toBeEnabled());
    await expect(canvas.getByRole('switch', { name: 'Ativar Indicação de ouro' })).not.toBeChecked();
    await userEvent.unhover(toggle);
  },
};

/** Switching an inactive one on: saved at once, and the plan's room counts it. */
export const Activate: Story = {
  beforeEach({ msw }) {
    msw.use(...savingAchievements());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Ativar Indicação de ouro' });
    await userEvent.click(toggle);
    await expect(await toasts().findByText('A conquista “Indicação de ouro” foi ativada.')).toBeVisible();
    await expect(await canvas.findByText(/^3 de 20 em uso\./)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Ativar Indicação de ouro' })).toBeChecked();
    await userEvent.unhover(toggle);
  },
};

/** Deleting asks first, then the row goes. */
export const Delete: Story = {
  beforeEach({ msw }) {
    msw.use(...savingAchievements());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Mestre confeiteiro' }));
    const question = await toasts().findByRole('alertdialog', { name: 'Excluir conquista' });
    await expect(question).toHaveTextContent('Deseja excluir a conquista “Mestre confeiteiro”?');
    await userEvent.click(await within(question).findByRole('button', { name: 'Excluir' }));
    await expect(await toasts().findByText('A conquista “Mestre confeiteiro” foi excluída.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: /Mestre confeiteiro/ })).toBeNull());
    await expect(await canvas.findByText(/^1 de 20 em uso\./)).toBeVisible();
  },
};

/** Editing a row opens its page. */
export const EditOpensForm: Story = {
  beforeEach({ msw }) {
    msw.use(conquistas.limite(ROOM), conquistas.list(ACHIEVEMENTS));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Editar Mestre confeiteiro' }));
    await expectLeftFor(canvasElement, '/aurora/configuracoes/conquistas/editar/2');
  },
};

/** May only read: the status as a label, nothing to create, switch, edit or delete. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...roleWith(['configuracao', 'configuracao_conquista']), conquistas.limite(ROOM), conquistas.list(ACHIEVEMENTS));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Conquistas' });
    const gold = await within(table).findByRole('row', { name: /Indicação de ouro/ });
    await expect(await within(gold).findByText('Inativa')).toBeVisible();
    await expect(within(table).queryByRole('switch')).toBeNull();
    await expect(within(table).queryByRole('button', { name: /Editar|Excluir/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Nova conquista' })).toBeNull();
  },
};

/** "Nova conquista" opens the form. */
export const CreateOpensForm: Story = {
  beforeEach({ msw }) {
    msw.use(conquistas.limite(ROOM), conquistas.list(ACHIEVEMENTS));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Nova conquista' }));
    await expectLeftFor(canvasElement, '/aurora/configuracoes/conquistas/nova');
  },
};
