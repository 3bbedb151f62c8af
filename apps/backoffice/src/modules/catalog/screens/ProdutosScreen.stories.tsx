import type { Produto } from '@retoma/api-client';
import { buildContas, buildProduto, buildProdutos, mockHandlers, type ResolverInfo } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { findDialog, findPopup, findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser } from '../stories/storySupport';
import ProdutosScreen from './ProdutosScreen';

const { contas, produtos } = mockHandlers.catalog;
const ROUTE = { id: 'produtos', path: '/aurora/configuracoes/produtos' };
/** The mock catalogue's six products, by name as the server lists them. */
const PRODUTOS = buildProdutos(6).sort((a, b) => a.nome.localeCompare(b.nome));

/** The queries the list was asked with, newest last. */
let asked: URLSearchParams[] = [];
const listing =
  (rows: Produto[]) =>
  ({ request }: ResolverInfo) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const want = (key: string) => query.get(key);
    return rows.filter(
      (row) =>
        (!want('conta_id') || row.conta_id === Number(want('conta_id'))) &&
        (!want('hab_comissao') || row.hab_comissao === (want('hab_comissao') === '1')) &&
        (!want('status') || row.status === Number(want('status'))),
    );
  };

const meta = {
  title: 'Settings / Products',
  component: ProdutosScreen,
  parameters: { layout: 'fullscreen', route: ROUTE, ...IN_COMPANY },
  beforeEach({ msw }) {
    asked = [];
    msw.use(...companySessionHandlers(), contas.list(buildContas()));
  },
} satisfies Meta<typeof ProdutosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Produtos' });

/** The products with their account and platform id, price, commission, links and status. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(produtos.list(listing(PRODUTOS)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
    const row = await within(await table(canvasElement)).findByRole('row', { name: /Método Reconquista/ });
    await expect(await within(row).findByText('R$ 497,00')).toBeVisible();
    await expect(await within(row).findByText('Código 1843201')).toBeVisible();
    await expect(await within(row).findByText('Individual: 5% quem insere, 10% quem atende')).toBeVisible();
    await expect(await within(row).findByRole('link', { name: 'Links de Método Reconquista: 1' })).toHaveAttribute(
      'href',
      '/aurora/configuracoes/links/produto/1',
    );
    const shared = await within(await table(canvasElement)).findByRole('row', { name: /Planner Financeiro Digital/ });
    await expect(await within(shared).findByText('Partilhada: R$ 30,00')).toBeVisible();
    const inactive = await within(await table(canvasElement)).findByRole('row', { name: /Inglês Fluente em Casa/ });
    await expect(await within(inactive).findByText('Inativo')).toBeVisible();
    await expect(await within(inactive).findByText('Sem comissão')).toBeVisible();
    await expect(await canvas.findByText('1–6 de 6')).toBeVisible();
  },
};

/** Filters come from the address (a shared link, "back"): the account and commission filters are applied and shown. */
export const FilteredFromAddress: Story = {
  parameters: { route: { ...ROUTE, path: '/aurora/configuracoes/produtos?conta_id=2&hab_comissao=1' } },
  beforeEach({ msw }) {
    msw.use(produtos.list(listing(PRODUTOS)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await within(await table(canvasElement)).findByRole('row', { name: /Excel do Zero ao Avançado/ });
    await expect(row).toBeVisible();
    await expect(asked.at(-1)?.get('conta_id')).toBe('2');
    await expect(asked.at(-1)?.get('hab_comissao')).toBe('1');
    await expect(await canvas.findByRole('button', { name: /Conta/ })).toHaveTextContent('Eduzz — Aurora Cursos');
    await expect(await canvas.findByRole('button', { name: /Comissão/ })).toHaveTextContent('Com comissão');
    await expect(await canvas.findByText('1–1 de 1')).toBeVisible();
  },
};

/** Choosing "with commission" asks the server for those products only, from page 1. */
export const FilterByCommission: Story = {
  beforeEach({ msw }) {
    msw.use(produtos.list(listing(PRODUTOS)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Comissão/ }));
    await userEvent.click(await within(await findPopup('listbox')).findByRole('option', { name: 'Sem comissão' }));
    await waitFor(() => expect(asked.at(-1)?.get('hab_comissao')).toBe('0'));
    await expect(await canvas.findByText('1–3 de 3')).toBeVisible();
    await expect(within(await table(canvasElement)).queryByRole('row', { name: /Método Reconquista/ })).toBeNull();
  },
};

/** Filters that match nothing say so, with the way back to every product. */
export const NoResults: Story = {
  parameters: { route: { ...ROUTE, path: '/aurora/configuracoes/produtos?status=0&hab_comissao=1' } },
  beforeEach({ msw }) {
    msw.use(produtos.list(listing(PRODUTOS)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum produto com estes filtros.')).toBeVisible();
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Limpar filtros' }))[0]!);
    await expect(await canvas.findByText('1–6 de 6')).toBeVisible();
  },
};

/** No product yet: what products are for, and the button to add the first. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(produtos.list.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum produto cadastrado')).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: 'Novo produto' })).toHaveLength(2);
  },
};

/** "Novo produto" opens the product form on its own page. */
export const Create: Story = {
  beforeEach({ msw }) {
    msw.use(produtos.list(listing(PRODUTOS)));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Novo produto' }));
    await expectLeftFor(canvasElement, '/aurora/configuracoes/produtos/criar');
  },
};

/** Deleting asks first, saying the product's links go with it. */
export const Delete: Story = {
  beforeEach({ msw }) {
    let rows = [buildProduto({ id: 2 }), buildProduto({ id: 4 })];
    msw.use(
      produtos.list(() => rows),
      produtos.remove(() => {
        rows = rows.filter((row) => row.id !== 2);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const row = await within(await table(canvasElement)).findByRole('row', { name: /Mentoria Vendas 360/ });
    await userEvent.click(await within(row).findByRole('button', { name: 'Excluir Mentoria Vendas 360' }));
    const dialog = await findDialog('Excluir produto');
    await expect(await within(dialog).findByText(/com os links de venda dele \(2\)/)).toBeVisible();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Excluir' }));
    await findToast('O produto “Mentoria Vendas 360” foi excluído.');
    await waitFor(() => expect(within(canvasElement).queryByRole('row', { name: /Mentoria Vendas 360/ })).toBeNull());
  },
};

/** A role that may only see the products: no button that writes. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['configuracao', 'configuracao_produto']), produtos.list(listing(PRODUTOS)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(await table(canvasElement)).findByRole('row', { name: /Método Reconquista/ });
    await expect(canvas.queryByRole('button', { name: 'Novo produto' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Editar|Excluir/ })).toBeNull();
  },
};

const states = screenStates(produtos.list, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Produtos' },
  error: { alert: 'Erro interno do servidor.', retry: 'Tentar novamente' },
  forbidden: { handlers: () => limitedUser(['configuracao']) },
});
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
/** A role without `configuracao_produto` is turned away by the route. */
export const Forbidden: Story = states.Forbidden;
/** The route let the person in, the server refused the list. */
export const ForbiddenByServer: Story = states.ForbiddenByServer;
export const Dark: Story = darkStory('Produtos', Loaded);
