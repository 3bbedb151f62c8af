import type { Order } from './OrdersTable';

export const ORDERS: Order[] = [
  { id: 1, product: 'Cafeteira italiana', customer: 'Ana Souza', placedOn: '2026-03-02', total: 1234.5 },
  { id: 2, product: 'Jogo de xícaras', customer: 'Bruno Lima', placedOn: '2026-03-05', total: 89.9 },
  { id: 3, product: 'Moedor de café', customer: 'Carla Dias', placedOn: '2026-03-09', total: 2378 },
];
