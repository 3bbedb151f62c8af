import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { Spinner } from './Spinner';

const meta = {
  title: 'Kit/Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'Carregando' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Catalog: Story = {
  render: () => (
    <VariantGrid columns={3} gap={16} style={{ alignItems: 'center' }}>
      <Spinner size="sm" label="Pequeno" />
      <Spinner size="md" label="Médio" />
      <Spinner size="lg" label="Grande" />
      <Spinner size="sm" label="Carregando leads…" showLabel />
      <Spinner size="md" label="Carregando tickets…" showLabel />
      <span style={{ color: '#1b7f4b' }}>
        <Spinner size="lg" label="Herdando a cor" tone="inherit" />
      </span>
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('progressbar')).toHaveLength(6);
    await expect(await canvas.findByRole('progressbar', { name: 'Carregando leads…' })).toBeVisible();
    await expect(await canvas.findByText('Carregando tickets…')).toBeVisible();
  },
};

export const WithVisibleLabel: Story = {
  args: { label: 'Buscando campanhas', showLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Buscando campanhas' })).toBeVisible();
    await expect(await canvas.findByText('Buscando campanhas')).toBeVisible();
  },
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

export const Dark: Story = {
  args: { label: 'Carregando', showLabel: true, size: 'lg' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Carregando' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};

/** Right to left the ring leads its words from the right. */
export const RightToLeft: Story = {
  args: { label: 'Buscando campanhas', showLabel: true },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spinner = await canvas.findByRole('progressbar', { name: 'Buscando campanhas' });
    const words = (await canvas.findByText('Buscando campanhas')).getBoundingClientRect();
    const ring = spinner.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
    await expect(ring.left).toBeGreaterThanOrEqual(words.right);
  },
};
