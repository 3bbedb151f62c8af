import { buildSmsUsage, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findPopup } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser } from '../stories/storySupport';
import SmsUsageScreen from './SmsUsageScreen';

const usage = mockHandlers.extensions.smsUsage;

/** The report as the server answers it: as many months as the request asks for. */
const byPeriod = usage(({ request }) => buildSmsUsage(Number(new URL(request.url).searchParams.get('meses') ?? 6)));

const meta = {
  title: 'Settings / SMS usage',
  component: SmsUsageScreen,
  parameters: { layout: 'fullscreen', route: { id: 'extensoes-relatorio', path: '/aurora/extensoes/relatorio' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), byPeriod);
  },
} satisfies Meta<typeof SmsUsageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last six months, oldest first, with the period's sums. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Uso de SMS' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'SMS das campanhas por mês' });
    const rows = within(table).getAllByRole('row');
    // Header, six months, the sums.
    await expect(rows).toHaveLength(8);
    await expect(rows[1]).toHaveTextContent('outubro de 2024');
    await expect(rows[6]).toHaveTextContent('março de 2025');
    await expect(rows[7]).toHaveTextContent('No período');
    await expect(await canvas.findByRole('button', { name: /Período/ })).toHaveTextContent('Últimos 6 meses');
  },
};

/** Choosing twelve months asks the server for them and keeps the choice in the address. */
export const TwelveMonths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Período/ }));
    await userEvent.click(await within(await findPopup('listbox')).findByRole('option', { name: 'Últimos 12 meses' }));
    const table = await canvas.findByRole('table', { name: 'SMS das campanhas por mês' });
    await expect(await within(table).findByText('abril de 2024')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(14);
  },
};

/** A period opened from a link with `?meses=3`. */
export const FromTheAddress: Story = {
  parameters: { route: { id: 'extensoes-relatorio', path: '/aurora/extensoes/relatorio?meses=3' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'SMS das campanhas por mês' });
    await expect(await within(table).findByText('janeiro de 2025')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
  },
};

/** No campaign SMS in the period: every month at zero, and a line that says so. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(usage(buildSmsUsage(6, { empty: true })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum SMS de campanha neste período.')).toBeVisible();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Uso de SMS', Loaded);

const states = screenStates(usage, {
  others: () => companySessionHandlers(),
  loading: 'Carregando o uso de SMS…',
  error: { alert: ['Não foi possível carregar o uso de SMS.', 'Erro interno do servidor.'], retry: 'Tentar de novo' },
  forbidden: { handlers: () => limitedUser(['ticket']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
