import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import CompanyNotFoundScreen from './CompanyNotFoundScreen';
import { darkStory } from '#storybook/screenStates';

const meta = {
  title: 'Errors / Company not found',
  component: CompanyNotFoundScreen,
  parameters: { layout: 'fullscreen', route: { path: '/404-company', pattern: '/404-company' } },
} satisfies Meta<typeof CompanyNotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Empresa não encontrada' })).toBeVisible();
    await expect(await canvas.findByText(/Não existe nenhuma empresa no endereço que você abriu/)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Ver minhas empresas' })).toHaveAttribute('href', '/');
  },
};

/** Arriving from `/lojafantasma/...`: the company is named, then forgotten. */
export const NamedCompany: Story = {
  parameters: { session: { token: 'token-da-sessao', company: 'lojafantasma' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('A empresa “lojafantasma” não existe no Retoma. Confira o endereço ou escolha uma das suas empresas.'),
    ).toBeVisible();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('companyContext') ?? 'null')).toBeNull());
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Empresa não encontrada');
