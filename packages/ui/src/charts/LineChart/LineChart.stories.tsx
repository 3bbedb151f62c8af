import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { UiProvider } from '../../provider/UiProvider';
import { LineChart } from './LineChart';
import { announced } from '../storyHelpers';

interface MonthPoint {
  month: string;
  leads: number;
  customers: number;
}

const data: MonthPoint[] = [
  { month: '2025-10-01', leads: 820, customers: 310 },
  { month: '2025-11-01', leads: 1150, customers: 420 },
  { month: '2025-12-01', leads: 980, customers: 515 },
  { month: '2026-01-01', leads: 1420, customers: 630 },
  { month: '2026-02-01', leads: 1780, customers: 702 },
  { month: '2026-03-01', leads: 1634, customers: 811 },
];

const series = [
  { key: 'leads' as const, label: 'Leads' },
  { key: 'customers' as const, label: 'Clientes' },
];

const meta = {
  title: 'Kit/Data display/Charts/LineChart',
  component: LineChart<MonthPoint>,
  args: { title: 'Leads e clientes por mês', data, xKey: 'month', xFormat: 'month', series, height: 240 },
} satisfies Meta<typeof LineChart<MonthPoint>>;
export default meta;
type Story = StoryObj<typeof meta>;

const plotted = async (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelectorAll('[data-series] > path').length).toBeGreaterThan(0));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('figure', { name: 'Leads e clientes por mês' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Leads e clientes por mês' })).toBeVisible();
    await plotted(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-series] > path')).toHaveLength(2);
    // Axis ticks go through the kit's formatters: months in Portuguese, figures with k.
    await expect(await canvas.findByText('outubro de 2025')).toBeInTheDocument();
    await waitFor(() => {
      const ticks = [...canvasElement.querySelectorAll('[data-part="tick"]')].map((t) => t.textContent);
      expect(ticks).toContain('0');
      expect(ticks.some((t) => /^\d+(,\d)?k$/.test(t ?? ''))).toBe(true);
    });
  },
};

export const TableView: Story = {
  args: { onViewChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ver tabela' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('table');
    const table = await canvas.findByRole('table', { name: 'Leads e clientes por mês' });
    await expect((await within(table).findAllByRole('columnheader')).map((th) => th.textContent)).toEqual(['Período', 'Leads', 'Clientes']);
    await expect((await within(table).findByRole('rowheader', { name: 'fevereiro de 2026' })).parentElement).toHaveTextContent(
      'fevereiro de 20261.780702',
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Ver gráfico' }));
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await plotted(canvasElement);
  },
};

export const KeyboardExplore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await plotted(canvasElement);
    // The table toggle, then the chart: one tab stop whose arrows walk the months.
    await userEvent.tab();
    await userEvent.tab();
    await expect(await canvas.findByRole('img', { name: 'Leads e clientes por mês' })).toHaveFocus();
    await waitFor(() => expect(announced(canvasElement)).toBe('outubro de 2025 — Leads: 820, Clientes: 310'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(announced(canvasElement)).toBe('novembro de 2025 — Leads: 1.150, Clientes: 420');
    await userEvent.keyboard('{End}');
    await expect(announced(canvasElement)).toBe('março de 2026 — Leads: 1.634, Clientes: 811');
    await userEvent.keyboard('{ArrowRight}');
    await expect(announced(canvasElement)).toBe('março de 2026 — Leads: 1.634, Clientes: 811');
    await userEvent.keyboard('{ArrowLeft}');
    // The tooltip shows what is read out, beside the point.
    await expect(await canvas.findByText('fevereiro de 2026', { selector: 'strong' })).toBeVisible();
    await expect(announced(canvasElement)).toBe('fevereiro de 2026 — Leads: 1.780, Clientes: 702');
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={2} track="minmax(0, 1fr)" gap={16}>
      <LineChart {...args} title="Retas com pontos" height={160} />
      <LineChart {...args} title="Curvas sem pontos" curved showDots={false} height={160} />
      <LineChart
        {...args}
        title="Uma série, cor própria"
        series={[{ key: 'customers', label: 'Clientes', color: 'var(--rt-color-danger)' }]}
        height={160}
      />
      <LineChart {...args} title="Começa em tabela" defaultView="table" />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('figure')).toHaveLength(4);
    await expect(await canvas.findByRole('table', { name: 'Começa em tabela' })).toBeVisible();
    await plotted(canvasElement);
  },
};

const revenue = [
  { day: '2026-03-10', revenue: 1234.5 },
  { day: '2026-03-11', revenue: 2890 },
  { day: '2026-03-12', revenue: 0 },
  { day: '2026-03-13', revenue: 4100.75 },
];

export const Currency: Story = {
  render: () => (
    <LineChart
      title="Receita diária"
      data={revenue}
      xKey="day"
      xFormat="date"
      xLabel="Dia"
      series={[{ key: 'revenue', label: 'Receita' }]}
      valueFormat="currency"
      defaultView="table"
    />
  ),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Receita diária' });
    await expect((await within(table).findByRole('rowheader', { name: '10/03/2026' })).parentElement).toHaveTextContent('R$ 1.234,50');
    await expect((await within(table).findByRole('rowheader', { name: '12/03/2026' })).parentElement).toHaveTextContent('R$ 0,00');
  },
};

/** The currency is the UiProvider's (`currency="USD"`): the table and the tooltip write dollars, in the provider's language. */
export const CurrencyInDollars: Story = {
  render: () => (
    <UiProvider currency="USD" locale="en">
      <LineChart
        title="Daily revenue"
        data={revenue}
        xKey="day"
        xFormat="date"
        xLabel="Day"
        series={[{ key: 'revenue', label: 'Revenue' }]}
        valueFormat="currency"
        defaultView="table"
      />
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Daily revenue' });
    await expect((await within(table).findByRole('rowheader', { name: '03/10/2026' })).parentElement).toHaveTextContent('$1,234.50');
    await expect((await within(table).findByRole('rowheader', { name: '03/13/2026' })).parentElement).toHaveTextContent('$4,100.75');
    await expect(table).not.toHaveTextContent('R$');
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não existe registro por aqui')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando…')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const CustomTexts: Story = {
  args: {
    title: 'Leads per month',
    texts: { showTable: 'Show table', showChart: 'Show chart' },
    xLabel: 'Month',
    summary: 'Leads grew from 820 to 1,634.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Leads grew from 820 to 1,634.' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Show table' }));
    await expect(await canvas.findByRole('columnheader', { name: 'Month' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Show chart' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await plotted(canvasElement);
    // The time axis runs from right to left and the value axis sits on the right.
    const first = await within(canvasElement).findByText('outubro de 2025');
    const last = await within(canvasElement).findByText('março de 2026');
    await waitFor(() => expect(first.getBoundingClientRect().left).toBeGreaterThan(last.getBoundingClientRect().left));
    // The arrows follow the reading direction: ArrowLeft goes to the next month.
    (await within(canvasElement).findByRole('img')).focus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(announced(canvasElement)).toBe('novembro de 2025 — Leads: 1.150, Clientes: 420');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await plotted(canvasElement);
    await expect(getComputedStyle(canvasElement.querySelector('[data-series] > path')!).stroke).toBe('rgb(165, 140, 245)');
  },
};
