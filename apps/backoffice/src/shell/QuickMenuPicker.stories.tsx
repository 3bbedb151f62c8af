import type { CurrentUser } from '@retoma/api-client';
import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findOverlay, findToast } from '#storybook/queries';
import ProfileScreen from '../modules/home/screens/ProfileScreen';

/** The top bar's chooser of starred pages, in the shell around the profile page. */
const meta = {
  title: 'Shell / Quick menu chooser',
  component: ProfileScreen,
  parameters: { layout: 'fullscreen', route: { id: 'perfil', path: '/aurora/perfil' }, ...IN_COMPANY },
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every list the stories' server was asked to keep, in order. */
let saved: string[][] = [];

/** The session, and a server that keeps whatever list it is sent. */
function keepingServer(user: Partial<CurrentUser> = {}) {
  saved = [];
  return [
    ...companySessionHandlers({ user }),
    mockHandlers.identity.menuRapido(async ({ request }) => {
      const { menu_rapido } = (await request.json()) as { menu_rapido: string[] };
      saved.push(menu_rapido);
      return { menu_rapido };
    }),
  ];
}

const ALL_PAGES = [
  'Minhas comissões',
  'Meus links',
  'Meu perfil',
  'Agenda',
  'Comissionar vendas',
  'Pagamentos',
  'Listagem de transações',
  'Solicitações de brindes',
  'Entregas de brindes',
  'Expedições',
  'Contas de produtos',
  'Produtos',
  'Contratos',
];

async function openPicker(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Escolher páginas favoritas' }));
  return findOverlay('dialog', 'Escolher páginas favoritas');
}

const pageNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Escolher páginas favoritas' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

/** An administrator sees the spec's 13 bookmarkable pages, none starred yet, and no quick menu. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(...keepingServer());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await expect(pageNames(dialog)).toEqual(ALL_PAGES);
    for (const name of ALL_PAGES)
      await expect(await within(dialog).findByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Páginas favoritas' })).toBeNull();
  },
};

/** Eleven stars: ten pages in the top bar and the eleventh behind "+1"; the server keeps all eleven, in order. */
export const ElevenStarred: Story = {
  beforeEach({ msw }) {
    msw.use(...keepingServer());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    const chosen = ALL_PAGES.slice(0, 11);
    for (const name of chosen) await userEvent.click(await within(dialog).findByRole('button', { name }));
    for (const name of chosen) await expect(await within(dialog).findByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(saved.at(-1)).toEqual([
        'minhas-comissoes',
        'meus-links',
        'perfil',
        'agenda',
        'comissoes-comissionar',
        'comissoes-pagamentos',
        'transacoes',
        'brindes-solicitacoes',
        'brindes-automacao',
        'brindes-expedicoes',
        'contas',
      ]),
    );
    await userEvent.keyboard('{Escape}');

    const quickMenu = await within(canvasElement).findByRole('navigation', { name: 'Páginas favoritas' });
    const links = await within(quickMenu).findAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(chosen.slice(0, 10));
    await expect(await within(quickMenu).findByRole('link', { name: 'Minhas comissões' })).toHaveAttribute(
      'href',
      '/aurora/minhas-comissoes',
    );
    // One more page, in the singular: the catalogue's plural rules ("Mais 1 páginas favoritas" was shown).
    await userEvent.click(await within(quickMenu).findByRole('button', { name: 'Mais 1 página favorita' }));
    const more = await findOverlay('menu');
    await expect(await within(more).findByRole('menuitem', { name: 'Contas de produtos' })).toBeVisible();
  },
};

/** Unstarring takes the page out of the top bar. */
export const Unstarring: Story = {
  beforeEach({ msw }) {
    msw.use(...keepingServer({ menu_rapido: ['perfil', 'agenda'] }));
  },
  play: async ({ canvasElement }) => {
    const quickMenu = await within(canvasElement).findByRole('navigation', { name: 'Páginas favoritas' });
    await expect((await within(quickMenu).findAllByRole('link')).map((link) => link.textContent)).toEqual(['Meu perfil', 'Agenda']);
    const dialog = await openPicker(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Meu perfil', pressed: true }));
    await waitFor(() => expect(saved).toEqual([['agenda']]));
    await expect((await within(quickMenu).findAllByRole('link')).map((link) => link.textContent)).toEqual(['Agenda']);
  },
};

/** Looking for a page ignores case and accents; nothing matching says so. */
export const Filtering: Story = {
  beforeEach({ msw }) {
    msw.use(...keepingServer());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    const search = await within(dialog).findByRole('searchbox', { name: 'Buscar página' });
    await userEvent.type(search, 'COMISSOES');
    await expect(pageNames(dialog)).toEqual(['Minhas comissões']);
    await userEvent.clear(search);
    await userEvent.type(search, 'fatura');
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Nenhuma página encontrada');
  },
};

/** An agent sees only the pages their role may open (the public ones and the agenda). */
export const AgentPermissions: Story = {
  beforeEach({ msw }) {
    msw.use(...keepingServer({ role_name: 'Atendente' }));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await expect(pageNames(dialog)).toEqual(['Minhas comissões', 'Meus links', 'Meu perfil', 'Agenda']);
  },
};

/** A save that fails puts the star back and says why. */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), mockHandlers.identity.menuRapido.error(500));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Agenda' }));
    await findToast('Não foi possível salvar as páginas favoritas. Elas voltaram a ser como estavam; tente de novo.');
    await expect(await within(dialog).findByRole('button', { name: 'Agenda' })).toHaveAttribute('aria-pressed', 'false');
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Páginas favoritas' })).toBeNull();
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr' },
  beforeEach({ msw }) {
    msw.use(...keepingServer());
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Choisir les pages favorites' }));
    const dialog = await findOverlay('dialog', 'Choisir les pages favorites');
    await expect(await within(dialog).findByRole('button', { name: 'Mes commissions' })).toBeVisible();
    await expect(await within(dialog).findByRole('searchbox', { name: 'Rechercher une page' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach({ msw }) {
    msw.use(...keepingServer({ menu_rapido: ['agenda', 'transacoes'] }));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await expect(await within(dialog).findByRole('button', { name: 'Listagem de transações' })).toHaveAttribute('aria-pressed', 'true');
  },
};
