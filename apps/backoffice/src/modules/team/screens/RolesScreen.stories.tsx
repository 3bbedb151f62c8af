import { buildRoles, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { darkStory } from '#storybook/screenStates';
import { TEAM_MANAGER, limitedUser } from '../stories/teamStories';
import RolesScreen from './RolesScreen';

const identity = mockHandlers.identity;
/** The shared roles and one of the company's own, held by two people. */
const ROLES = [...buildRoles(), { id: 7, nome: 'Supervisão', company_id: 1, editable: true, full_products: false, users_count: 2 }];

const meta = {
  title: 'Settings / Users / Roles',
  component: RolesScreen,
  parameters: { layout: 'fullscreen', route: { id: 'funcoes', path: '/aurora/configuracoes/funcoes' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    // The company session's roles call is the screen's own list too (the first handler of a path answers).
    msw.use(identity.roles(ROLES), ...companySessionHandlers());
  },
} satisfies Meta<typeof RolesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Administrador holds everything and never changes; the others open to be edited; a company role can be deleted. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Funções e permissões' })).toBeVisible();
    const admin = await canvas.findByRole('row', { name: /Administrador/ });
    await expect(await within(admin).findByText('Todas as permissões, sempre')).toBeVisible();
    await expect(await within(admin).findByRole('button', { name: 'Ver Administrador' })).toBeVisible();
    await expect(within(admin).queryByRole('button', { name: /Excluir/ })).toBeNull();
    const agent = await canvas.findByRole('row', { name: /Atendente/ });
    await expect(await within(agent).findByText('Padrão do sistema')).toBeVisible();
    await expect(within(agent).queryByRole('button', { name: /Excluir/ })).toBeNull();
    const own = await canvas.findByRole('row', { name: /Supervisão/ });
    await expect(await within(own).findByRole('button', { name: 'Excluir Supervisão' })).toBeVisible();
    await expect(await canvas.findByText(/Alterar uma função padrão cria a versão da sua empresa/)).toBeVisible();
  },
};

/** A role someone holds cannot go: the server says who, and the question stays open. */
export const RoleInUse: Story = {
  beforeEach({ msw }) {
    msw.use(
      identity.deleteRole.error(409, {
        message: 'A função Supervisão está em uso por Carla Dias, Diego Martins. Troque a função dessas pessoas antes de removê-la.',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Supervisão' }));
    const question = await page.findByRole('alertdialog', { name: 'Excluir função' });
    await userEvent.click(await within(question).findByRole('button', { name: 'Excluir' }));
    await expect(await page.findByText(/está em uso por Carla Dias, Diego Martins/)).toBeVisible();
    await expect(await page.findByText('Não foi possível excluir “Supervisão”.')).toBeVisible();
  },
};

/** A free company role goes after a question. */
export const Delete: Story = {
  beforeEach({ msw }) {
    let rows = ROLES;
    msw.use(
      identity.roles(() => rows),
      identity.deleteRole(() => {
        rows = rows.filter((role) => role.id !== 7);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Supervisão' }));
    await userEvent.click(
      await within(await page.findByRole('alertdialog', { name: 'Excluir função' })).findByRole('button', { name: 'Excluir' }),
    );
    await expect(await page.findByText('A função “Supervisão” foi excluída.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Supervisão/ })).toBeNull());
  },
};

/** Someone with the roles permissions who is not an administrator reads the roles; only an administrator changes them. */
export const NotAdministrator: Story = {
  beforeEach({ msw }) {
    msw.use(identity.roles(ROLES), ...limitedUser(TEAM_MANAGER));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Somente um administrador pode criar, alterar ou excluir funções.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Ver Supervisão' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Excluir|Editar/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Nova função' })).toBeNull();
  },
};

/** "Nova função" opens the form. */
export const CreateOpensForm: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Nova função' }));
    await expectLeftFor(canvasElement, '/aurora/configuracoes/funcoes/criar');
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Funções e permissões');

/** The roles come with the company's session: while it loads the page waits, a failure opens the error page. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(identity.roles.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando…')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(identity.roles.error(500));
  },
  play: async ({ canvasElement }) => {
    await expectLeftFor(canvasElement, '/500');
  },
};

/** Without `configuracao_funcao` the page is refused. */
export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(identity.roles(ROLES), ...limitedUser(['configuracao', 'configuracao_usuario']));
  },
  play: async ({ canvasElement }) => {
    await expectLeftFor(canvasElement, '/nao-autorizado');
  },
};
