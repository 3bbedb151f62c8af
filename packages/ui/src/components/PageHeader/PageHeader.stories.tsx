import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from '../Breadcrumbs';
import { Button } from '../Button';
import { StatusChip } from '../StatusChip';
import { PageHeader } from './PageHeader';

const create = fn();

const meta = {
  title: 'Kit/Navigation and layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Clientes',
    description: 'Pessoas e empresas que já compraram com você.',
    breadcrumbs: <Breadcrumbs items={[{ label: 'Início', href: '/' }, { label: 'Clientes' }]} onNavigate={fn()} />,
    actions: <Button onPress={create}>Novo cliente</Button>,
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Novo cliente' }));
    await expect(create).toHaveBeenCalledOnce();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <PageHeader title="Só título" />
      <PageHeader {...args} title="Ana Souza" meta={<StatusChip status={1} />} />
      <PageHeader
        title="Campanha de reativação"
        description="Enviada para 1.234 clientes."
        actions={
          <>
            <Button variant="secondary">Duplicar</Button>
            <Button variant="danger">Encerrar</Button>
          </>
        }
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('heading', { level: 1 })).toHaveLength(3);
    await expect(await canvas.findByText('Ativo')).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Relatório consolidado de atendimentos encerrados por responsável, canal e motivo de encerramento',
    description:
      'Inclui atendimentos transferidos entre equipes e os que foram reabertos pelo cliente depois do encerramento automático por inatividade.',
  },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(await within(canvasElement).findByRole('button', { name: 'Novo cliente' })).toBeVisible();
  },
};

export const Narrow: Story = {
  render: (args) => (
    <div style={{ inlineSize: 375, maxInlineSize: '100%' }}>
      <PageHeader {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Actions wrap under the title instead of squeezing it.
    const heading = await canvas.findByRole('heading', { level: 1 });
    const action = await canvas.findByRole('button', { name: 'Novo cliente' });
    await expect(action.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1 });
    const action = await canvas.findByRole('button', { name: 'Novo cliente' });
    await expect(action.getBoundingClientRect().right).toBeLessThan(heading.getBoundingClientRect().left + 10);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
  },
};
