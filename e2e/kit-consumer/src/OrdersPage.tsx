import { Button, DataTable, DEFAULT_PAGE_SIZE, type DataTableColumn, type DataTableState } from '@retoma/ui';
import { formatPrice } from '@retoma/ui/format';
import { useState } from 'react';

interface Order {
  id: number;
  product: string;
  customer: string;
  placedOn: string;
  total: number;
}

const ORDERS: Order[] = [
  { id: 1, product: 'Cafeteira italiana', customer: 'Ana Souza', placedOn: '2026-03-02', total: 1234.5 },
  { id: 2, product: 'Jogo de xícaras', customer: 'Bruno Lima', placedOn: '2026-03-05', total: 89.9 },
  { id: 3, product: 'Moedor de café', customer: 'Carla Dias', placedOn: '2026-03-09', total: 2378 },
];

const COLUMNS: DataTableColumn<Order>[] = [
  { id: 'product', header: 'Produto', isRowHeader: true },
  { id: 'customer', header: 'Cliente' },
  { id: 'placedOn', header: 'Data', format: 'date' },
  { id: 'total', header: 'Total', format: 'currency' },
];

/** A page as an outside project would write it: the kit's table, its formatters (sub-path export) and a button. */
export function OrdersPage() {
  const [table, setTable] = useState<DataTableState>({ page: 1, perPage: DEFAULT_PAGE_SIZE, sort: null });
  const grandTotal = ORDERS.reduce((sum, order) => sum + order.total, 0);

  return (
    <main style={{ padding: 24 }}>
      <h1>Pedidos</h1>
      <DataTable
        aria-label="Pedidos"
        columns={COLUMNS}
        rows={ORDERS}
        total={ORDERS.length}
        page={table.page}
        perPage={table.perPage}
        sort={table.sort}
        onChange={setTable}
      />
      <p>Total dos pedidos: {formatPrice(grandTotal, { currency: true })}</p>
      <Button>Exportar pedidos</Button>
    </main>
  );
}
