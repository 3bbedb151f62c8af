import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { StatusChip } from '../StatusChip';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableState } from './DataTable';

interface Customer {
  id: number;
  name: string;
  email: string;
  document: string;
  phone: string;
  status: number;
  spent: number;
  lastPurchase: string | null;
  payment: string;
}

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Karina',
  'Lucas',
  'Marina',
  'Nuno',
  'Olívia',
  'Paulo',
  'Quésia',
  'Rafael',
  'Sofia',
];
const LAST = ['Souza', 'Lima', 'Dias', 'Alves', 'Rocha', 'Nunes', 'Costa'];
const PAYMENTS = ['credit_card', 'billet', 'pix'];

/** 57 deterministic customers (no randomness, no clock). */
const customers: Customer[] = Array.from({ length: 57 }, (_, i) => {
  const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}`;
  return {
    id: i + 1,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}.${i + 1}@exemplo.com.br`,
    document: String(10_000_000_000 + i * 7_654_321).padStart(11, '0'),
    phone: `119${String(80_000_000 + i * 12_345).slice(0, 8)}`,
    status: i % 4 === 0 ? 0 : 1,
    spent: ((i * 7919) % 25_000) + i / 4,
    lastPurchase: i % 9 === 0 ? null : `2026-0${(i % 3) + 1}-${String((i % 27) + 1).padStart(2, '0')}`,
    payment: PAYMENTS[i % 3]!,
  };
});

const columns: DataTableColumn<Customer>[] = [
  {
    id: 'name',
    header: 'Nome',
    sortable: true,
    isRowHeader: true,
    cell: (row) => (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <Avatar name={row.name} size="sm" decorative />
        {row.name}
      </span>
    ),
  },
  { id: 'document', header: 'CPF', format: 'cpf', hideInCards: true },
  { id: 'status', header: 'Situação', cell: (row) => <StatusChip status={row.status} size="sm" /> },
  { id: 'spent', header: 'Total gasto', format: 'currency', sortable: true },
  { id: 'lastPurchase', header: 'Última compra', format: 'date', sortable: true },
  { id: 'payment', header: 'Pagamento', format: 'payment' },
];

/** What a server does with the table's state: sort, then slice one page. */
function serverPage(state: DataTableState, dataset: Customer[]) {
  const sorted = [...dataset];
  if (state.sort) {
    const { column, direction } = state.sort;
    const key = column as keyof Customer;
    sorted.sort((a, b) => {
      const x = a[key] ?? '';
      const y = b[key] ?? '';
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'pt-BR');
      return direction === 'asc' ? order : -order;
    });
  }
  const start = (state.page - 1) * state.perPage;
  return sorted.slice(start, start + state.perPage);
}

type Args = Omit<DataTableProps<Customer>, 'page' | 'perPage' | 'sort'> & Partial<DataTableState> & { dataset?: Customer[] };

/**
 * A screen would fetch on `onChange`; here the "server" is a function over `dataset`. The story's `rows` and
 * `total` args are ignored: they only satisfy the component's types.
 */
function ServerTable({ page = 1, perPage = 10, sort = null, rows: _rows, total: _total, dataset = customers, onChange, ...props }: Args) {
  const [state, setState] = useState<DataTableState>({ page, perPage, sort });
  return (
    <DataTable<Customer>
      {...props}
      rows={serverPage(state, dataset)}
      total={dataset.length}
      page={state.page}
      perPage={state.perPage}
      sort={state.sort}
      onChange={(next) => {
        setState(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/Data display/DataTable',
  component: DataTable<Customer>,
  args: {
    'aria-label': 'Clientes',
    columns,
    rows: customers.slice(0, 10),
    total: 57,
    page: 1,
    perPage: 10,
    onChange: fn(),
    layout: 'table',
  },
  render: (args) => <ServerTable {...args} />,
} satisfies Meta<typeof DataTable<Customer>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four customers as cards, at a phone's width. */
function CardsLayoutRender(args: Args) {
  return (
    <div style={{ inlineSize: 375, maxInlineSize: '100%' }}>
      <ServerTable {...args} dataset={customers.slice(0, 4)} />
    </div>
  );
}

const table = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('grid', { name: 'Clientes' }));

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await table(canvasElement).findAllByRole('row')).toHaveLength(11);
    await expect(await canvas.findByText('1–10 de 57')).toBeVisible();
    await expect(await canvas.findByText('Página 1 de 6')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(await canvas.findByRole('button', { name: 'Próxima página' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 2, perPage: 10, sort: null });
    await expect(await canvas.findByText('11–20 de 57')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Última página' }));
    await expect(await canvas.findByText('51–57 de 57')).toBeVisible();
    await expect(await table(canvasElement).findAllByRole('row')).toHaveLength(8);
    await expect(await canvas.findByRole('button', { name: 'Próxima página' })).toBeDisabled();
  },
};

export const PageSizeChange: Story = {
  // 25 rows are taller than the test viewport: the screen scrolls inside a fixed-height area.
  render: (args) => (
    <div style={{ blockSize: 560, overflow: 'auto' }}>
      <ServerTable {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Próxima página' }));
    const select = await canvas.findByRole('button', { name: /Itens por página/ });
    await expect(select).toHaveTextContent('10');
    await userEvent.click(select);
    const listbox = await within(document.body).findByRole('listbox');
    await expect((await within(listbox).findAllByRole('option')).map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
    await userEvent.click(await within(listbox).findByRole('option', { name: '25' }));
    // A new page size goes back to the first page.
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 1, perPage: 25, sort: null });
    await expect(await canvas.findByText('1–25 de 57')).toBeVisible();
    await expect(await canvas.findByText('Página 1 de 3')).toBeVisible();
    await expect(await table(canvasElement).findAllByRole('row')).toHaveLength(26);
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = table(canvasElement);
    const header = await grid.findByRole('columnheader', { name: /Total gasto/ });
    await userEvent.click(header);
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 1, perPage: 10, sort: { column: 'spent', direction: 'asc' } });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect((await grid.findAllByRole('row'))[1]).toHaveTextContent('R$ 0,00');
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 1, perPage: 10, sort: { column: 'spent', direction: 'desc' } });
    // Columns that are not sortable have no sort state.
    await expect(await grid.findByRole('columnheader', { name: 'Pagamento' })).not.toHaveAttribute('aria-sort');
  },
};

const exportRows = fn();
const archiveRows = fn();

export const SelectionAndBulkActions: Story = {
  args: {
    bulkActions: [
      { id: 'export', label: 'Exportar', onAction: exportRows },
      { id: 'archive', label: 'Arquivar', variant: 'danger', onAction: archiveRows },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = table(canvasElement);
    const rows = await grid.findAllByRole('row');
    await userEvent.click(await within(rows[1]!).findByRole('checkbox'));
    await userEvent.click(await within(rows[3]!).findByRole('checkbox'));
    const toolbar = await canvas.findByRole('toolbar', { name: 'Ações em massa' });
    await expect(await within(toolbar).findByText('2 selecionados')).toBeVisible();
    await userEvent.click(await within(toolbar).findByRole('button', { name: 'Exportar' }));
    await expect(exportRows).toHaveBeenCalledWith([1, 3]);
    // Select all selects the current page.
    await userEvent.click(await within(rows[0]!).findByRole('checkbox'));
    await expect(await within(toolbar).findByText('10 selecionados')).toBeVisible();
    await userEvent.click(await within(toolbar).findByRole('button', { name: 'Arquivar' }));
    await expect(archiveRows).toHaveBeenCalledWith([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await userEvent.click(await within(toolbar).findByRole('button', { name: 'Limpar seleção' }));
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
  },
};

/**
 * The bulk bar leaves once the selection is empty; focus it held goes back to the rows (the row last focused), not
 * to the page: a keyboard user carries on from where they were.
 */
export const FocusReturnsToRowsWhenBulkBarLeaves: Story = {
  args: SelectionAndBulkActions.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await within(canvasElement).findByRole('grid', { name: 'Clientes' });
    const rows = await within(grid).findAllByRole('row');
    await userEvent.click(await within(rows[3]!).findByRole('checkbox'));
    const toolbar = await canvas.findByRole('toolbar', { name: 'Ações em massa' });
    await userEvent.click(await within(toolbar).findByRole('button', { name: 'Limpar seleção' }));
    await waitFor(() => expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument());
    await waitFor(() => expect(rows[3]).toContainElement(document.activeElement as HTMLElement));
    // From there the keyboard goes on: the next row.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(rows[4]).toContainElement(document.activeElement as HTMLElement));
  },
};

export const FocusReturnsToCardsWhenBulkBarLeaves: Story = {
  args: { layout: 'cards', bulkActions: SelectionAndBulkActions.args!.bulkActions },
  render: CardsLayoutRender,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('grid', { name: 'Clientes' });
    const items = await within(list).findAllByRole('row');
    await userEvent.click(await within(items[2]!).findByRole('checkbox'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Limpar seleção' }));
    await waitFor(() => expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument());
    await waitFor(() => expect(items[2]).toContainElement(document.activeElement as HTMLElement));
  },
};

export const SelectionClearsOnPageChange: Story = {
  args: SelectionAndBulkActions.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await within((await table(canvasElement).findAllByRole('row'))[2]!).findByRole('checkbox'));
    await expect(await canvas.findByText('1 selecionado')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Próxima página' }));
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
  },
};

export const RowAction: Story = {
  args: { onRowAction: fn() },
  play: async ({ canvasElement, args }) => {
    const grid = table(canvasElement);
    await userEvent.click(await grid.findByRole('rowheader', { name: /Carla/ }));
    await expect(args.onRowAction).toHaveBeenCalledWith(3);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(4);
  },
};

export const Loading: Story = {
  args: { isLoading: true, bulkActions: SelectionAndBulkActions.args!.bulkActions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Clientes' });
    await expect(grid.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect((await canvas.findAllByText('Carregando…')).length).toBeGreaterThan(0);
    await expect(await within(grid).findAllByRole('row')).toHaveLength(6);
    await expect(await canvas.findByRole('button', { name: 'Próxima página' })).toBeDisabled();
  },
};

export const Empty: Story = {
  render: (args) => <ServerTable {...args} dataset={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não existe registro por aqui')).toBeVisible();
    await expect(await canvas.findByText('0–0 de 0')).toBeVisible();
    await expect(await canvas.findByText('Página 1 de 1')).toBeVisible();
  },
};

const createCustomer = fn();

export const EmptyWithAction: Story = {
  args: {
    emptyState: <EmptyState size="sm" title="Nenhum cliente ainda" action={<Button onPress={createCustomer}>Cadastrar cliente</Button>} />,
  },
  render: (args) => <ServerTable {...args} dataset={[]} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Cadastrar cliente' }));
    await expect(createCustomer).toHaveBeenCalledOnce();
  },
};

export const Error: Story = {
  args: { error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar os dados.');
    await userEvent.click(await within(alert).findByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // Paging makes no sense until the data is back.
    await expect(await within(canvasElement).findByRole('button', { name: 'Próxima página' })).toBeDisabled();
  },
};

export const ErrorWithMessage: Story = {
  args: { error: 'Sem conexão com o servidor (503).', onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Sem conexão com o servidor (503).');
  },
};

const allFormats: DataTableColumn<Customer & { since: string; ratio: number; cep: string; cnpj: string }>[] = [
  { id: 'name', header: 'Nome (texto)' },
  { id: 'spent', header: 'Número', format: 'number' },
  { id: 'id', header: 'Milhares', accessor: (row) => row.spent * 1000, format: 'thousands' },
  { id: 'price', header: 'Preço', accessor: 'spent', format: 'price' },
  { id: 'ratio', header: 'Percentual', format: 'percent' },
  { id: 'lastPurchase', header: 'Data', format: 'date' },
  { id: 'since', header: 'Data e hora', format: 'datetime' },
  { id: 'rel', header: 'Relativa', accessor: 'since', format: 'relative' },
  { id: 'phone', header: 'Telefone', format: 'phone' },
  { id: 'cep', header: 'CEP', format: 'cep' },
  { id: 'cnpj', header: 'CNPJ', format: 'document' },
  { id: 'payment', header: 'Pagamento', format: 'payment', align: 'center' },
];

export const Formats: Story = {
  render: () => (
    <DataTable
      aria-label="Formatos"
      columns={allFormats}
      rows={customers.slice(0, 3).map((c, i) => ({
        ...c,
        since: ['2026-03-14 11:00:00', '2026-03-10T08:30:00-03:00', 'not a date'][i]!,
        ratio: [0.125, -0.5, 0][i]!,
        cep: ['01310100', '20040-002', ''][i]!,
        cnpj: ['12345678000190', '12345678901', ''][i]!,
      }))}
      total={3}
      page={1}
      perPage={10}
      onChange={fn()}
      now={new Date('2026-03-14T12:00:00-03:00')}
    />
  ),
  play: async ({ canvasElement }) => {
    const rows = await within(await within(canvasElement).findByRole('grid')).findAllByRole('row');
    await expect(rows[1]).toHaveTextContent('12,5%');
    await expect(rows[1]).toHaveTextContent('14/03/2026 11:00');
    await expect(rows[1]).toHaveTextContent('há 1 hora');
    await expect(rows[1]).toHaveTextContent('01310-100');
    await expect(rows[1]).toHaveTextContent('12.345.678/0001-90');
    await expect(rows[1]).toHaveTextContent('Cartão de crédito');
    await expect(rows[2]).toHaveTextContent('Boleto');
    await expect(rows[2]).toHaveTextContent('-50%');
    await expect(rows[3]).toHaveTextContent('—');
    await expect(canvasElement.textContent).not.toMatch(/NaN|Invalid/);
  },
};

export const CardsLayout: Story = {
  args: { layout: 'cards', bulkActions: SelectionAndBulkActions.args!.bulkActions, onRowAction: fn() },
  render: CardsLayoutRender,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('grid', { name: 'Clientes' });
    const items = await within(list).findAllByRole('row');
    await expect(items).toHaveLength(4);
    // Each card lists the columns as term/value pairs; hidden columns are left out.
    await expect(await within(items[0]!).findByText('Total gasto')).toBeVisible();
    await expect(within(items[0]!).queryByText('CPF')).not.toBeInTheDocument();
    await userEvent.click(await within(items[1]!).findByRole('checkbox'));
    await expect(await canvas.findByText('1 selecionado')).toBeVisible();
    // Sorting moves to a select above the list.
    await userEvent.click(await canvas.findByRole('button', { name: /Ordenar por/ }));
    await userEvent.click(
      await within(await within(document.body).findByRole('listbox')).findByRole('option', { name: 'Nome (decrescente)' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 1, perPage: 10, sort: { column: 'name', direction: 'desc' } });
    await expect((await within(list).findAllByRole('row'))[0]).toHaveTextContent('Diego Dias');
  },
};

export const CardsLoading: Story = {
  args: { layout: 'cards', isLoading: true },
  render: (args) => (
    <div style={{ inlineSize: 375, maxInlineSize: '100%' }}>
      <ServerTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando…')).toBeInTheDocument();
  },
};

export const CardsEmpty: Story = {
  args: { layout: 'cards' },
  render: (args) => (
    <div style={{ inlineSize: 375, maxInlineSize: '100%' }}>
      <ServerTable {...args} dataset={[]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Não existe registro por aqui')).toBeVisible();
  },
};

/** `layout="auto"` (the default) switches to cards below md (768 px). */
export const ExtraSmallViewport: Story = {
  args: { layout: 'auto' },
  globals: { viewport: { value: 'xs', isRotated: false } },
  render: (args) => <ServerTable {...args} dataset={customers.slice(0, 3)} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(window.innerWidth).toBeLessThan(768));
    await expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'cards');
    await expect(within(canvasElement).queryByRole('columnheader')).not.toBeInTheDocument();
  },
};

export const CustomTexts: Story = {
  args: {
    'aria-label': 'Customers',
    texts: {
      pageSize: 'Rows per page',
      range: (from, to, total) => `${from}-${to} of ${total}`,
      pageOf: (page, pages) => `Page ${page} of ${pages}`,
      nextPage: 'Next page',
      previousPage: 'Previous page',
      firstPage: 'First page',
      lastPage: 'Last page',
      pagination: 'Pagination',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1-10 of 57')).toBeVisible();
    await expect(await canvas.findByText('Page 1 of 6')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /Rows per page/ })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

export const LongText: Story = {
  args: {
    columns: [
      { id: 'name', header: 'Nome completo do cliente', sortable: true },
      { id: 'email', header: 'E-mail principal de contato' },
      { id: 'spent', header: 'Total gasto', format: 'currency' },
    ],
  },
  render: (args) => (
    <div style={{ maxInlineSize: 600 }}>
      <ServerTable
        {...args}
        dataset={[
          {
            ...customers[0]!,
            name: 'Maria Fernanda de Albuquerque Cavalcanti Bragança e Orleans',
            email: 'contato-financeiro-departamento-de-cobranca@empresa-com-nome-bem-comprido.com.br',
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Maria Fernanda/)).toBeVisible();
    await expect(await within(canvasElement).findByText('1–1 de 1')).toBeVisible();
  },
};

const compact: DataTableColumn<Customer>[] = [columns[0]!, columns[3]!];

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={2} track="minmax(0, 1fr)" gap={16}>
      <ServerTable {...args} columns={compact} dataset={customers.slice(0, 2)} aria-label="Padrão" />
      <ServerTable
        {...args}
        columns={compact}
        dataset={customers.slice(0, 2)}
        aria-label="Com seleção e ordenação"
        bulkActions={SelectionAndBulkActions.args!.bulkActions}
        selectedKeys={new Set([2])}
        sort={{ column: 'name', direction: 'asc' }}
      />
      <ServerTable {...args} columns={compact} dataset={customers.slice(0, 2)} perPage={10} aria-label="Carregando" isLoading />
      <ServerTable {...args} columns={compact} dataset={[]} aria-label="Vazio" />
      <ServerTable {...args} columns={compact} aria-label="Erro" error onRetry={fn()} />
      <ServerTable {...args} columns={compact} dataset={customers.slice(0, 2)} aria-label="Cartões" layout="cards" />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Five tables and one card list (a grid too).
    await expect(await canvas.findAllByRole('grid')).toHaveLength(6);
    const sorted = await canvas.findByRole('grid', { name: 'Com seleção e ordenação' });
    await expect(await within(sorted).findByRole('columnheader', { name: /Nome/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect((await within(sorted).findAllByRole('row'))[1]).toHaveAttribute('aria-selected', 'false');
    await expect((await within(sorted).findAllByRole('row'))[2]).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(await canvas.findByText('Não existe registro por aqui')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { bulkActions: SelectionAndBulkActions.args!.bulkActions, perPage: 10 },
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    const name = await grid.findByRole('columnheader', { name: /Nome/ });
    const spent = await grid.findByRole('columnheader', { name: /Total gasto/ });
    await expect(name.getBoundingClientRect().left).toBeGreaterThan(spent.getBoundingClientRect().left);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { bulkActions: SelectionAndBulkActions.args!.bulkActions, sort: { column: 'spent', direction: 'desc' } },
  play: async ({ canvasElement }) => {
    await expect(await table(canvasElement).findByRole('columnheader', { name: /Total gasto/ })).toHaveAttribute('aria-sort', 'descending');
  },
};
