import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { StatCard } from './StatCard';

const UsersIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.8-4 3.4-6 6.5-6s5.7 2 6.5 6M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2 .6 3.2 2.6 3.5 6" />
  </svg>
);

const meta = {
  title: 'Kit/Data display/StatCard',
  component: StatCard,
  args: { label: 'Leads no mês', value: 1234, icon: <UsersIcon /> },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = await canvas.findByText('1,2k');
    await expect(figure).toHaveAttribute('title', '1.234');
    await expect(figure).toHaveAttribute('value', '1234');
    await expect(await canvas.findByRole('term')).toHaveTextContent('Leads no mês');
  },
};

export const Catalog: Story = {
  render: () => (
    <VariantGrid columns={3} track="1fr" gap={16}>
      <StatCard label="Leads" value={999} icon={<UsersIcon />} delta={0.125} deltaCaption="vs. mês anterior" />
      <StatCard label="Mensagens" value={1_550_000} tone="success" icon={<UsersIcon />} delta={-0.034} />
      <StatCard label="Receita" value={1234.5} format="currency" tone="warning" icon={<UsersIcon />} delta={0} />
      <StatCard label="Cancelamentos" value={42} tone="danger" delta={-0.2} invertDelta />
      <StatCard label="Conversão" value={0.187} format="percent" tone="neutral" />
      <StatCard label="Tempo médio (min)" value={12.345} format="number" />
      <StatCard label="Carregando" value={null} isLoading />
      <StatCard label="Sem dados" value={null} />
      <StatCard label="Bilhões" value={-3_400_000_000} />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('999')).toBeVisible();
    await expect(await canvas.findByText('1,6M')).toBeVisible();
    await expect(await canvas.findByText('R$ 1.234,50')).toBeVisible();
    await expect(await canvas.findByText('18,7%')).toBeVisible();
    await expect(await canvas.findByText('12,345')).toBeVisible();
    await expect(await canvas.findByText('-3,4B')).toBeVisible();
    await expect((await canvas.findByText('+12,5%')).closest('[data-trend]')).toHaveAttribute('data-trend', 'good');
    await expect((await canvas.findByText('-3,4%')).closest('[data-trend]')).toHaveAttribute('data-trend', 'bad');
    // A drop in cancellations is good news.
    await expect((await canvas.findByText('-20%')).closest('[data-trend]')).toHaveAttribute('data-trend', 'good');
    await expect((await canvas.findByText('0%')).closest('[data-trend]')).toHaveAttribute('data-trend', 'flat');
    await expect(await canvas.findByText('—')).toBeVisible();
    await expect(await canvas.findByText('Carregando…')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true, value: null, loadingLabel: 'Atualizando leads…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Atualizando leads…')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const HugeAndInvalidValues: Story = {
  render: () => (
    <VariantGrid columns={3} track="1fr" gap={16}>
      <StatCard label="Gigante" value={9_007_199_254_740_991} />
      <StatCard label="Texto inválido" value="abc" />
      <StatCard label="Arredonda para 1M" value={999_950} />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('9.007.199,3B')).toBeVisible();
    await expect(await canvas.findByText('—')).toBeVisible();
    await expect(await canvas.findByText('1M')).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(/NaN/);
  },
};

export const LongLabel: Story = {
  render: (args) => (
    <div style={{ inlineSize: 240 }}>
      <StatCard
        {...args}
        label="Atendimentos encerrados sem resposta do cliente nos últimos 30 dias"
        delta={0.05}
        deltaCaption="vs. período anterior"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const term = await within(canvasElement).findByRole('term');
    await expect(term.scrollWidth).toBeLessThanOrEqual(term.clientWidth);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: (args) => (
    <div style={{ inlineSize: 300 }}>
      <StatCard {...args} delta={0.1} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const icon = canvasElement.querySelector('svg')!.parentElement!;
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan((await canvas.findByText('1,2k')).getBoundingClientRect().left);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Catalog.render,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1,6M')).toBeVisible();
  },
};
