import { buildPersonalLink, mockHandlers, type ResolverInfo } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import MyLinksScreen from './MyLinksScreen';

const meta = {
  title: 'Home / My links',
  component: MyLinksScreen,
  parameters: { layout: 'fullscreen', route: { id: 'meus-links', path: '/aurora/meus-links' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
} satisfies Meta<typeof MyLinksScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The agent's links over three products, by product then description, as the server lists them. */
const MINE = [
  buildPersonalLink({ id: 1, produto_id: 1, identidade: 'RECONQ', descricao: 'Oferta principal' }),
  buildPersonalLink({ id: 2, produto_id: 1, identidade: 'RECONQ12', descricao: 'Parcelado 12x' }),
  buildPersonalLink({ id: 3, produto_id: 2, identidade: 'MENTORIA', descricao: 'Black Friday' }),
  buildPersonalLink({ id: 4, produto_id: 3, identidade: 'PLANNER', descricao: 'Link da bio', url: null }),
];
const searched = ({ request }: ResolverInfo) => {
  const search = new URL(request.url).searchParams.get('search')?.toLowerCase();
  return search ? MINE.filter((link) => `${link.descricao} ${link.produto.nome}`.toLowerCase().includes(search)) : MINE;
};
const withLinks: Story['beforeEach'] = ({ msw }) => {
  msw.use(mockHandlers.salesLinks.mine(searched));
};

/** Each product's offers with the agent's own address (their tracking code in it), to open or copy. */
export const Loaded: Story = {
  beforeEach: withLinks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Meus links' })).toBeVisible();
    const row = await canvas.findByRole('row', { name: /Oferta principal/ });
    await expect(await within(row).findByText('Método Reconquista')).toBeVisible();
    await expect(await within(row).findByRole('link', { name: /sck=a7k2m9q4xz/ })).toHaveAttribute('href', MINE[0]!.url);
    await expect(await canvas.findByRole('row', { name: /Black Friday/ })).toBeVisible();
    await expect(await canvas.findByRole('searchbox', { name: 'Pesquisar por produto, oferta ou código' })).toBeVisible();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Meus links', { beforeEach: withLinks });

/** Copy puts the agent's address on the clipboard. */
export const Copy: Story = {
  beforeEach(context) {
    withLinks(context);
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => write.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copiar o meu link Parcelado 12x' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(MINE[1]!.url);
    await findToast('Link “Parcelado 12x” copiado.');
  },
};

/** A product without a checkout yet: its offer has no address, nothing to copy. */
export const WithoutCheckout: Story = {
  beforeEach: withLinks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Link da bio/ });
    await expect(await within(row).findByText('Sem endereço: o produto ainda não tem checkout.')).toBeVisible();
    await expect(within(row).queryByRole('button')).toBeNull();
  },
};

/** A search by product name (kept in the address) keeps that product's offers. */
export const Search: Story = {
  beforeEach: withLinks,
  parameters: { route: { id: 'meus-links', path: '/aurora/meus-links?search=mentoria' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox', { name: 'Pesquisar por produto, oferta ou código' })).toHaveValue('mentoria');
    await expect(await canvas.findByRole('row', { name: /Black Friday/ })).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /Oferta principal/ })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.salesLinks.mine.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum link de venda ativo')).toBeVisible();
  },
};

/** The list never answers or fails; the server turns away someone no longer in the company. */
const states = screenStates(mockHandlers.salesLinks.mine, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Meus links de venda' },
  error: { alert: 'Serviço indisponível. Tente novamente em instantes.', retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível. Tente novamente em instantes.' },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
