import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import CompanyNotAuthorizedScreen from './CompanyNotAuthorizedScreen';
import { darkStory } from '#storybook/screenStates';

const meta = {
  title: 'Errors / Not a member of the company',
  component: CompanyNotAuthorizedScreen,
  parameters: { layout: 'fullscreen', route: { path: '/company-not-authorized', pattern: '/company-not-authorized' } },
} satisfies Meta<typeof CompanyNotAuthorizedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Você não tem acesso a esta empresa' })).toBeVisible();
    await expect(await canvas.findByText('Para entrar, peça um convite a um administrador da empresa.')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Ver minhas empresas' })).toHaveAttribute('href', '/');
  },
};

/** Arriving from `/casabela/...`: the company is named, then forgotten. */
export const NamedCompany: Story = {
  parameters: { session: { token: 'token-da-sessao', company: 'casabela' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Sua conta não faz parte da empresa “casabela” ou o seu acesso a ela foi desativado.'),
    ).toBeVisible();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('companyContext') ?? 'null')).toBeNull());
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Você não tem acesso a esta empresa');
