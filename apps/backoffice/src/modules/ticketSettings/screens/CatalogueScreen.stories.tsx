import type { CatalogueItem } from '@retoma/api-client';
import type { CatalogueInput } from '@retoma/api-client/schemas';
import { buildCatalogueItems, mockHandlers, type CatalogueFixtureKind, type ResolverInfo } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findOverlay, findToast } from '#storybook/queries';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { recordsState } from '../stories/recordsState';
import { limitedUser } from '../stories/storySupport';
import CatalogueScreen from './CatalogueScreen';
import { darkStory, screenStates } from '#storybook/screenStates';

const origens = mockHandlers.ticketOptions.origens;
const ORIGENS_ROUTE = { id: 'origens', path: '/aurora/configuracoes/origens' };

/** The catalogue as the server lists it: by name. */
const byName = (kind: CatalogueFixtureKind, count: number) => buildCatalogueItems(kind, count).sort((a, b) => a.nome.localeCompare(b.nome));

/** Origins that answer saves: what the play function creates, edits or deletes shows in the list. */
function savingOrigens(initial: CatalogueItem[] = byName('origem', 5)) {
  const state = recordsState<CatalogueItem, CatalogueInput>(initial, {
    nameOf: (row) => row.nome,
    fromInput: (input, id, previous) => ({
      id,
      nome: input.nome,
      status: input.status ? 1 : 0,
      padrao: false,
      created_at: previous?.created_at ?? '2025-03-14T12:00:00-03:00',
    }),
  });
  return [origens.list(state.list), origens.create(state.create), origens.update(state.update), origens.remove(state.remove)];
}

const meta = {
  title: 'Settings / Tickets / Catalogues',
  component: CatalogueScreen,
  parameters: { layout: 'fullscreen', route: ORIGENS_ROUTE, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
} satisfies Meta<typeof CatalogueScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Origins, as an administrator sees them: system origins are marked and offer no action; the company's own can
 * be switched on or off, edited and deleted.
 */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(origens.list(byName('origem', 5)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Origens' })).toBeVisible();
    const table = await canvas.findByRole('grid', { name: 'Origens' });
    await expect(await within(table).findByRole('rowheader', { name: /E-mail/ })).toBeVisible();
    const system = await within(table).findByRole('row', { name: /WhatsApp/ });
    await expect(await within(system).findByText('Padrão do sistema')).toBeVisible();
    await expect(within(system).queryByRole('button')).toBeNull();
    await expect(within(system).queryByRole('switch')).toBeNull();
    const telefone = await within(table).findByRole('row', { name: /Telefone/ });
    // Every fourth fixture is inactive: Telefone (id 4).
    await expect(await within(telefone).findByRole('switch', { name: 'Ativar Telefone' })).not.toBeChecked();
    await expect(await within(telefone).findByRole('button', { name: 'Editar Telefone' })).toBeVisible();
    await expect(await within(telefone).findByRole('button', { name: 'Excluir Telefone' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Incluir origem' })).toBeVisible();
    await expect(await canvas.findByText('1–5 de 5')).toBeVisible();
  },
};

/** The same screen, configured for doubt types. */
export const TiposDeDuvida: Story = {
  name: 'Question Types',
  parameters: { route: { id: 'tipo-de-duvida', path: '/aurora/configuracoes/tipo-de-duvida' } },
  beforeEach({ msw }) {
    msw.use(mockHandlers.ticketOptions.tiposDeDuvida.list(byName('tipoDeDuvida', 6)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tipos de dúvida' })).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: /Garantia e reembolso/ })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Incluir tipo de dúvida' })).toBeVisible();
  },
};

/** The same screen, configured for loss reasons. */
export const MotivosDePerda: Story = {
  name: 'Loss Reasons',
  parameters: { route: { id: 'motivo-de-perda', path: '/aurora/configuracoes/motivo-de-perda' } },
  beforeEach({ msw }) {
    msw.use(mockHandlers.ticketOptions.motivosDePerda.list(byName('motivoDePerda', 5)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Motivos de perda' })).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: /Sem limite no cartão/ })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Incluir motivo de perda' }));
    const dialog = await findOverlay('dialog', 'Novo motivo de perda');
    await expect(await within(dialog).findByRole('textbox', { name: /Nome do motivo de perda/ })).toBeVisible();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Origens');

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(origens.list.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não existe registro por aqui')).toBeVisible();
    // The way out of the empty list: the create button is offered in it too.
    await expect(await canvas.findAllByRole('button', { name: 'Incluir origem' })).toHaveLength(2);
  },
};

/** The list never answers or fails; a role without `configuracao_origem` is turned away, or the server refuses. */
const states = screenStates(origens.list, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Origens' },
  around: async (canvasElement) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Origens' })).toBeVisible();
  },
  error: { alert: 'Erro interno do servidor.', retry: 'Tentar novamente' },
  forbidden: { handlers: () => limitedUser(['configuracao']) },
});

export const Loading: Story = states.Loading;

/** A server failure: the server's reason and a way to try again. */
export const Error: Story = states.Error;

/** Without the route's permission the page is refused. */
export const Forbidden: Story = states.Forbidden;

/** The server refuses the list although the route let the person in: the same refusal page. */
export const ForbiddenByServer: Story = states.ForbiddenByServer;

/** Someone who may only look: no create button, no switch, no edit or delete. */
export const PermissionLimited: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['configuracao', 'configuracao_origem']), origens.list(byName('origem', 5)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Origens' });
    await expect(await within(table).findByRole('rowheader', { name: /Telefone/ })).toBeVisible();
    await expect(within(table).queryByRole('switch')).toBeNull();
    await expect(within(table).queryByRole('button')).toBeNull();
    await expect(within(table).queryByRole('columnheader', { name: 'Ações' })).toBeNull();
    await expect(await within(table).findAllByText('Inativo')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Incluir origem' })).toBeNull();
  },
};

/** Only deleting is allowed: the row keeps its delete button and loses the edit button and the switch. */
export const DeleteOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['configuracao', 'configuracao_origem', 'configuracao_origem_deletar']), origens.list(byName('origem', 5)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Indicação/ });
    await expect(await within(row).findByRole('button', { name: 'Excluir Indicação' })).toBeVisible();
    await expect(within(row).queryByRole('button', { name: 'Editar Indicação' })).toBeNull();
    await expect(within(row).queryByRole('switch')).toBeNull();
  },
};

/** Typing searches by name once the person pauses; a search without results says so. */
export const Search: Story = {
  beforeEach({ msw }) {
    msw.use(...savingOrigens());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('searchbox', { name: 'Pesquisar por nome' });
    await userEvent.type(search, 'tele');
    await waitFor(() => expect(canvas.getByText('1–1 de 1')).toBeVisible());
    await expect(await canvas.findByRole('rowheader', { name: /Telefone/ })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'fax');
    await expect(await canvas.findByText('Nenhum resultado para “fax”.')).toBeVisible();
  },
};

/** Server pagination: the next page asks the server for it. */
export const Pagination: Story = {
  beforeEach({ msw }) {
    msw.use(origens.list(byName('origem', 14)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–10 de 14')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Próxima página' }));
    await expect(await canvas.findByText('11–14 de 14')).toBeVisible();
    await expect(await canvas.findByText('Página 2 de 2')).toBeVisible();
  },
};

/** Origins as the server answers them: searched by name, by name ascending or (`sort=-nome`) descending. */
function searchedOrigens(count: number) {
  const rows = byName('origem', count);
  return origens.list(({ request }: ResolverInfo) => {
    const query = new URL(request.url).searchParams;
    const search = query.get('search')?.toLowerCase() ?? '';
    const found = rows.filter((row) => row.nome.toLowerCase().includes(search));
    return query.get('sort') === '-nome' ? found.reverse() : found;
  });
}

/** The list opens where a shared link (or a reload, or "back") left it: the page, the search and the sort of the URL. */
export const FromSharedLink: Story = {
  parameters: { route: { ...ORIGENS_ROUTE, path: `${ORIGENS_ROUTE.path}?page=2&search=a&sort=-nome` } },
  beforeEach({ msw }) {
    msw.use(searchedOrigens(20));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Twelve of the twenty origins have an "a"; page 2, from Z to A, holds the last two.
    await expect(await canvas.findByText('11–12 de 12')).toBeVisible();
    await expect(await canvas.findByText('Página 2 de 2')).toBeVisible();
    await expect(await canvas.findByRole('searchbox', { name: 'Pesquisar por nome' })).toHaveValue('a');
    const table = await canvas.findByRole('grid', { name: 'Origens' });
    await expect(await within(table).findByRole('columnheader', { name: /Nome/ })).toHaveAttribute('aria-sort', 'descending');
    const names = await within(table).findAllByRole('rowheader');
    await expect(names.map((cell) => cell.textContent)).toEqual([
      expect.stringMatching(/^E-mail 2/),
      expect.stringMatching(/^E-mail(?! 2)/),
    ]);
  },
};

/** A new search from a page further on starts again at page 1, and keeps the sort. */
export const SearchFromLaterPage: Story = {
  parameters: { route: { ...ORIGENS_ROUTE, path: `${ORIGENS_ROUTE.path}?page=2&sort=-nome` } },
  beforeEach({ msw }) {
    msw.use(searchedOrigens(20));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('11–20 de 20')).toBeVisible();
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Pesquisar por nome' }), 'tele');
    await expect(await canvas.findByText('1–2 de 2')).toBeVisible();
    await expect(await canvas.findByText('Página 1 de 1')).toBeVisible();
    const names = await canvas.findAllByRole('rowheader');
    await expect(names.map((cell) => cell.textContent)).toEqual([
      expect.stringMatching(/^Telefone 2/),
      expect.stringMatching(/^Telefone(?! 2)/),
    ]);
  },
};

/** A hand-edited link with values the server would refuse opens the first page, 10 rows, in the server's order. */
export const InvalidLink: Story = {
  parameters: { route: { ...ORIGENS_ROUTE, path: `${ORIGENS_ROUTE.path}?page=abc&per_page=7&sort=senha` } },
  beforeEach({ msw }) {
    msw.use(searchedOrigens(20));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–10 de 20')).toBeVisible();
    await expect(await canvas.findByText('Página 1 de 2')).toBeVisible();
    const table = await canvas.findByRole('grid', { name: 'Origens' });
    await expect(await within(table).findByRole('columnheader', { name: /Nome/ })).toHaveAttribute('aria-sort', 'none');
    const names = await within(table).findAllByRole('rowheader');
    await expect(names).toHaveLength(10);
    await expect(names[0]).toHaveTextContent(/^E-mail(?! 2)/);
  },
};

/** Presses "Excluir" on the "Indicação" row and returns the question it opens. */
async function askToDeleteIndicacao(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Indicação' }));
  return within(document.body).findByRole('alertdialog', { name: 'Excluir origem' });
}

/** Creating: the dialog opens on "Incluir origem"; a saved origin shows in the list with a toast. */
export const Create: Story = {
  beforeEach({ msw }) {
    msw.use(...savingOrigens());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Incluir origem' }));
    const dialog = await page.findByRole('dialog', { name: 'Nova origem' });
    await expect(await within(dialog).findByRole('checkbox', { name: 'Ativo' })).toBeChecked();
    await userEvent.type(await within(dialog).findByRole('textbox', { name: /Nome da origem/ }), 'Feira de negócios');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Salvar' }));
    await expect(await page.findByText('A origem foi criada.')).toBeVisible();
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(await canvas.findByRole('rowheader', { name: /Feira de negócios/ })).toBeVisible();
  },
};

/** The schema's rule is checked before sending: the message sits on the name, which gets the focus. */
export const CreateClientValidation: Story = {
  beforeEach({ msw }) {
    msw.use(...savingOrigens());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Incluir origem' }));
    const dialog = await page.findByRole('dialog', { name: 'Nova origem' });
    const name = await within(dialog).findByRole('textbox', { name: /Nome da origem/ });
    await userEvent.type(name, '   ');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Informe o nome.'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
  },
};

/** The schema's own message (pt in the shared schema) reaches the field in the user's language. */
export const CreateClientValidationInGerman: Story = {
  globals: { locale: 'de' },
  beforeEach({ msw }) {
    msw.use(...savingOrigens());
  },
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Herkunft hinzufügen' }));
    const dialog = await page.findByRole('dialog', { name: 'Neue Herkunft' });
    const name = await within(dialog).findByRole('textbox', { name: /Name der Herkunft/ });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Geben Sie den Namen ein.'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refuses a name: its message lands on the field, and what was typed stays. */
export const CreateServerValidation: Story = {
  beforeEach({ msw }) {
    msw.use(
      origens.list(byName('origem', 5)),
      origens.create.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { nome: ['Já existe uma origem com este nome.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Incluir origem' }));
    const dialog = await page.findByRole('dialog', { name: 'Nova origem' });
    const name = await within(dialog).findByRole('textbox', { name: /Nome da origem/ });
    await userEvent.type(name, 'Instagram');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Já existe uma origem com este nome.'));
    await expect(name).toHaveValue('Instagram');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Os dados informados são inválidos.');
    await expect(await within(dialog).findByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};

/** Editing opens the dialog with the row's values; the change shows in the list. */
export const Edit: Story = {
  beforeEach({ msw }) {
    msw.use(...savingOrigens());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar Telefone' }));
    const dialog = await page.findByRole('dialog', { name: 'Editar origem' });
    const name = await within(dialog).findByRole('textbox', { name: /Nome da origem/ });
    await expect(name).toHaveValue('Telefone');
    await expect(await within(dialog).findByRole('checkbox', { name: 'Ativo' })).not.toBeChecked();
    await userEvent.clear(name);
    await userEvent.type(name, 'Telefone fixo');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Ativo' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Salvar' }));
    await expect(await page.findByText('A origem foi atualizada.')).toBeVisible();
    await expect(await canvas.findByRole('switch', { name: 'Ativar Telefone fixo' })).toBeChecked();
  },
};

/** Deleting asks first; once confirmed, the row goes and a toast says so. */
export const Delete: Story = {
  beforeEach({ msw }) {
    msw.use(...savingOrigens());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const question = await askToDeleteIndicacao(canvas);
    await expect(question).toHaveTextContent('Deseja excluir a origem “Indicação”? Esta ação não pode ser desfeita.');
    await userEvent.click(await within(question).findByRole('button', { name: 'Excluir' }));
    await expect(await page.findByText('A origem “Indicação” foi excluída.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: /Indicação/ })).toBeNull());
    await expect(await canvas.findByText('1–4 de 4')).toBeVisible();
  },
};

/** Cancelling the question keeps the row. */
export const DeleteCancelled: Story = {
  beforeEach({ msw }) {
    msw.use(...savingOrigens());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const question = await askToDeleteIndicacao(canvas);
    await userEvent.click(await within(question).findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(await canvas.findByRole('rowheader', { name: /Indicação/ })).toBeVisible();
  },
};

/** The server refuses the deletion: a toast gives its reason and the question stays open to retry or cancel. */
export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      origens.list(byName('origem', 5)),
      origens.remove.error(403, { error: 'forbidden', message: 'Esta origem é usada por tickets abertos.' }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const question = await askToDeleteIndicacao(canvas);
    await userEvent.click(await within(question).findByRole('button', { name: 'Excluir' }));
    await expect(await page.findByText('Não foi possível excluir “Indicação”.')).toBeVisible();
    await expect(await page.findByText('Esta origem é usada por tickets abertos.')).toBeVisible();
    const retry = await within(question).findByRole('button', { name: 'Excluir' });
    await waitFor(() => expect(retry).toBeEnabled());
    // The button was disabled while pending, which drops its focus; it is where the person retries from.
    retry.focus();
    await expect(retry).toHaveFocus();
  },
};

/** The switch saves at once: the origin turns inactive and a toast confirms it. */
export const ToggleActive: Story = {
  beforeEach({ msw }) {
    msw.use(...savingOrigens());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Ativar Indicação' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await findToast('A origem “Indicação” foi desativada.');
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Ativar Indicação' })).toBeEnabled());
    await expect(await canvas.findByRole('switch', { name: 'Ativar Indicação' })).not.toBeChecked();
    // The pointer leaves the switch: its hover shade must not decide the picture.
    await userEvent.unhover(await canvas.findByRole('switch', { name: 'Ativar Indicação' }));
  },
};

/** The server refuses the change: the switch goes back and a toast says why. */
export const ToggleRefused: Story = {
  beforeEach({ msw }) {
    msw.use(origens.list(byName('origem', 5)), origens.update.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Ativar Indicação' }));
    await findToast('Não foi possível alterar a situação de “Indicação”.');
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Ativar Indicação' })).toBeEnabled());
    await expect(await canvas.findByRole('switch', { name: 'Ativar Indicação' })).toBeChecked();
  },
};
