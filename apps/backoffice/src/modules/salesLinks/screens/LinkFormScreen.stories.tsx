import type { LinkInput } from '@retoma/api-client/schemas';
import { buildLink, mockHandlers, validationError } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser, linkScreenBase } from '../stories/linkStories';
import LinkFormScreen from './LinkFormScreen';

const CREATE = { id: 'links-produto-criar', path: '/aurora/configuracoes/links/produto/1/criar' };
const EDIT = { id: 'links-produto-editar', path: '/aurora/configuracoes/links/produto/1/editar/1' };
const LINK = buildLink({ id: 1, produto_id: 1, identidade: 'RECONQ', descricao: 'Oferta principal', codigo_oferta: 'rec497', split: 12 });

const meta = {
  title: 'Settings / Sales links / Form',
  component: LinkFormScreen,
  parameters: { layout: 'fullscreen', route: CREATE, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...linkScreenBase());
  },
} satisfies Meta<typeof LinkFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the story's server received. */
let sent: LinkInput[] = [];

/** A new link: description, code and offer typed, installments chosen; saved, back to the product's links. */
export const Create: Story = {
  beforeEach({ msw }) {
    sent = [];
    msw.use(
      mockHandlers.links.create(async ({ request }) => {
        const body = (await request.json()) as LinkInput;
        sent.push(body);
        return buildLink({ id: 9, produto_id: 1, descricao: body.descricao, identidade: 'NATAL24' });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Novo link de venda' })).toBeVisible();
    await userEvent.type(await canvas.findByRole('textbox', { name: /Descrição/ }), 'Natal 2024');
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Código do link' }), 'natal24');
    await expect(await canvas.findByText(/Nas mensagens: \[LINK_NATAL24\]/)).toBeVisible();
    await userEvent.type(await canvas.findByRole('textbox', { name: /Código da oferta/ }), 'nat97');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Boleto bancário' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await findToast('O link foi criado.');
    await expectLeftFor(canvasElement, '/aurora/configuracoes/links/produto/1');
    await expect(sent[0]).toMatchObject({
      produto_id: 1,
      descricao: 'Natal 2024',
      identidade: 'NATAL24',
      codigo_oferta: 'nat97',
      boleto: true,
    });
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Novo link de venda');

/** Required fields are named before anything is sent. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Informe a descrição do link.')).toBeVisible();
    await expect(await canvas.findByText('Informe o código da oferta (letras, números, - ou _).')).toBeVisible();
  },
};

/** A code another link already has: the server's message on the field, and what was typed stays. */
export const DuplicateIdentity: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/:identity/links', () =>
        validationError({ identidade: ['O código NATAL24 já é de outro link desta empresa. Escolha outro.'] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Descrição/ }), 'Natal 2024');
    const code = await canvas.findByRole('textbox', { name: 'Código do link' });
    await userEvent.type(code, 'NATAL24');
    await userEvent.type(await canvas.findByRole('textbox', { name: /Código da oferta/ }), 'nat97');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('O código NATAL24 já é de outro link desta empresa. Escolha outro.')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveFocus();
    await expect(await canvas.findByRole('textbox', { name: /Descrição/ })).toHaveValue('Natal 2024');
  },
};

/** A link's page: its values in the form; saved, back to the product's links. */
export const Edit: Story = {
  parameters: { route: EDIT },
  beforeEach({ msw }) {
    sent = [];
    msw.use(
      mockHandlers.links.get(LINK),
      mockHandlers.links.update(async ({ request }) => {
        const body = (await request.json()) as LinkInput;
        sent.push(body);
        return { ...LINK, descricao: body.descricao };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Editar link de venda' })).toBeVisible();
    const descricao = await canvas.findByRole('textbox', { name: /Descrição/ });
    await expect(descricao).toHaveValue('Oferta principal');
    await expect(await canvas.findByRole('textbox', { name: 'Código do link' })).toHaveValue('RECONQ');
    await userEvent.clear(descricao);
    await userEvent.type(descricao, 'Oferta de Natal');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await findToast('O link foi atualizado.');
    await expectLeftFor(canvasElement, '/aurora/configuracoes/links/produto/1');
    await expect(sent[0]).toMatchObject({ descricao: 'Oferta de Natal', identidade: 'RECONQ', split: 12 });
  },
};

/** A link of another product (or none) is not edited from this product's address. */
export const NotFound: Story = {
  parameters: { route: { id: 'links-produto-editar', path: '/aurora/configuracoes/links/produto/2/editar/1' } },
  beforeEach({ msw }) {
    msw.use(mockHandlers.links.get(LINK));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Link não encontrado')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Voltar aos links do produto' }));
    await expectLeftFor(canvasElement, '/aurora/configuracoes/links/produto/2');
  },
};

/** Loading and failing to load the link being edited; a role that may not edit links is turned away. */
const states = screenStates(mockHandlers.links.get, {
  parameters: { route: EDIT },
  loading: 'Carregando o link…',
  error: { alert: ['Não foi possível carregar o link.', 'Serviço indisponível.'], retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível.' },
  forbidden: { handlers: () => limitedUser(['configuracao_link']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
