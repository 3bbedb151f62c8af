import type { ProfileInput } from '@retoma/api-client/schemas';
import { buildCurrentUser, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import ProfileScreen from './ProfileScreen';
import { darkStory, screenStates } from '#storybook/screenStates';

/** What the profile sent, for the stories to check. */
const sent = fn<(body: ProfileInput & { _method?: string }) => void>();

const meta = {
  title: 'Home / Profile',
  component: ProfileScreen,
  parameters: { layout: 'fullscreen', route: { id: 'perfil', path: '/aurora/perfil' }, ...IN_COMPANY },
  beforeEach: () => {
    sent.mockClear();
  },
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers({ user: { name: 'Ana Souza', ramal: '201', status: true } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The file's first story also waits for the dev server's first compile of the shell and the screen.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Ana Souza' })).toBeVisible();
    await expect(await canvas.findByText('201')).toBeVisible();
    await expect(await canvas.findByText('Online')).toBeVisible();
    await expect(await canvas.findByText('Loja Aurora · Administrador')).toBeVisible();
    await expect(await canvas.findByText('Casa Bela · editor')).toBeVisible();
  },
};

export const WithoutExtension: Story = {
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers({ user: { ramal: null, status: false, role_name: 'Atendente' } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sem ramal')).toBeVisible();
    await expect(await canvas.findByText('Offline')).toBeVisible();
  },
};

/** Starring the page saves the quick menu on the server and shows the shortcut in the top bar. */
export const Starred: Story = {
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), mockHandlers.identity.menuRapido({ menu_rapido: ['perfil'] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const star = await canvas.findByRole('button', { name: 'Adicionar às páginas favoritas' });
    await userEvent.click(star);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Remover das páginas favoritas' })).toHaveAttribute('aria-pressed', 'true'),
    );
    const quickMenu = await canvas.findByRole('navigation', { name: 'Páginas favoritas' });
    await expect(await within(quickMenu).findByRole('link', { name: 'Meu perfil' })).toHaveAttribute('href', '/aurora/perfil');
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Meu perfil', Loaded);

/**
 * The page waits for the company gate (the user's data in this company): it never answers, fails (the error page)
 * or is refused for this company.
 */
const states = screenStates(mockHandlers.session.me, {
  others: () => companySessionHandlers().slice(1),
  loading: 'Carregando…',
  around: async (canvasElement) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Meu perfil' })).toBeNull();
  },
  error: { leavesFor: '/500' },
  forbidden: { body: { error: 'not.access.in.company', message: 'Sem acesso.' }, leavesFor: '/company-not-authorized' },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;

export const NoPermission: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.session.me.error(403), ...companySessionHandlers().slice(1));
  },
  play: async ({ canvasElement }) => {
    await expectLeftFor(canvasElement, '/nao-autorizado');
  },
};

export const CompanyNotFound: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.session.me.companyNotFound(), ...companySessionHandlers().slice(1));
  },
  play: async ({ canvasElement }) => {
    await expectLeftFor(canvasElement, '/404-company');
  },
};

export const LoggedOut: Story = {
  parameters: { session: { token: '' } },
  play: async ({ canvasElement }) => {
    await expectLeftFor(canvasElement, '/login?redirect=%2Faurora%2Fperfil');
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Editing: name, photo and password.

/** A 16×12 PNG (purple with a yellow square), so photos look the same on every run. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAAG0lEQVR42mOItjlCEmKgr4b/Z4yxolENgy/iAPvfIuBspkqAAAAAAElFTkSuQmCC';
const PHOTO_URL = `data:image/png;base64,${PNG_BASE64}`;
const LAST_MODIFIED = Date.UTC(2026, 2, 14);
const png = (name: string, padding = 0) =>
  new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0)), new Uint8Array(padding)], name, {
    type: 'image/png',
    lastModified: LAST_MODIFIED,
  });

const form = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('form', { name: 'Editar perfil' }));
const photoInput = (canvasElement: HTMLElement) => canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
const toasts = () => within(document.body);

/** The server saves what it was sent and answers the user as it now is. */
const saves = (user: Parameters<typeof buildCurrentUser>[0] = {}) =>
  mockHandlers.identity.profile(async ({ request }) => {
    const body = (await request.json()) as ProfileInput & { _method?: string };
    sent(body);
    const avatar = body.avatar === undefined ? (user.avatar ?? null) : body.avatar === null ? null : PHOTO_URL;
    return buildCurrentUser({ ...user, name: body.name ?? user.name, avatar });
  });

async function fillPassword(f: ReturnType<typeof within>, current: string, next: string, confirmation: string) {
  if (current) await userEvent.type(await f.findByLabelText('Senha atual'), current);
  if (next) await userEvent.type(await f.findByLabelText('Nova senha'), next);
  if (confirmation) await userEvent.type(await f.findByLabelText('Repita a nova senha'), confirmation);
}

/** A new name, a new photo and a new password: saved together; the page and the top bar show them at once. */
export const EditSaved: Story = {
  beforeEach({ msw }) {
    msw.use(saves(), ...companySessionHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await form(canvasElement);
    const name = await f.findByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Paula Souza');
    await userEvent.upload(photoInput(canvasElement), png('minha-foto.png'));
    await expect(await f.findByRole('img', { name: 'Pré-visualização de minha-foto.png' })).toBeVisible();
    await fillPassword(f, 'senha-antiga-1', 'nova-senha-1', 'nova-senha-1');
    await userEvent.click(await f.findByRole('button', { name: 'Salvar alterações' }));

    await expect(await toasts().findByText('Perfil atualizado.')).toBeVisible();
    await expect(await toasts().findByText('Sua senha foi alterada e as sessões em outros dispositivos foram encerradas.')).toBeVisible();
    await expect(sent).toHaveBeenCalledOnce();
    const body = sent.mock.calls[0]![0];
    await expect(body).toMatchObject({
      _method: 'PUT',
      name: 'Ana Paula Souza',
      current_password: 'senha-antiga-1',
      password: 'nova-senha-1',
      password_confirmation: 'nova-senha-1',
    });
    await expect(body.avatar).toBe(PHOTO_URL);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Ana Paula Souza' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Ana Paula Souza' })).toBeVisible();
    // Saved: the password fields and the chosen file are cleared.
    await expect(await f.findByLabelText('Senha atual')).toHaveValue('');
    await expect(f.queryByRole('img', { name: 'Pré-visualização de minha-foto.png' })).toBeNull();
  },
};

/** Checked before sending: each problem under its field, nothing sent, nothing typed lost. */
export const ValidationErrors: Story = {
  beforeEach({ msw }) {
    msw.use(saves(), ...companySessionHandlers());
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.clear(await f.findByRole('textbox', { name: 'Nome' }));
    await fillPassword(f, '', 'curta', 'outra');
    await userEvent.click(await f.findByRole('button', { name: 'Salvar alterações' }));
    await expect(await f.findByText('Corrija os campos destacados.')).toBeVisible();
    await expect(await f.findByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription('Informe seu nome.');
    await expect(await f.findByLabelText('Senha atual')).toHaveAccessibleDescription('Informe sua senha atual para trocá-la.');
    await expect(await f.findByLabelText('Nova senha')).toHaveAccessibleDescription(/A nova senha precisa ter ao menos 8 caracteres\./);
    await expect(await f.findByLabelText('Repita a nova senha')).toHaveAccessibleDescription('As senhas não coincidem.');
    await expect(await f.findByLabelText('Nova senha')).toHaveValue('curta');
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** A photo above 1 MB is refused before it is sent. */
export const PhotoTooLarge: Story = {
  beforeEach({ msw }) {
    msw.use(saves(), ...companySessionHandlers());
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.upload(photoInput(canvasElement), png('foto-grande.png', 1024 * 1024));
    await userEvent.click(await f.findByRole('button', { name: 'Salvar alterações' }));
    await expect(await f.findByText('Escolha uma imagem de até 1 MB.')).toBeVisible();
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** The server refuses fields: its messages on them, what was typed kept. */
export const ServerValidationErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.identity.profile.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { name: ['Use no máximo 120 caracteres.'], avatar: ['Envie uma foto em PNG, JPEG ou WebP.'] },
      }),
      ...companySessionHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    const name = await f.findByRole('textbox', { name: 'Nome' });
    await userEvent.type(name, ' Pereira');
    await userEvent.upload(photoInput(canvasElement), png('foto.png'));
    await userEvent.click(await f.findByRole('button', { name: 'Salvar alterações' }));
    await expect(await f.findByText('Os dados informados são inválidos.')).toBeVisible();
    await expect(name).toHaveAccessibleDescription('Use no máximo 120 caracteres.');
    await expect(await f.findByText('Envie uma foto em PNG, JPEG ou WebP.')).toBeVisible();
    await expect(name).toHaveValue('Ana Souza Pereira');
  },
};

/** A wrong current password: said on that field; the new password stays typed. */
export const WrongCurrentPassword: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.identity.profile.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { current_password: ['A senha atual não confere.'] },
      }),
      ...companySessionHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await fillPassword(f, 'errada', 'nova-senha-1', 'nova-senha-1');
    await userEvent.click(await f.findByRole('button', { name: 'Salvar alterações' }));
    await expect(await f.findByText('A senha atual não confere.')).toBeVisible();
    await expect(await f.findByLabelText('Senha atual')).toHaveAccessibleDescription('A senha atual não confere.');
    await expect(await f.findByLabelText('Nova senha')).toHaveValue('nova-senha-1');
  },
};

/** Any other failure: a notice with the server's message (it stays 8.8 s); nothing typed is lost. */
export const FailureNotice: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.identity.profile.error(500), ...companySessionHandlers());
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    const name = await f.findByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Paula');
    await userEvent.click(await f.findByRole('button', { name: 'Salvar alterações' }));
    await expect(await toasts().findByText('Não foi possível salvar o perfil.')).toBeVisible();
    await expect(await toasts().findByText('Erro interno do servidor.')).toBeVisible();
    await expect(name).toHaveValue('Ana Paula');
  },
};

/** With a photo: it can be removed; the initials come back. */
export const RemovePhoto: Story = {
  beforeEach({ msw }) {
    msw.use(saves({ avatar: PHOTO_URL }), ...companySessionHandlers({ user: { avatar: PHOTO_URL } }));
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.click(await f.findByRole('checkbox', { name: 'Remover a foto atual' }));
    await userEvent.click(await f.findByRole('button', { name: 'Salvar alterações' }));
    await expect(await toasts().findByText('Perfil atualizado.')).toBeVisible();
    await expect(sent.mock.calls[0]![0]).toMatchObject({ name: 'Ana Souza', avatar: null });
    await waitFor(() => expect(f.queryByRole('checkbox', { name: 'Remover a foto atual' })).toBeNull());
  },
};
