'use client';

import { DataTable, DEFAULT_PAGE_SIZE, type DataTableColumn, type DataTableState } from '@retoma/ui';
import { useState } from 'react';

export interface Order {
  id: number;
  product: string;
  customer: string;
  placedOn: string;
  total: number;
}

const COLUMNS: DataTableColumn<Order>[] = [
  { id: 'product', header: 'Produto', isRowHeader: true },
  { id: 'customer', header: 'Cliente' },
  { id: 'placedOn', header: 'Data', format: 'date' },
  { id: 'total', header: 'Total', format: 'currency', sortable: true },
];

/** The table keeps its page and sort in state, so it is a client component; its rows come from the server page. */
export function OrdersTable({ orders }: { orders: Order[] }) {
  const [table, setTable] = useState<DataTableState>({ page: 1, perPage: DEFAULT_PAGE_SIZE, sort: null });
  return <DataTable aria-label="Pedidos" columns={COLUMNS} rows={orders} total={orders.length} {...table} onChange={setTable} />;
}
