import { Badge, Button, Card } from '@retoma/ui';
import { formatPrice } from '@retoma/ui/format';
import { OrdersTable } from '../components/OrdersTable';
import { ORDERS } from '../components/orders';

export default function OrdersPage() {
  const grandTotal = ORDERS.reduce((sum, order) => sum + order.total, 0);
  return (
    <main style={{ padding: 24 }}>
      <h1>Pedidos (Pages Router)</h1>
      <Card>
        <Badge tone="success">Pagos</Badge>
        <OrdersTable orders={ORDERS} />
        <p>Total dos pedidos: {formatPrice(grandTotal, { currency: true })}</p>
        <Button>Exportar pedidos</Button>
      </Card>
    </main>
  );
}
