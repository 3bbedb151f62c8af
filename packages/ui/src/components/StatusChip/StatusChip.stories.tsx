import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusChip } from './StatusChip';

const meta = {
  title: 'Kit/Data display/StatusChip',
  component: StatusChip,
  args: { status: 1 },
} satisfies Meta<typeof StatusChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ativo')).toBeVisible();
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <StatusChip status={1} />
      <StatusChip status={0} />
      <StatusChip status={2} />
      <StatusChip status={true} />
      <StatusChip status={null} />
      <StatusChip tone="primary">Aberto</StatusChip>
      <StatusChip tone="warning">Em atendimento</StatusChip>
      <StatusChip tone="success">Concluído</StatusChip>
      <StatusChip tone="danger">Cancelado</StatusChip>
      <StatusChip tone="neutral" size="sm">
        Arquivado
      </StatusChip>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Only the API value 1 (or true) is active.
    await expect(await canvas.findAllByText('Ativo')).toHaveLength(2);
    await expect(await canvas.findAllByText('Inativo')).toHaveLength(3);
    await expect(await canvas.findByText('Em atendimento')).toBeVisible();
  },
};

export const CustomLabels: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusChip status={1} activeLabel="Active" inactiveLabel="Inactive" />
      <StatusChip status={0} activeLabel="Active" inactiveLabel="Inactive" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Active')).toBeVisible();
    await expect(await canvas.findByText('Inactive')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Catalog.render,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Cancelado')).toBeVisible();
  },
};

/** Right to left the chips line up from the right, and each dot leads its word from the right. */
export const RightToLeft: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusChip status={1} />
      <StatusChip tone="warning">Em atendimento</StatusChip>
    </div>
  ),
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const active = await canvas.findByText('Ativo');
    const busy = await canvas.findByText('Em atendimento');
    await expect(busy.getBoundingClientRect().right).toBeLessThan(active.getBoundingClientRect().left);
    const dot = active.parentElement!.querySelector('[aria-hidden="true"]')!;
    await expect(dot.getBoundingClientRect().left).toBeGreaterThanOrEqual(active.getBoundingClientRect().right);
  },
};
