import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NotAuthorizedScreen from './NotAuthorizedScreen';
import { darkStory } from '#storybook/screenStates';

const meta = {
  title: 'Errors / Not authorized',
  component: NotAuthorizedScreen,
  parameters: { layout: 'fullscreen', route: { path: '/nao-autorizado', pattern: '/nao-autorizado' } },
} satisfies Meta<typeof NotAuthorizedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Outside any company: back to the start. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Você não está autorizado!' })).toBeVisible();
    await expect(await canvas.findByText('Seu perfil não tem permissão para acessar esta página.')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  },
};

/** Inside a company: back to that company's dashboard. */
export const InCompany: Story = {
  parameters: { session: { token: 'token-da-sessao', company: 'aurora' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Voltar ao painel da empresa' })).toHaveAttribute('href', '/aurora');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { session: { token: 'token-da-sessao', company: 'aurora' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You are not authorized!' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: "Back to the company's dashboard" })).toBeVisible();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Você não está autorizado!');
