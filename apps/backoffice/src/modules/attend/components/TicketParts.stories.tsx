import { TRANSACTION_STATUSES } from '@retoma/api-client';
import { buildTransaction } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TicketStatusChip } from './TicketStatusChip';
import { TransactionList } from './TransactionList';

/** The small pieces the ticket screens share, in every state they can show. */
const meta = {
  title: 'Screens/Tickets/Parts',
  component: TransactionList,
  args: { transactions: [] },
} satisfies Meta<typeof TransactionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four ticket states. */
export const StatusChips: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <TicketStatusChip status={0} />
      <TicketStatusChip status={1} />
      <TicketStatusChip status={2} />
      <TicketStatusChip status={3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Aberto', 'Pendente', 'Fechado', 'Reaberto']) await expect(await canvas.findByText(label)).toBeVisible();
  },
};

/** One purchase per platform status, with their labels and colours. */
export const EveryTransactionStatus: Story = {
  args: {
    transactions: TRANSACTION_STATUSES.map((status, index) => buildTransaction({ id: index + 1, status, installments_number: 1 })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(13);
    for (const label of ['Boleto impresso', 'Em análise', 'Chargeback', 'Em disputa', 'Cadastrada'])
      await expect(await canvas.findByText(label)).toBeVisible();
  },
};

export const NoTransactions: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhuma transação encontrada.')).toBeVisible();
  },
};
