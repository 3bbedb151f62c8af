import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Kit/Badge',
  component: Badge,
  args: { children: 'Novo' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Novo')).toBeVisible();
  },
};

const tones = ['neutral', 'primary', 'success', 'warning', 'danger'] as const;
const variants = ['soft', 'solid', 'outline'] as const;

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(5, max-content)', alignItems: 'center' }}>
      {variants.map((variant) =>
        tones.map((tone) => (
          <Badge key={`${variant}-${tone}`} tone={tone} variant={variant}>
            {`${tone} ${variant}`}
          </Badge>
        )),
      )}
      <Badge size="sm">pequeno</Badge>
      <Badge dot tone="success">
        com ponto
      </Badge>
      <Badge count={7} tone="danger" variant="solid" />
      <Badge count={1234} tone="primary" />
      <Badge count={150} max={99} tone="danger" variant="solid" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('success solid')).toBeVisible();
    await expect(canvas.getByText('1,2k')).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('7')).toBeVisible();
  },
};

/** Tags coloured by the user: text turns dark or light by perceived brightness (threshold 128). */
export const CustomColors: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {['#ffeb3b', '#8bc34a', '#00bcd4', '#1e1e2d', '#c62828', '#5b3cc4', '#ffffff', '#767676'].map((color) => (
        <Badge key={color} color={color}>
          {color}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByText('#ffeb3b').parentElement!).color).toBe('rgb(31, 35, 48)');
    await expect(getComputedStyle(canvas.getByText('#1e1e2d').parentElement!).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(canvas.getByText('#767676').parentElement!).color).toBe('rgb(255, 255, 255)');
  },
};

export const LongText: Story = {
  render: () => (
    <div style={{ inlineSize: 160, border: '1px dashed var(--rt-color-border)' }}>
      <Badge title="Aguardando aprovação do financeiro">Aguardando aprovação do financeiro</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Aguardando aprovação do financeiro');
    await expect(label.parentElement).toHaveAttribute('title', 'Aguardando aprovação do financeiro');
    await expect(label.parentElement!.getBoundingClientRect().width).toBeLessThanOrEqual(160);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Catalog.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('danger soft')).toBeVisible();
  },
};
