import type { Transaction } from '@retoma/api-client';
import { EmptyState, StatusChip, formatDateTime, formatPaymentType, formatPrice, useUiLocale } from '@retoma/ui';
import styled from 'styled-components';
import { useAttendT } from '../messages';
import { TRANSACTION_STATUS } from '../lib/transactionStatus';
import { FactList } from './FactList';
import { ProductTag } from './ProductTag';
import { useDateFormat } from '../../../platform/dateFormat';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;
const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

/** The lead's purchases on the sales platform, of every product, newest first (as the server sends them). */
export function TransactionList({ transactions }: { transactions: readonly Transaction[] }) {
  const t = useAttendT();
  const locale = useUiLocale();
  const dateFormat = useDateFormat();
  if (transactions.length === 0) return <EmptyState size="sm" title={t('attend.transactions.empty')} />;
  return (
    <List aria-label={t('attend.transactions.label')}>
      {transactions.map((transaction) => {
        const status = TRANSACTION_STATUS[transaction.status];
        return (
          <Item key={transaction.id}>
            <Heading>
              <h3>{transaction.transaction}</h3>
              <ProductTag product={transaction.produto} />
              <StatusChip tone={status.tone} size="sm">
                {t(status.label)}
              </StatusChip>
            </Heading>
            <FactList>
              <dt>{t('attend.transactions.price')}</dt>
              <dd>{formatPrice(transaction.full_price, { locale, currency: true })}</dd>
              <dt>{t('attend.transactions.payment')}</dt>
              <dd>
                {transaction.installments_number > 1
                  ? t('attend.transactions.installments', {
                      type: formatPaymentType(transaction.payment_type, { locale }),
                      count: transaction.installments_number,
                    })
                  : formatPaymentType(transaction.payment_type, { locale })}
              </dd>
              <dt>{t('attend.transactions.purchasedAt')}</dt>
              <dd>{formatDateTime(transaction.purchase_date ?? transaction.created_at, dateFormat)}</dd>
            </FactList>
          </Item>
        );
      })}
    </List>
  );
}
