import { PAYMENT_TYPES, TRANSACTION_STATUSES, type PaymentType, type TransactionStatus } from '@retoma/api-client';
import { Button, formatPaymentType, Select, TextField, useUiLocale, type SelectOption } from '@retoma/ui';
import styled from 'styled-components';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useSearchText } from '../../../platform/useListState';
import { hasFilters, type TransactionFilters as Filters } from '../hooks/useTransactionList';
import { STATUS_LABEL } from '../lib/status';
import { useTransactionsT } from '../messages';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  align-items: end;
`;
const Search = styled.div`
  grid-column: 1 / -1;
`;

/** The first option of a filter, which removes it. */
const ANY = 'any';

export interface TransactionFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  onClear: () => void;
}

/** Search (lead or code), product, the platform's status and the payment method; all in the URL. */
export function TransactionFilters({ filters, onChange, onClear }: TransactionFiltersProps) {
  const t = useTransactionsT();
  const api = useApi();
  const locale = useUiLocale();
  const { slug } = useCompanySession();
  const produtos = useSWR([slug, 'selects/produtos'], () => api.settings.selects.produtos());
  const search = useSearchText(filters.search, (value) => onChange({ search: value }));
  const productOptions: SelectOption[] = [
    { id: ANY, label: t('transactions.filters.anyProduct') },
    ...(produtos.data ?? []).map((produto) => ({ id: produto.id, label: produto.label })),
  ];
  return (
    <Grid role="search" aria-label={t('transactions.filters.label')}>
      <Search>
        <TextField type="search" label={t('transactions.filters.search')} {...search} />
      </Search>
      <Select
        label={t('transactions.filters.product')}
        options={productOptions}
        value={filters.produto_id ?? ANY}
        onChange={(key) => onChange({ produto_id: key === ANY || key === null ? undefined : Number(key) })}
      />
      <Select
        label={t('transactions.filters.status')}
        options={[
          { id: ANY, label: t('transactions.filters.anyStatus') },
          ...TRANSACTION_STATUSES.map((id) => ({ id, label: t(STATUS_LABEL[id]) })),
        ]}
        value={filters.status ?? ANY}
        onChange={(key) => onChange({ status: key === ANY || key === null ? undefined : (key as TransactionStatus) })}
      />
      <Select
        label={t('transactions.filters.payment')}
        options={[
          { id: ANY, label: t('transactions.filters.anyPayment') },
          ...PAYMENT_TYPES.map((id) => ({ id, label: formatPaymentType(id, { locale }) })),
        ]}
        value={filters.payment_type ?? ANY}
        onChange={(key) => onChange({ payment_type: key === ANY || key === null ? undefined : (key as PaymentType) })}
      />
      {hasFilters(filters) && (
        <Button variant="secondary" onPress={onClear}>
          {t('transactions.filters.clear')}
        </Button>
      )}
    </Grid>
  );
}
