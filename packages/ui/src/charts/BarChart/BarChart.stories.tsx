import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { UiProvider } from '../../provider/UiProvider';
import { BarChart } from './BarChart';
import { announced } from '../storyHelpers';

interface ChannelPoint {
  channel: string;
  opened: number;
  closed: number;
}

const data: ChannelPoint[] = [
  { channel: 'WhatsApp', opened: 1320, closed: 1180 },
  { channel: 'E-mail', opened: 640, closed: 610 },
  { channel: 'Telefone', opened: 410, closed: 395 },
  { channel: 'Chat do site', opened: 280, closed: 140 },
];

const series = [
  { key: 'opened' as const, label: 'Abertos' },
  { key: 'closed' as const, label: 'Encerrados' },
];

const meta = {
  title: 'Kit/Data display/Charts/BarChart',
  component: BarChart<ChannelPoint>,
  args: { title: 'Atendimentos por canal', data, xKey: 'channel', xLabel: 'Canal', series, height: 240 },
} satisfies Meta<typeof BarChart<ChannelPoint>>;
export default meta;
type Story = StoryObj<typeof meta>;

const bars = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[data-part="bar"]');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Atendimentos por canal' })).toBeVisible();
    await waitFor(() => expect(bars(canvasElement)).toHaveLength(8));
    await expect(await canvas.findByText('WhatsApp')).toBeInTheDocument();
  },
};

export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ver tabela' }));
    const table = await canvas.findByRole('table', { name: 'Atendimentos por canal' });
    await expect((await within(table).findAllByRole('columnheader')).map((th) => th.textContent)).toEqual([
      'Canal',
      'Abertos',
      'Encerrados',
    ]);
    await expect((await within(table).findByRole('rowheader', { name: 'WhatsApp' })).parentElement).toHaveTextContent('WhatsApp1.3201.180');
    // Keyboard: the toggle is a real button.
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('img', { name: 'Atendimentos por canal' })).toBeVisible();
  },
};

export const PointerTooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bars(canvasElement)).toHaveLength(8));
    // Over the third category's first bar: the tooltip names the category and every series' value.
    const chart = await canvas.findByRole('img', { name: 'Atendimentos por canal' });
    const bar = bars(canvasElement)[2]!.getBoundingClientRect();
    fireEvent.pointerMove(chart, { clientX: bar.left + bar.width / 2, clientY: bar.top + 4 });
    await waitFor(() => expect(canvas.getByText('Telefone', { selector: 'strong' })).toBeVisible());
    await expect(announced(canvasElement)).toBe('Telefone — Abertos: 410, Encerrados: 395');
    await userEvent.unhover(chart);
    await waitFor(() => expect(canvas.queryByText('Telefone', { selector: 'strong' })).not.toBeInTheDocument());
    // The keyboard reaches the same tooltip.
    chart.focus();
    await userEvent.keyboard('{End}');
    await expect(await canvas.findByText('Chat do site', { selector: 'strong' })).toBeVisible();
    await expect(announced(canvasElement)).toBe('Chat do site — Abertos: 280, Encerrados: 140');
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={2} track="minmax(0, 1fr)" gap={16}>
      <BarChart {...args} title="Agrupadas" height={180} />
      <BarChart {...args} title="Empilhadas" stacked height={180} />
      <BarChart {...args} title="Horizontais" orientation="horizontal" height={180} />
      <BarChart {...args} title="Horizontais empilhadas" orientation="horizontal" stacked height={180} />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('figure')).toHaveLength(4);
    await waitFor(() => expect(bars(canvasElement)).toHaveLength(32));
  },
};

const revenue = [
  { month: '2026-01-01', value: 48_250.5 },
  { month: '2026-02-01', value: 51_900 },
  { month: '2026-03-01', value: 23_410.25 },
];

export const CurrencyByMonth: Story = {
  render: () => (
    <BarChart
      title="Receita por mês"
      description="Março até o dia 14."
      data={revenue}
      xKey="month"
      xFormat="month"
      xLabel="Mês"
      series={[{ key: 'value', label: 'Receita', color: 'var(--rt-color-success)' }]}
      valueFormat="currency"
      height={220}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('janeiro de 2026')).toBeInTheDocument());
    await userEvent.click(await canvas.findByRole('button', { name: 'Ver tabela' }));
    await expect((await canvas.findByRole('rowheader', { name: 'fevereiro de 2026' })).parentElement).toHaveTextContent('R$ 51.900,00');
  },
};

/** UiProvider `currency="EUR"` in German: the table and the tooltip write euros where German puts the sign. */
export const CurrencyInEuros: Story = {
  render: () => (
    <UiProvider currency="EUR" locale="de">
      <BarChart
        title="Umsatz pro Monat"
        data={revenue}
        xKey="month"
        xFormat="month"
        xLabel="Monat"
        series={[{ key: 'value', label: 'Umsatz', color: 'var(--rt-color-success)' }]}
        valueFormat="currency"
        height={220}
      />
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The toggle speaks the provider's language with no texts given.
    await userEvent.click(await canvas.findByRole('button', { name: 'Tabelle anzeigen' }));
    await expect((await canvas.findByRole('rowheader', { name: 'Februar 2026' })).parentElement).toHaveTextContent('51.900,00 €');
    await expect(await canvas.findByRole('table')).not.toHaveTextContent('R$');
  },
};

export const LongCategories: Story = {
  args: {
    orientation: 'horizontal',
    data: [
      { channel: 'Central de atendimento telefônico', opened: 410, closed: 395 },
      { channel: 'Formulário de contato do site institucional', opened: 280, closed: 140 },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bars(canvasElement)).toHaveLength(4));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Ver tabela' }));
    await expect(
      await within(canvasElement).findByRole('rowheader', { name: 'Formulário de contato do site institucional' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: [], texts: { empty: 'Sem atendimentos no período' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sem atendimentos no período')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, texts: { loading: 'Carregando atendimentos…' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando atendimentos…')).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bars(canvasElement)).toHaveLength(8));
    await waitFor(() =>
      expect(canvas.getByText('WhatsApp').getBoundingClientRect().left).toBeGreaterThan(
        canvas.getByText('Chat do site').getBoundingClientRect().left,
      ),
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { stacked: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bars(canvasElement)).toHaveLength(8));
  },
};
