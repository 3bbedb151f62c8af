import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { findOverlay, findPopup, findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser, linkScreenBase, linksOf, STORY_LINKS } from '../stories/linkStories';
import LinksScreen from './LinksScreen';

const meta = {
  title: 'Settings / Sales links',
  component: LinksScreen,
  parameters: { layout: 'fullscreen', route: { id: 'links', path: '/aurora/configuracoes/links' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...linkScreenBase());
  },
} satisfies Meta<typeof LinksScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const withLinks: Story['beforeEach'] = ({ msw }) => {
  msw.use(mockHandlers.links.list(linksOf(STORY_LINKS)));
};

/** Every link of the company: its message variable, product, offer, installments and status. */
export const Loaded: Story = {
  beforeEach: withLinks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Links de venda' })).toBeVisible();
    const main = await canvas.findByRole('row', { name: /Oferta principal/ });
    await expect(await within(main).findByText('[LINK_RECONQ]')).toBeVisible();
    await expect(await within(main).findByText('Método Reconquista')).toBeVisible();
    await expect(await within(main).findByText('rec497')).toBeVisible();
    await expect(await within(main).findByText('até 12x')).toBeVisible();
    const off = await canvas.findByRole('row', { name: /Black Friday/ });
    await expect(await within(off).findByText('Inativo')).toBeVisible();
    await expect(await canvas.findByRole('searchbox', { name: 'Pesquisar por descrição, oferta ou código' })).toBeVisible();
    // A link belongs to a product: nothing to create before one is chosen.
    await expect(canvas.queryByRole('button', { name: 'Incluir link' })).toBeNull();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Links de venda', { beforeEach: withLinks });

/** Choosing a product narrows the list to its links and offers to create one. */
export const FilterByProduct: Story = {
  beforeEach: withLinks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Link da bio/ });
    await userEvent.click(await canvas.findByRole('button', { name: /Produto/ }));
    const options = await findPopup('listbox');
    await userEvent.click(await within(options).findByRole('option', { name: 'Método Reconquista' }));
    // The other product's link leaves once the list has reloaded for the chosen one (it was there before).
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Link da bio/ })).toBeNull());
    await expect(await canvas.findByRole('row', { name: /Parcelado 12x/ })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Incluir link' }));
    await expectLeftFor(canvasElement, '/aurora/configuracoes/links/produto/1/criar');
  },
};

/** The copy button puts the offer's checkout address on the clipboard. */
export const CopyCheckout: Story = {
  beforeEach(context) {
    withLinks(context);
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => write.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copiar o checkout de Oferta principal' }));
    const link = STORY_LINKS.find((row) => row.identidade === 'RECONQ')!;
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(link.checkout_url);
    await findToast('Link “Oferta principal” copiado.');
  },
};

/** A link that a default message names cannot go: the server says which message, and the link stays. */
export const RemoveInUse: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.links.remove.error(409, {
        message: 'O link “Oferta principal” está nas mensagens padrão “Boleto vencido”: tire-o delas antes de excluí-lo.',
      }),
      mockHandlers.links.list(linksOf(STORY_LINKS)),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Oferta principal' }));
    const dialog = await findOverlay('alertdialog', 'Excluir link');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Excluir' }));
    await findToast(/está nas mensagens padrão “Boleto vencido”/);
    await expect(await canvas.findByRole('row', { name: /Oferta principal/ })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.links.list.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não existe registro por aqui')).toBeVisible();
    await expect(await canvas.findByText('Escolha um produto para incluir o primeiro link.')).toBeVisible();
  },
};

/** A search that finds nothing says so. */
export const NoResults: Story = {
  beforeEach: withLinks,
  parameters: { route: { id: 'links', path: '/aurora/configuracoes/links?search=natal' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum resultado para “natal”.')).toBeVisible();
  },
};

/** May see the links but neither edit nor delete them. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['configuracao_link']), mockHandlers.links.list(linksOf(STORY_LINKS)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Oferta principal/ });
    await expect(await within(row).findByRole('button', { name: 'Copiar o checkout de Oferta principal' })).toBeVisible();
    await expect(within(row).queryByRole('button', { name: 'Editar Oferta principal' })).toBeNull();
    await expect(within(row).queryByRole('button', { name: 'Excluir Oferta principal' })).toBeNull();
  },
};

/** The list never answers or fails (the server's reason shown); a role without `configuracao_link` is turned away. */
const states = screenStates(mockHandlers.links.list, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Links de venda' },
  error: { alert: 'Serviço indisponível. Tente novamente em instantes.', retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível. Tente novamente em instantes.' },
  forbidden: { handlers: () => limitedUser(['configuracao']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
