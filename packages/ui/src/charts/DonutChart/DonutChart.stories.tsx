import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { UiProvider } from '../../provider/UiProvider';
import { DonutChart, type DonutSlice } from './DonutChart';
import { announced } from '../storyHelpers';

const data: DonutSlice[] = [
  { id: 'credit_card', label: 'Cartão de crédito', value: 5240 },
  { id: 'billet', label: 'Boleto', value: 2610 },
  { id: 'pix', label: 'Pix', value: 3150 },
];

const meta = {
  title: 'Kit/Data display/Charts/DonutChart',
  component: DonutChart,
  args: { title: 'Pagamentos por tipo', data, height: 220 },
} satisfies Meta<typeof DonutChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const slices = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[data-part="slice"]');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Pagamentos por tipo' })).toBeVisible();
    await waitFor(() => expect(slices(canvasElement)).toHaveLength(3));
    // The total (11 000) sits in the hole, compact; the legend shows each share.
    await expect(await canvas.findByText('11k')).toBeInTheDocument();
    await expect(await canvas.findByText('Cartão de crédito · 47,6%')).toBeVisible();
  },
};

export const KeyboardExplore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(slices(canvasElement)).toHaveLength(3));
    await userEvent.tab();
    await userEvent.tab();
    await expect(await canvas.findByRole('img', { name: 'Pagamentos por tipo' })).toHaveFocus();
    await waitFor(() => expect(announced(canvasElement)).toBe('Cartão de crédito: 5.240 (47,6%)'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(announced(canvasElement)).toBe('Boleto: 2.610 (23,7%)');
    await expect(await canvas.findByText('2.610 (23,7%)')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByText('2.610 (23,7%)')).not.toBeInTheDocument();
  },
};

export const TableView: Story = {
  args: { defaultView: 'table' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Pagamentos por tipo' });
    await expect((await within(table).findAllByRole('columnheader')).map((th) => th.textContent)).toEqual([
      'Categoria',
      'Valor',
      'Percentual',
    ]);
    await expect((await within(table).findByRole('rowheader', { name: 'Pix' })).parentElement).toHaveTextContent('Pix3.15028,6%');
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={3} track="minmax(0, 1fr)" gap={16}>
      <DonutChart {...args} title="Padrão" />
      <DonutChart {...args} title="Moeda" valueFormat="currency" totalLabel="Faturado (R$)" />
      <DonutChart
        {...args}
        title="Sem total"
        totalLabel={null}
        data={[...data, { label: 'Outros', value: 420, color: 'var(--rt-color-dark)' }]}
      />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(slices(canvasElement)).toHaveLength(10));
    await expect(await canvas.findAllByText('11k')).toHaveLength(2);
    await expect(await canvas.findByText('Faturado (R$)')).toBeInTheDocument();
  },
};

/** UiProvider `currency="EUR"` in French: each slice's value in euros, with its share. */
export const CurrencyInEuros: Story = {
  args: { defaultView: 'table', valueFormat: 'currency', title: 'Paiements' },
  render: (args) => (
    <UiProvider currency="EUR" locale="fr">
      <DonutChart {...args} />
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Paiements' });
    await expect((await within(table).findByRole('rowheader', { name: 'Pix' })).parentElement).toHaveTextContent(/3\s150,00\s€/);
    await expect(table).not.toHaveTextContent('R$');
    // With no texts given, the chart's own words are the provider's language's.
    await expect((await within(table).findAllByRole('columnheader')).map((th) => th.textContent)).toEqual(['Catégorie', 'Valeur', 'Part']);
    await expect(await within(canvasElement).findByRole('button', { name: 'Voir le graphique' })).toBeVisible();
  },
};

export const SingleSlice: Story = {
  args: { data: [{ label: 'Pix', value: 10 }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(slices(canvasElement)).toHaveLength(1));
    await expect(await within(canvasElement).findByText('Pix · 100%')).toBeVisible();
  },
};

export const AllZero: Story = {
  args: {
    data: [
      { label: 'Cartão de crédito', value: 0 },
      { label: 'Boleto', value: 0 },
    ],
    defaultView: 'table',
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await expect((await within(table).findByRole('rowheader', { name: 'Boleto' })).parentElement).toHaveTextContent('Boleto00%');
    await expect(canvasElement.textContent).not.toMatch(/NaN/);
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Não existe registro por aqui')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando…')).toBeInTheDocument();
  },
};

export const Toggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ver tabela' }));
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Ver gráfico' }));
    await waitFor(() => expect(slices(canvasElement)).toHaveLength(3));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(slices(canvasElement)).toHaveLength(3));
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(slices(canvasElement)).toHaveLength(3));
    const title = await within(canvasElement).findByRole('heading', { name: 'Pagamentos por tipo' });
    const toggle = await within(canvasElement).findByRole('button', { name: 'Ver tabela' });
    await expect(title.getBoundingClientRect().left).toBeGreaterThan(toggle.getBoundingClientRect().left);
  },
};
