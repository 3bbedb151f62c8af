import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Kit/Feedback/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Não existe registro por aqui')).toBeVisible();
  },
};

const create = fn();

export const Catalog: Story = {
  render: () => (
    <VariantGrid columns={2} track="1fr" gap={16}>
      <EmptyState />
      <EmptyState size="sm" />
      <EmptyState
        title="Nenhuma campanha"
        description="Crie a primeira campanha para começar a retomar clientes."
        action={<Button onPress={create}>Criar campanha</Button>}
      />
      <EmptyState size="sm" icon={null} title="Sem resultados" description="Ajuste os filtros e tente de novo." />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('Não existe registro por aqui')).toHaveLength(2);
    await userEvent.click(await canvas.findByRole('button', { name: 'Criar campanha' }));
    await expect(create).toHaveBeenCalledOnce();
    await expect(await canvas.findByText('Sem resultados')).toBeVisible();
  },
};

export const CustomText: Story = {
  args: { title: 'There is nothing here yet', description: 'Texts are props: the kit has no catalogue.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There is nothing here yet')).toBeVisible();
    await expect(canvas.queryByText('Não existe registro por aqui')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    title: 'Não existe nenhum atendimento encerrado neste período para os filtros selecionados pela sua equipe',
    description:
      'Experimente ampliar o intervalo de datas, incluir outros responsáveis ou remover o filtro de canal de atendimento para ver mais registros do histórico.',
  },
  play: async ({ canvasElement }) => {
    const title = await within(canvasElement).findByText(/Não existe nenhum atendimento/);
    await expect(title).toBeVisible();
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { description: 'No tema escuro.' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(await within(canvasElement).findByText('No tema escuro.')).toBeVisible();
  },
};
