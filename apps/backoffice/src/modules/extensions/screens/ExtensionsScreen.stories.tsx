import { buildExtensoes, buildZenviaConfig, mockHandlers, ZENVIA_NOT_CONFIGURED } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser } from '../stories/storySupport';
import ExtensionsScreen from './ExtensionsScreen';

const extensions = mockHandlers.extensions;

const meta = {
  title: 'Settings / Extensions',
  component: ExtensionsScreen,
  parameters: { layout: 'fullscreen', route: { id: 'extensoes', path: '/aurora/extensoes' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), extensions.list(buildExtensoes()), extensions.zenvia.get(buildZenviaConfig()));
  },
} satisfies Meta<typeof ExtensionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The SMS provider connected and on, a link to its page; the chat tool, freight marketplace and post not available yet. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Extensões' })).toBeVisible();
    const zenvia = await canvas.findByRole('link', { name: /Zenvia — SMS/ });
    await expect(zenvia).toHaveTextContent('Ativa');
    await expect(await canvas.findAllByText('Ainda não disponível')).toHaveLength(3);
    for (const name of ['Slack', 'Melhor Envio', 'Correios']) await expect(await canvas.findByText(name)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Slack/ })).toBeNull();
    await expect(await canvas.findByRole('link', { name: 'Uso de SMS por mês' })).toBeVisible();
  },
};

/** The usage report opens from the header. */
export const OpensUsage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Uso de SMS por mês' }));
    await expectLeftFor(canvasElement, '/aurora/extensoes/relatorio');
  },
};

/** Nothing connected yet: the SMS provider says so, and still opens its page. */
export const NotConfigured: Story = {
  beforeEach({ msw }) {
    msw.use(extensions.list(buildExtensoes(ZENVIA_NOT_CONFIGURED)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Zenvia — SMS/ })).toHaveTextContent('Não configurada');
  },
};

/** Connected but switched off: the card says the campaigns' SMS do not go through it. */
export const SwitchedOff: Story = {
  beforeEach({ msw }) {
    msw.use(extensions.list(buildExtensoes(buildZenviaConfig({ ativa: false }))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Zenvia — SMS/ })).toHaveTextContent('Configurada, desligada');
  },
};

/** The SMS provider's card opens its page. */
export const OpensZenvia: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /Zenvia — SMS/ }));
    await expectLeftFor(canvasElement, '/aurora/extensoes/zenvia');
  },
};

/** Someone who may see the catalogue but not the SMS provider's page finds its card without a link. */
export const WithoutZenviaPermission: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['extensao']));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Zenvia — SMS')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Zenvia — SMS/ })).toBeNull();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Extensões', Loaded);

const states = screenStates(extensions.list, {
  others: () => companySessionHandlers(),
  loading: 'Carregando as extensões…',
  error: { alert: ['Não foi possível carregar as extensões.', 'Erro interno do servidor.'], retry: 'Tentar de novo' },
  forbidden: { handlers: () => limitedUser(['ticket']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
