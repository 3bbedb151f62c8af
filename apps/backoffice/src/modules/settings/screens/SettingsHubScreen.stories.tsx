import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser } from '../stories/storySupport';
import SettingsHubScreen from './SettingsHubScreen';

const meta = {
  title: 'Settings / General',
  component: SettingsHubScreen,
  parameters: { layout: 'fullscreen', route: { id: 'configuracoes-geral', path: '/aurora/configuracoes/geral' }, ...IN_COMPANY },
} satisfies Meta<typeof SettingsHubScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator sees every setting, as cards grouped by subject; the side menu shows the page under Configurações › Geral. */
export const AllSettings: Story = {
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Configurações gerais' })).toBeVisible();
    const company = await canvas.findByRole('region', { name: 'Empresa e plano' });
    const links = await within(company).findAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/aurora/configuracoes/empresa',
      '/aurora/configuracoes/meu-plano',
    ]);
    await expect(await within(company).findByRole('link', { name: /Meu plano.*consumo deste mês/ })).toBeVisible();
    const hrefs = async (region: string) =>
      (await within(await canvas.findByRole('region', { name: region })).findAllByRole('link')).map((link) => link.getAttribute('href'));
    await expect(await hrefs('Vendas')).toEqual([
      '/aurora/configuracoes/contas',
      '/aurora/configuracoes/produtos',
      '/aurora/configuracoes/links',
    ]);
    await expect(await hrefs('Equipe')).toEqual([
      '/aurora/configuracoes/usuarios/list',
      '/aurora/configuracoes/funcoes',
      '/aurora/configuracoes/conquistas',
      '/aurora/configuracoes/auditoria',
    ]);
    await expect(await hrefs('Atendimento')).toEqual(['/aurora/configuracoes/tickets', '/aurora/configuracoes/notificacoes']);
  },
};

/** A card opens its page. */
export const OpensASetting: Story = {
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /Dados da empresa/ }));
    await expectLeftFor(canvasElement, '/aurora/configuracoes/empresa');
  },
};

/** Each card shows only with its own permission, and a subject without cards is left out. */
export const FewPermissions: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['configuracao', 'configuracao_produto', 'configuracao_link']));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Configurações de tickets/ })).toBeVisible();
    const sales = await canvas.findByRole('region', { name: 'Vendas' });
    await expect((await within(sales).findAllByRole('link')).map((link) => link.getAttribute('href'))).toEqual([
      '/aurora/configuracoes/produtos',
      '/aurora/configuracoes/links',
    ]);
    await expect(canvas.queryByRole('region', { name: 'Empresa e plano' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Equipe' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Meu plano/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Dados da empresa/ })).toBeNull();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Configurações gerais', AllSettings);

/**
 * The page lists no data of its own: it waits for the company's session, a failure of it opens the error page, and
 * without `configuracao` the page is refused.
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
