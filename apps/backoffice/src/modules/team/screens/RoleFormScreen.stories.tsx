import type { RoleDetail } from '@retoma/api-client';
import { buildProductOptions, buildRoleDetail, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { darkStory, screenStates } from '#storybook/screenStates';
import { TEAM_MANAGER, limitedUser } from '../stories/teamStories';
import RoleFormScreen from './RoleFormScreen';
import { findToast } from '#storybook/queries';

const identity = mockHandlers.identity;
const AGENT_ROLE = buildRoleDetail({ id: 3, nome: 'Atendente' });
const CREATE_ROUTE = { id: 'funcoes-criar', path: '/aurora/configuracoes/funcoes/criar' };
const editRoute = (id: number) => ({ id: 'funcoes-editar', path: `/aurora/configuracoes/funcoes/editar/${id}` });

const meta = {
  title: 'Settings / Users / Role',
  component: RoleFormScreen,
  parameters: { layout: 'fullscreen', route: editRoute(AGENT_ROLE.id), ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), mockHandlers.selects.produtos(buildProductOptions()));
  },
} satisfies Meta<typeof RoleFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a module of the matrix (closed modules draw no boxes). */
async function openModule(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await within(canvasElement).findByText(name, { selector: 'summary strong' }));
  return within(canvasElement).findByRole('group', { name });
}

/** The agenda's box, in the Tickets module (opened when it is not yet). */
async function agendaBox(canvasElement: HTMLElement) {
  const open = within(canvasElement).queryByRole('group', { name: 'Tickets' });
  const tickets = open ?? (await openModule(canvasElement, 'Tickets'));
  return within(tickets).findByRole('checkbox', { name: /Usar a agenda de retornos\./ });
}

/** Atendente's permissions by module, each module with how many it holds and, opened, each permission described. */
export const EditAgent: Story = {
  beforeEach({ msw }) {
    msw.use(identity.role(AGENT_ROLE));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Editar função' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Nome da função/ })).toHaveValue('Atendente');
    await expect(await canvas.findByText('5 de 11')).toBeVisible();
    await expect(await agendaBox(canvasElement)).toBeChecked();
    const settings = await openModule(canvasElement, 'Configurações');
    await expect(await within(settings).findByRole('checkbox', { name: /Ler o histórico de alterações/ })).not.toBeChecked();
  },
};

/** Taking a permission away and saving sends the role without it. */
export const RemovePermissionAndSave: Story = {
  beforeEach({ msw }) {
    msw.use(
      identity.role(AGENT_ROLE),
      identity.updateRole(async ({ request }) => {
        const body = (await request.json()) as { permissions: RoleDetail['permissions'] };
        return { ...AGENT_ROLE, permissions: body.permissions };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const agenda = await agendaBox(canvasElement);
    await userEvent.click(agenda);
    await expect(agenda).not.toBeChecked();
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await findToast('A função “Atendente” foi atualizada.');
    await expectLeftFor(canvasElement, '/aurora/configuracoes/funcoes');
  },
};

/** A module's box ticks all of it at once, and shows "some" when part of it is ticked. */
export const GroupToggle: Story = {
  beforeEach({ msw }) {
    msw.use(identity.role(AGENT_ROLE));
  },
  play: async ({ canvasElement }) => {
    const reports = await openModule(canvasElement, 'Relatórios');
    const all = await within(reports).findByRole('checkbox', { name: 'Todas as permissões de Relatórios' });
    await userEvent.click(all);
    await expect(await within(reports).findByRole('checkbox', { name: /Ver os relatórios\./ })).toBeChecked();
    const tickets = await openModule(canvasElement, 'Tickets');
    await expect(await within(tickets).findByRole('checkbox', { name: 'Todas as permissões de Tickets' })).toBePartiallyChecked();
  },
};

/** A new role: nothing ticked; restricting products lists the company's products. */
export const Create: Story = {
  parameters: { route: CREATE_ROUTE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nova função' })).toBeVisible();
    await expect(await agendaBox(canvasElement)).not.toBeChecked();
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Permitir todos os produtos/ }));
    const products = await canvas.findByRole('region', { name: 'Produtos permitidos' });
    await expect((await within(products).findAllByRole('checkbox')).length).toBeGreaterThan(0);
  },
};

/** A name already taken: the server's message on the name, the ticks kept. */
export const ServerValidation: Story = {
  parameters: { route: CREATE_ROUTE },
  beforeEach({ msw }) {
    msw.use(
      identity.createRole.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { nome: ['Já existe uma função com este nome.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Nome da função/ });
    await userEvent.type(name, 'editor');
    await userEvent.click(await agendaBox(canvasElement));
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Já existe uma função com este nome\./));
    await expect(name).toHaveValue('editor');
    await expect(await canvas.findByRole('checkbox', { name: /Usar a agenda de retornos\./ })).toBeChecked();
  },
};

/** Administrador is shown for what it is: every permission, unchangeable. */
export const AdministratorLocked: Story = {
  parameters: { route: editRoute(1) },
  beforeEach({ msw }) {
    msw.use(identity.role(buildRoleDetail({ id: 1, nome: 'Administrador', editable: false, company_id: null, permissions: [] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('A função Administrador não pode ser alterada')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(await canvas.findByRole('button', { name: 'Voltar às funções' })).toBeVisible();
  },
};

/** Someone who is not an administrator sees the role read-only. */
export const NotAdministrator: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(TEAM_MANAGER), identity.role(AGENT_ROLE));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Somente um administrador pode alterar funções/)).toBeVisible();
    await expect(await agendaBox(canvasElement)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Salvar' })).toBeNull();
  },
};

/** A role that no longer exists says so, with the way back. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(identity.role.error(404));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Função não encontrada')).toBeVisible();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Editar função', {
  beforeEach({ msw }) {
    msw.use(identity.role(AGENT_ROLE));
  },
});

const states = screenStates(identity.role, {
  loading: 'Carregando a função…',
  error: { alert: ['Não foi possível carregar a função.', 'Erro interno do servidor.'], retry: 'Tentar novamente' },
  forbidden: { handlers: () => limitedUser(['configuracao', 'configuracao_funcao']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
