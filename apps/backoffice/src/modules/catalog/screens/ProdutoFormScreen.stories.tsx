import { buildContas, buildLink, buildProductOptions, buildProduto, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { findPopup, findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser } from '../stories/storySupport';
import ProdutoFormScreen from './ProdutoFormScreen';

const { contas, produtos } = mockHandlers.catalog;
const CREATE_ROUTE = { id: 'produtos-criar', path: '/aurora/configuracoes/produtos/criar' };
const EDIT_ROUTE = { id: 'produtos-editar', path: '/aurora/configuracoes/produtos/editar/1' };
const LIST_PAGE = '/aurora/configuracoes/produtos';
/** Método Reconquista: individual commission in percent, Planner Financeiro Digital as its upsell. */
const PRODUTO = buildProduto({ id: 1 });

/** What the create story's server received. */
let sent: unknown[] = [];

const meta = {
  title: 'Settings / Product form',
  component: ProdutoFormScreen,
  parameters: { layout: 'fullscreen', route: CREATE_ROUTE, ...IN_COMPANY },
  beforeEach({ msw }) {
    sent = [];
    msw.use(
      ...companySessionHandlers(),
      contas.list(buildContas()),
      mockHandlers.selects.produtos(buildProductOptions()),
      mockHandlers.links.list([buildLink({ id: 1, produto_id: 1 }), buildLink({ id: 2, produto_id: 1, status: 0 })]),
    );
  },
} satisfies Meta<typeof ProdutoFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).findByRole('textbox', { name });

/** Picks an option of one of the form's selects. */
async function choose(canvasElement: HTMLElement, select: RegExp, option: RegExp) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: select }));
  await userEvent.click(await within(await findPopup('listbox')).findByRole('option', { name: option }));
}

/** Puts a text in a field as a paste does (one change, not a key per letter: plays stay fast on a busy machine). */
async function paste(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

/** Fills what a product needs: name, account, platform id and price (typed as a cash register: 19790 → 197,90). */
async function fillRequired(canvasElement: HTMLElement) {
  await paste(await field(canvasElement, /Nome do produto/), 'Curso de Pães Artesanais');
  await choose(canvasElement, /Conta na plataforma/, /^Hotmart — Loja Aurora/);
  await paste(await field(canvasElement, /Código do produto na plataforma/), '1843299');
  await userEvent.type(await field(canvasElement, /^Preço/), '19790');
}

/** A new product starts active, with the palette's blue and no commission. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Novo produto' })).toBeVisible();
    await expect(await canvas.findByRole('switch', { name: 'Produto ativo' })).toBeChecked();
    await expect(await canvas.findByRole('radio', { name: 'Cor #3598DB' })).toBeChecked();
    await expect(await canvas.findByRole('switch', { name: 'Pagar comissão pelas vendas deste produto' })).not.toBeChecked();
    await expect(await canvas.findByRole('checkbox', { name: /Método Reconquista/ })).not.toBeChecked();
    await expect(canvas.queryByText('Links de venda')).toBeNull();
  },
};

/** Saved: the price goes as the exact amount typed, a toast says so, and the list comes back. */
export const CreateSaved: Story = {
  beforeEach({ msw }) {
    msw.use(
      produtos.create(async ({ request }) => {
        sent.push(await request.json());
        return buildProduto({ id: 7, nome: 'Curso de Pães Artesanais', preco: 197.9 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await fillRequired(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('radio', { name: 'Cor #E84B3C' }));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Salvar' }));
    await findToast('O produto foi criado.');
    await expectLeftFor(canvasElement, LIST_PAGE);
    await expect(sent).toEqual([
      expect.objectContaining({ nome: 'Curso de Pães Artesanais', conta_id: 1, cod_produto: '1843299', preco: 197.9, cor: '#E84B3C' }),
    ]);
  },
};

/** Nothing filled: each required field says what is missing, the price included; the first one gets the focus. */
export const PriceRequired: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Salvar' }));
    const nome = await field(canvasElement, /Nome do produto/);
    await waitFor(() => expect(nome).toHaveAccessibleDescription(/Informe o nome do produto\./));
    await expect(nome).toHaveFocus();
    await expect(await field(canvasElement, /^Preço/)).toHaveAccessibleDescription(/Informe o preço do produto\./);
    await expect(await field(canvasElement, /Código do produto/)).toHaveAccessibleDescription(
      /Informe o código do produto na plataforma\./,
    );
  },
};

/** A shared commission in reais above the price is caught on its field before anything is sent. */
export const CommissionAbovePrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Pagar comissão pelas vendas deste produto' }));
    await userEvent.click(await canvas.findByRole('radio', { name: /Partilhada/ }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Valor (R$)' }));
    const comissao = await field(canvasElement, /^Comissão/);
    await userEvent.type(comissao, '25000');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(comissao).toHaveAccessibleDescription(/A comissão não pode passar do preço do produto\./));
    await expect(comissao).toHaveValue('250,00');
  },
};

/** The platform id is already another product's: the server's message lands on that field, nothing typed is lost. */
export const DuplicateProductId: Story = {
  name: 'Duplicate Product ID',
  beforeEach({ msw }) {
    msw.use(
      produtos.create.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: {
          cod_produto: ['O código 1843299 já é do produto "Método Reconquista". Cada produto da plataforma é cadastrado uma vez.'],
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await fillRequired(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Salvar' }));
    const codigo = await field(canvasElement, /Código do produto na plataforma/);
    await waitFor(() => expect(codigo).toHaveAccessibleDescription(/já é do produto "Método Reconquista"/));
    await expect(codigo).toHaveFocus();
    await expect(codigo).toHaveValue('1843299');
    await expect(await field(canvasElement, /Nome do produto/)).toHaveValue('Curso de Pães Artesanais');
    await expect(await field(canvasElement, /^Preço/)).toHaveValue('197,90');
  },
};

/** An existing product opens with its values, its commission, its upsells and its sales links (read-only). */
export const Edit: Story = {
  parameters: { route: EDIT_ROUTE },
  beforeEach({ msw }) {
    msw.use(produtos.get(PRODUTO), produtos.update(PRODUTO));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Editar produto' })).toBeVisible();
    await expect(await field(canvasElement, /Nome do produto/)).toHaveValue('Método Reconquista');
    await expect(await field(canvasElement, /^Preço/)).toHaveValue('497,00');
    await expect(await canvas.findByRole('radio', { name: /Individual/ })).toBeChecked();
    await expect(await canvas.findByRole('radio', { name: 'Percentual (%)' })).toBeChecked();
    await expect(await canvas.findByRole('textbox', { name: /quem insere o ticket/ })).toHaveValue('5%');
    await expect(await canvas.findByRole('checkbox', { name: /Planner Financeiro Digital/ })).toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: /Método Reconquista/ })).toBeNull();
    const links = await canvas.findByRole('list', { name: 'Links de venda' });
    await expect(await within(links).findAllByRole('listitem')).toHaveLength(2);
    await expect(await within(links).findByRole('link', { name: 'Oferta principal' })).toHaveAttribute(
      'href',
      '/aurora/configuracoes/links/produto/1/editar/1',
    );
    await expect(await canvas.findByRole('link', { name: 'Gerenciar os links' })).toHaveAttribute(
      'href',
      '/aurora/configuracoes/links/produto/1',
    );
  },
};

/** A role that may edit products but not links sees the product's links as plain text. */
export const EditWithoutLinkPermission: Story = {
  parameters: { route: EDIT_ROUTE },
  beforeEach({ msw }) {
    msw.use(...limitedUser(['configuracao', 'configuracao_produto', 'configuracao_produto_editar']), produtos.get(PRODUTO));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await canvas.findByRole('list', { name: 'Links de venda' });
    await expect(await within(links).findByText('Oferta principal')).toBeVisible();
    await expect(within(links).queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Gerenciar os links' })).toBeNull();
  },
};

/** Saving a change: a toast, and back to the list. */
export const EditSaved: Story = {
  parameters: { route: EDIT_ROUTE },
  beforeEach({ msw }) {
    msw.use(produtos.get(PRODUTO), produtos.update({ ...PRODUTO, preco: 397 }));
  },
  play: async ({ canvasElement }) => {
    const preco = await field(canvasElement, /^Preço/);
    await expect(preco).toHaveValue('497,00');
    await userEvent.clear(preco);
    await userEvent.type(preco, '39700');
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Salvar' }));
    await findToast('O produto foi atualizado.');
    await expectLeftFor(canvasElement, LIST_PAGE);
  },
};

/** A product that does not exist (deleted, or a wrong address) says so, with the way back. */
export const EditNotFound: Story = {
  parameters: { route: EDIT_ROUTE },
  beforeEach({ msw }) {
    msw.use(produtos.get.error(404));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Produto não encontrado')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Voltar aos produtos' }));
    await expectLeftFor(canvasElement, LIST_PAGE);
  },
};

const states = screenStates(produtos.get, {
  parameters: { route: EDIT_ROUTE },
  loading: 'Carregando o produto…',
  error: { alert: ['Não foi possível carregar o produto.', 'Erro interno do servidor.'], retry: 'Tentar novamente' },
  forbidden: { handlers: () => limitedUser(['configuracao', 'configuracao_produto', 'configuracao_produto_incluir']) },
});
export const EditLoading: Story = states.Loading;
export const EditError: Story = states.Error;
/** Editing needs `configuracao_produto_editar`. */
export const Forbidden: Story = states.Forbidden;
/** The route let the person in, the server refused the product. */
export const ForbiddenByServer: Story = states.ForbiddenByServer;
export const Dark: Story = darkStory('Editar produto', Edit);
