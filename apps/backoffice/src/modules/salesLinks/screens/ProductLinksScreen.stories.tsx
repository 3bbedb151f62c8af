import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser, linkScreenBase, linksOf, STORY_LINKS } from '../stories/linkStories';
import ProductLinksScreen from './ProductLinksScreen';

const meta = {
  title: 'Settings / Sales links / Product',
  component: ProductLinksScreen,
  parameters: { layout: 'fullscreen', route: { id: 'links-produto', path: '/aurora/configuracoes/links/produto/1' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...linkScreenBase());
  },
} satisfies Meta<typeof ProductLinksScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const withLinks: Story['beforeEach'] = ({ msw }) => {
  msw.use(mockHandlers.links.list(linksOf(STORY_LINKS)));
};

/** One product's offers, under its name; no product column, and "Incluir link" for it. */
export const Loaded: Story = {
  beforeEach: withLinks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Links do produto' })).toBeVisible();
    await expect(await canvas.findByText('Método Reconquista')).toBeVisible();
    await expect(await canvas.findByRole('row', { name: /Parcelado 12x/ })).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /Link da bio/ })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Produto' })).toBeNull();
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Incluir link' }))[0]!);
    await expectLeftFor(canvasElement, '/aurora/configuracoes/links/produto/1/criar');
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Links do produto', { beforeEach: withLinks });

/** Editing a link opens its page under the product. */
export const EditOpensForm: Story = {
  beforeEach: withLinks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar Oferta principal' }));
    await expectLeftFor(canvasElement, '/aurora/configuracoes/links/produto/1/editar/1');
  },
};

/** A product without offers: the empty list offers the first one. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.links.list.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não existe registro por aqui')).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: 'Incluir link' })).toHaveLength(2);
  },
};

/** A product that is not an active one of the company. */
export const ProductNotFound: Story = {
  beforeEach: withLinks,
  parameters: { route: { id: 'links-produto', path: '/aurora/configuracoes/links/produto/999' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Produto não encontrado')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Todos os links' }));
    await expectLeftFor(canvasElement, '/aurora/configuracoes/links');
  },
};

/** May read the links but not create one. */
export const CannotCreate: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['configuracao_link']), mockHandlers.links.list(linksOf(STORY_LINKS)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Parcelado 12x/ });
    await expect(canvas.queryByRole('button', { name: 'Incluir link' })).toBeNull();
  },
};

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
