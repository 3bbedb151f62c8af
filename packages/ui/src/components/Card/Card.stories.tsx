import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Kit/Data display/Card',
  component: Card,
  args: { title: 'Resumo do mês', children: 'Conteúdo do cartão.' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Resumo do mês' });
    await expect(region).toHaveTextContent('Conteúdo do cartão.');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Resumo do mês' })).toBeVisible();
  },
};

const exportReport = fn();

export const Catalog: Story = {
  render: () => (
    <VariantGrid columns={3} track="1fr" gap={16}>
      <Card title="Elevated" variant="elevated">
        Padrão
      </Card>
      <Card title="Outlined" variant="outlined">
        Com borda
      </Card>
      <Card title="Muted" variant="muted">
        Fundo suave
      </Card>
      <Card
        title="Com ações"
        subtitle="Últimos 30 dias"
        actions={
          <Button size="sm" variant="secondary" onPress={exportReport}>
            Exportar
          </Button>
        }
      >
        Cabeçalho com subtítulo e ação
      </Card>
      <Card title="Com rodapé" footer={<Button size="sm">Salvar</Button>} padding="lg">
        Corpo com espaçamento maior
      </Card>
      <Card title="Carregando" isBusy>
        Atualizando…
      </Card>
      <Card padding="none">
        <div style={{ padding: 8, background: 'var(--rt-color-primarylight)' }}>Sem título, sem espaçamento</div>
      </Card>
      <Card title="Título h3" headingLevel={3} variant="outlined">
        Nível de título ajustável
      </Card>
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('region')).toHaveLength(7);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Título h3' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Carregando' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(await canvas.findByRole('button', { name: 'Exportar' }));
    await expect(exportReport).toHaveBeenCalledOnce();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, children: 'Um cartão sem título não é uma região nomeada.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(await canvas.findByText('Um cartão sem título não é uma região nomeada.')).toBeVisible();
  },
};

export const LongText: Story = {
  render: (args) => (
    <div style={{ inlineSize: 320 }}>
      <Card
        {...args}
        actions={
          <Button size="sm" variant="ghost">
            Ver tudo
          </Button>
        }
      />
    </div>
  ),
  args: {
    title: 'Relatório consolidado de atendimentos encerrados por responsável e canal',
    subtitle: 'Inclui atendimentos transferidos entre equipes durante o período selecionado',
    children: 'Textossemespaçosmuitolongoscomoidentificadoresdeintegraçãoprecisamquebrarsemestouraroscartões.',
  },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(await within(region).findByRole('button', { name: 'Ver tudo' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: (args) => (
    <div style={{ inlineSize: 360, maxInlineSize: '100%' }}>
      <Card
        {...args}
        actions={
          <Button size="sm" variant="secondary">
            Ação
          </Button>
        }
        footer={<Button size="sm">Salvar</Button>}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: 'Resumo do mês' });
    const action = await canvas.findByRole('button', { name: 'Ação' });
    // In rtl the header actions sit at the inline end, which is the left.
    await expect(action.getBoundingClientRect().left).toBeLessThan(heading.getBoundingClientRect().left);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { subtitle: 'Tema escuro', footer: <Button size="sm">Salvar</Button> },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Resumo do mês' })).toBeVisible();
  },
};
