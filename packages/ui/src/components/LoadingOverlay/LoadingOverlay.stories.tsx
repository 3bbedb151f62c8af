import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { Button } from '../Button';
import { LoadingOverlay } from './LoadingOverlay';

const onPress = fn();

const card = (
  <div
    style={{
      display: 'grid',
      gap: 12,
      padding: 24,
      background: 'var(--rt-color-surface)',
      border: '1px solid var(--rt-color-border)',
      borderRadius: 8,
    }}
  >
    <strong>Campanha Carrinho abandonado</strong>
    <span>42 leads recuperados nesta semana, R$ 12.345,60 em vendas.</span>
    <Button onPress={onPress}>Ver leads</Button>
  </div>
);

const meta = {
  title: 'Kit/Feedback/LoadingOverlay',
  component: LoadingOverlay,
  args: { isLoading: true, children: card },
  beforeEach: () => {
    onPress.mockClear();
  },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Carregando…' })).toBeVisible();
    const button = await canvas.findByRole('button', { name: 'Ver leads', hidden: true });
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={2} track="1fr" gap={16}>
      <LoadingOverlay {...args} isLoading={false} />
      <LoadingOverlay {...args} isLoading label="Atualizando…" />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('progressbar')).toHaveLength(1);
    await expect(await canvas.findByText('Atualizando…')).toBeVisible();
    const [idle, busy] = await canvas.findAllByRole('button', { name: 'Ver leads' });
    await expect(idle?.closest('[inert]')).toBeNull();
    await expect(busy?.closest('[inert]')).not.toBeNull();
  },
};

export const NotLoading: Story = {
  args: { isLoading: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'Ver leads' }));
    await expect(onPress).toHaveBeenCalledOnce();
  },
};

export const CustomLabel: Story = {
  args: { label: 'Finalizando atendimento, aguarde…' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Finalizando atendimento, aguarde…' })).toBeVisible();
  },
};

export const FullScreen: Story = {
  args: { fullScreen: true, children: undefined, label: 'Processando pagamento…' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'Processando pagamento…' });
    const veil = bar.closest('div')?.parentElement?.parentElement as HTMLElement;
    await expect(getComputedStyle(veil).position).toBe('fixed');
  },
};
