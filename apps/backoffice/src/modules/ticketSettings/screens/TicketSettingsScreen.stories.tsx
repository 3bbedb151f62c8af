import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { limitedUser } from '../stories/storySupport';
import TicketSettingsScreen from './TicketSettingsScreen';
import { darkStory, screenStates } from '#storybook/screenStates';

const meta = {
  title: 'Settings / Tickets / Overview',
  component: TicketSettingsScreen,
  parameters: { layout: 'fullscreen', route: { id: 'configuracoes-tickets', path: '/aurora/configuracoes/tickets' }, ...IN_COMPANY },
} satisfies Meta<typeof TicketSettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator reaches all five lists; the side menu shows the page under Configurações › Tickets. */
export const AllSections: Story = {
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Configurações de tickets' })).toBeVisible();
    const links = await canvas.findAllByRole('link', { name: /Cadastrar ou alterar/ });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/aurora/configuracoes/origens',
      '/aurora/configuracoes/tipo-de-duvida',
      '/aurora/configuracoes/motivo-de-perda',
      '/aurora/configuracoes/status-de-finalizacao',
      '/aurora/configuracoes/mensagem-padrao',
    ]);
    await expect(await canvas.findByRole('link', { name: /Status de finalização/ })).toBeVisible();
  },
};

/** Following a link opens that list. */
export const OpensAList: Story = {
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /Motivos de perda/ }));
    await expectLeftFor(canvasElement, '/aurora/configuracoes/motivo-de-perda');
  },
};

/** Each link shows only with its own permission. */
export const PermissionLimited: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['configuracao', 'configuracao_origem', 'configuracao_mensagem']));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Origens/ })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /Mensagens padrão/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Tipos de dúvida/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Motivos de perda/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Status de finalização/ })).toBeNull();
  },
};

/** The page itself is allowed, none of the lists is: the person is told why there is nothing to open. */
export const NothingAllowed: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['configuracao']));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma configuração de tickets disponível para você')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Cadastrar ou alterar/ })).toBeNull();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Configurações de tickets', AllSections);

/**
 * The page lists no data of its own: it waits for the company's session (the permissions and roles have answered,
 * the user has not), a failure of it opens the error page, and without `configuracao` the page is refused.
 */
const states = screenStates(mockHandlers.session.me, {
  others: () => companySessionHandlers().slice(1),
  loading: 'Carregando…',
  error: { leavesFor: '/500' },
  forbidden: { handlers: () => limitedUser(['ticket']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
