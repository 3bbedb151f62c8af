import type { Conquista, PermissionName } from '@retoma/api-client';
import type { ConquistaInput } from '@retoma/api-client/schemas';
import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { darkStory, screenStates } from '#storybook/screenStates';
import AchievementFormScreen from './AchievementFormScreen';
import { badgeFile, FULL, GOLD, LIMIT_MESSAGE, MASTER, PRODUCTS, ROOM } from './achievementStoryData';

const conquistas = mockHandlers.conquistas;
const CREATE_ROUTE = { id: 'conquistas-nova', path: '/aurora/configuracoes/conquistas/nova' };
const EDIT_ROUTE = { id: 'conquistas-editar', path: '/aurora/configuracoes/conquistas/editar/2' };
const LIST_PAGE = '/aurora/configuracoes/conquistas';
const toasts = () => within(document.body);
/** The badge's file input, once the form is on screen. */
const badgeInput = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('button', { name: /Escolher imagem/ });
  return canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
};

/** What the form sent, for the stories to check. */
const sent = fn<(body: ConquistaInput) => void>();
const saving =
  (answer: Conquista) =>
  async ({ request }: { request: Request }) => {
    sent((await request.json()) as ConquistaInput);
    return answer;
  };

const meta = {
  title: 'Settings / Achievement form',
  component: AchievementFormScreen,
  parameters: { layout: 'fullscreen', route: CREATE_ROUTE, ...IN_COMPANY },
  beforeEach({ msw }) {
    sent.mockClear();
    // The plan's room before the record: `conquistas/:id` would answer `conquistas/limite` too.
    msw.use(...companySessionHandlers(), mockHandlers.selects.produtos(PRODUCTS), conquistas.limite(ROOM));
  },
} satisfies Meta<typeof AchievementFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new achievement counts every product's sales, pays the agent a sum, is active, and reads its rule as it is filled. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nova conquista' })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: /De qualquer produto/ })).toBeChecked();
    await expect(await canvas.findByRole('radio', { name: /Atendente/ })).toBeChecked();
    await expect(await canvas.findByRole('radio', { name: 'Valor (R$)' })).toBeChecked();
    await expect(await canvas.findByRole('checkbox', { name: /Conquista ativa/ })).toBeChecked();
    await expect(
      await canvas.findByText(
        'Ao recuperar … vendas de qualquer produto nos próprios atendimentos, o atendente ganha … a mais em cada comissão.',
      ),
    ).toBeVisible();
    await expect(await canvas.findByText('Sem selo')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Excluir conquista' })).toBeNull();
  },
};

/** Filled and saved: the rule in words follows each choice, the badge is previewed, the API gets it, back to the list. */
export const CreateSaved: Story = {
  beforeEach({ msw }) {
    msw.use(conquistas.create(saving({ ...MASTER, id: 9, nome: 'Rei do chocolate' })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /De um produto/ }));
    await userEvent.click(await canvas.findByRole('button', { name: /Produto/ }));
    await userEvent.click(await toasts().findByRole('option', { name: 'Workshop Chocolate Gourmet' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /Nome da conquista/ }), 'Rei do chocolate');
    await userEvent.click(await canvas.findByRole('radio', { name: /Responsável/ }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Percentual (%)' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /Aumento percentual/ }), '5');
    await userEvent.type(await canvas.findByRole('textbox', { name: /Número de vendas/ }), '20');
    await userEvent.tab();
    await expect(
      await canvas.findByText(
        'Ao somar 20 vendas de Workshop Chocolate Gourmet nos tickets sob sua responsabilidade, o responsável ganha 5% a mais em cada comissão.',
      ),
    ).toBeVisible();
    await userEvent.upload(await badgeInput(canvasElement), badgeFile('selo.png'));
    await expect(await canvas.findByRole('img', { name: 'Pré-visualização de selo.png' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await toasts().findByText('A conquista foi criada.')).toBeVisible();
    await expectLeftFor(canvasElement, LIST_PAGE);
    await expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({
        global: false,
        produto_id: 5,
        nome: 'Rei do chocolate',
        perfil: 'responsavel',
        tipo: 'percentual',
        porcentagem: 5,
        valor: null,
        quantidade: 20,
        ativo: true,
        imagem: expect.stringMatching(/^data:image\/png;base64,/),
      }),
    );
  },
};

/** The form's own check, before anything is sent: each message on its field. */
export const ClientValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /De um produto/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    const name = await canvas.findByRole('textbox', { name: /Nome da conquista/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Informe o nome da conquista\./));
    await expect(await canvas.findByText('Selecione o produto da conquista.')).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Aumento em reais/ })).toHaveAccessibleDescription(
      /Informe o aumento em reais\./,
    );
    await expect(await canvas.findByRole('textbox', { name: /Número de vendas/ })).toHaveAccessibleDescription(
      /Informe o número de vendas \(de 1 a 100\.000\)\./,
    );
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** The server's messages land on their fields; everything typed stays. */
export const ServerValidation: Story = {
  beforeEach({ msw }) {
    msw.use(
      conquistas.create.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { nome: ['Já existe uma conquista com este nome.'], quantidade: ['Informe o número de vendas (de 1 a 100.000).'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Nome da conquista/ });
    await userEvent.type(name, 'Primeiras 10 recuperações');
    await userEvent.type(await canvas.findByRole('textbox', { name: /Aumento em reais/ }), '2500');
    const quantity = await canvas.findByRole('textbox', { name: /Número de vendas/ });
    await userEvent.type(quantity, '10');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Já existe uma conquista com este nome\./));
    await expect(quantity).toHaveAccessibleDescription(/Informe o número de vendas/);
    await expect(name).toHaveValue('Primeiras 10 recuperações');
    await expect(quantity).toHaveValue('10');
    await expect(await canvas.findByRole('textbox', { name: /Aumento em reais/ })).toHaveValue('25,00');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Os dados informados são inválidos.');
  },
};

/** A badge over 1 MB is refused on its field as soon as it is chosen. */
export const BadgeTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await badgeInput(canvasElement), badgeFile('selo-grande.png', { padding: 1024 * 1024 }));
    await expect(await canvas.findByText('O selo pode ter no máximo 1 MB.')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('O selo pode ter no máximo 1 MB.')).toBeVisible();
    // The person lands on the field to fix.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Escolher imagem/ })).toHaveFocus());
    await expect(sent).not.toHaveBeenCalled();
  },
};

/**
 * A file named and typed as PNG that is not one (the server checks the bytes, and so does the form): refused on
 * the badge's field, nothing else typed lost.
 */
export const BadgeRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Nome da conquista/ });
    await userEvent.type(name, 'Selo falso');
    await userEvent.type(await canvas.findByRole('textbox', { name: /Aumento em reais/ }), '1000');
    await userEvent.type(await canvas.findByRole('textbox', { name: /Número de vendas/ }), '5');
    await userEvent.upload(await badgeInput(canvasElement), badgeFile('selo.png', { bytes: '<svg onload="alert(1)"/>' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Envie o selo em PNG, JPEG ou WebP.')).toBeVisible();
    await expect(name).toHaveValue('Selo falso');
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** The server refuses the badge (its own check of the bytes): the message lands on the badge's field. */
export const BadgeRefusedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      conquistas.create.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { imagem: ['Envie o selo em PNG, JPEG ou WebP.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Nome da conquista/ }), 'Cem vendas');
    await userEvent.type(await canvas.findByRole('textbox', { name: /Aumento em reais/ }), '1000');
    await userEvent.type(await canvas.findByRole('textbox', { name: /Número de vendas/ }), '100');
    await userEvent.upload(await badgeInput(canvasElement), badgeFile('selo.png'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Escolher imagem/ })).toHaveAccessibleDescription(/Envie o selo em PNG, JPEG ou WebP\./),
    );
    await expect(await canvas.findByRole('img', { name: 'Pré-visualização de selo.png' })).toBeVisible();
  },
};

/** A product achievement in a company without products: the list says so instead of opening empty. */
export const NoProducts: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.selects.produtos([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /De um produto/ }));
    await expect(await canvas.findByRole('button', { name: /Produto/ })).toHaveTextContent('Nenhum produto cadastrado');
  },
};

/** Every slot of the plan in use: the form warns, and the server's refusal lands on the active flag. */
export const LimitReached: Story = {
  beforeEach({ msw }) {
    msw.use(
      conquistas.limite(FULL),
      conquistas.create.error(422, { message: 'Os dados informados são inválidos.', errors: { ativo: [LIMIT_MESSAGE] } }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('O seu plano já tem 2 conquistas ativas: salve esta como inativa, ou desative outra antes de ativá-la.'),
    ).toBeVisible();
    await userEvent.type(await canvas.findByRole('textbox', { name: /Nome da conquista/ }), 'Cem vendas');
    await userEvent.type(await canvas.findByRole('textbox', { name: /Aumento em reais/ }), '1000');
    await userEvent.type(await canvas.findByRole('textbox', { name: /Número de vendas/ }), '100');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    const active = await canvas.findByRole('checkbox', { name: /Conquista ativa/ });
    await waitFor(() => expect(active).toHaveAccessibleDescription(new RegExp(LIMIT_MESSAGE.replace('.', '\\.'))));
  },
};

/** Cancelling goes back to the list without saving. */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Cancelar' }));
    await expectLeftFor(canvasElement, LIST_PAGE);
  },
};

/** A product achievement opens with its values, its rule in words and its current badge. */
export const Edit: Story = {
  parameters: { route: EDIT_ROUTE },
  beforeEach({ msw }) {
    msw.use(conquistas.get(MASTER));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Editar conquista' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Nome da conquista/ })).toHaveValue('Mestre confeiteiro');
    await expect(await canvas.findByRole('radio', { name: /De um produto/ })).toBeChecked();
    await expect(await canvas.findByRole('radio', { name: 'Percentual (%)' })).toBeChecked();
    await expect(
      await canvas.findByText(
        'Ao recuperar 30 vendas de Curso de Confeitaria Profissional nos próprios atendimentos, o atendente ganha 2,5% a mais em cada comissão.',
      ),
    ).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Selo de Mestre confeiteiro' })).toBeVisible();
    await expect(await canvas.findByText('Selo atual')).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: 'Remover o selo atual' })).not.toBeChecked();
    await expect(await canvas.findByRole('button', { name: 'Excluir conquista' })).toBeVisible();
  },
};

/** Saving a change keeps the badge (not sent again): a toast, and back to the list. */
export const EditSaved: Story = {
  parameters: { route: EDIT_ROUTE },
  beforeEach({ msw }) {
    msw.use(conquistas.get(MASTER), conquistas.update(saving({ ...MASTER, quantidade: 40 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = await canvas.findByRole('textbox', { name: /Número de vendas/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '40');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await toasts().findByText('A conquista foi atualizada.')).toBeVisible();
    await expectLeftFor(canvasElement, LIST_PAGE);
    await expect(sent).toHaveBeenCalledWith(expect.objectContaining({ quantidade: 40, produto_id: 4, porcentagem: 2.5 }));
    await expect(sent.mock.calls[0]![0]).not.toHaveProperty('imagem');
  },
};

/** An inactive achievement says so above the form: nobody reaches it until it is switched on. */
export const Inactive: Story = {
  parameters: { route: { id: 'conquistas-editar', path: '/aurora/configuracoes/conquistas/editar/3' } },
  beforeEach({ msw }) {
    msw.use(conquistas.get(GOLD));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Conquista inativa')).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: /Conquista ativa/ })).not.toBeChecked();
    await expect(await canvas.findByRole('radio', { name: /Responsável/ })).toBeChecked();
  },
};

/** Deleting from the edit page asks first, then goes back to the list. */
export const Delete: Story = {
  parameters: { route: EDIT_ROUTE },
  beforeEach({ msw }) {
    msw.use(conquistas.get(MASTER), conquistas.remove(), conquistas.list([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir conquista' }));
    const question = await toasts().findByRole('alertdialog', { name: 'Excluir conquista' });
    await expect(question).toHaveTextContent('Deseja excluir a conquista “Mestre confeiteiro”?');
    await userEvent.click(await within(question).findByRole('button', { name: 'Excluir' }));
    await expect(await toasts().findByText('A conquista “Mestre confeiteiro” foi excluída.')).toBeVisible();
    await expectLeftFor(canvasElement, LIST_PAGE);
  },
};

/** An achievement that does not exist (deleted, or a wrong address) says so, with the way back. */
export const NotFound: Story = {
  parameters: { route: EDIT_ROUTE },
  beforeEach({ msw }) {
    msw.use(conquistas.get.error(404, { error: 'not_found', message: 'Conquista não encontrada.' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Conquista não encontrada')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Voltar às conquistas' }));
    await expectLeftFor(canvasElement, LIST_PAGE);
  },
};

const roleWith = (permissions: readonly PermissionName[]) =>
  companySessionHandlers({ user: { role_name: 'Atendente' }, grants: { Atendente: permissions } });

/** The achievement never answers or fails; a role without `configuracao_conquista_editar` is turned away. */
const states = screenStates(conquistas.get, {
  parameters: { route: EDIT_ROUTE },
  loading: 'Carregando a conquista…',
  error: { alert: ['Não foi possível carregar a conquista.', 'Erro interno do servidor.'], retry: 'Tentar novamente' },
  forbidden: { handlers: () => roleWith(['configuracao', 'configuracao_conquista', 'configuracao_conquista_incluir']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Editar conquista', Edit);
