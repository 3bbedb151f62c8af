import { LEAD_COMPRAS, LEAD_ORIGENS, type LeadCompra, type LeadOrigem } from '@retoma/api-client';
import { Button, DateRangePicker, parseDate, Select, TextField, type SelectOption } from '@retoma/ui';
import styled from 'styled-components';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useSearchText } from '../../../platform/useListState';
import { hasFilters, type LeadFilters as Filters } from '../hooks/useLeadList';
import { useLeadsT } from '../messages';
import { COMPRA_TEXT, ORIGEM_TEXT } from '../lib/labels';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  align-items: end;
  padding: ${({ theme }) => theme.space[4]};
`;
const Search = styled.div`
  grid-column: 1 / -1;
`;

/** The first option of a filter, which removes it. */
const ANY = 'any';

export interface LeadFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  onClear: () => void;
}

/** Search (name, e-mail, phone or CPF, masked or not), product, purchase, origin and period; all in the URL. */
export function LeadFilters({ filters, onChange, onClear }: LeadFiltersProps) {
  const t = useLeadsT();
  const api = useApi();
  const { slug } = useCompanySession();
  const produtos = useSWR([slug, 'selects/produtos'], () => api.settings.selects.produtos());
  const search = useSearchText(filters.search, (value) => onChange({ search: value }));
  const produtoOptions: SelectOption[] = [
    { id: ANY, label: t('leads.filters.anyProduto') },
    ...(produtos.data ?? []).map((produto) => ({ id: produto.id, label: produto.label })),
  ];
  const period = filters.dt_inicio && filters.dt_fim ? { start: parseDate(filters.dt_inicio), end: parseDate(filters.dt_fim) } : null;

  return (
    <Grid role="search" aria-label={t('leads.filters.label')}>
      <Search>
        <TextField type="search" label={t('leads.filters.search')} {...search} />
      </Search>
      <Select
        label={t('leads.filters.produto')}
        options={produtoOptions}
        value={filters.produto_id ?? ANY}
        onChange={(key) => onChange({ produto_id: key === ANY || key === null ? undefined : Number(key) })}
      />
      <Select
        label={t('leads.filters.compra')}
        options={[{ id: ANY, label: t('leads.filters.anyCompra') }, ...LEAD_COMPRAS.map((id) => ({ id, label: t(COMPRA_TEXT[id]) }))]}
        value={filters.compra ?? ANY}
        onChange={(key) => onChange({ compra: key === ANY || key === null ? undefined : (key as LeadCompra) })}
      />
      <Select
        label={t('leads.filters.origem')}
        options={[{ id: ANY, label: t('leads.filters.anyOrigem') }, ...LEAD_ORIGENS.map((id) => ({ id, label: t(ORIGEM_TEXT[id]) }))]}
        value={filters.origem ?? ANY}
        onChange={(key) => onChange({ origem: key === ANY || key === null ? undefined : (key as LeadOrigem) })}
      />
      <DateRangePicker
        label={t('leads.filters.periodo')}
        value={period}
        onChange={(range) =>
          onChange(
            range ? { dt_inicio: range.start.toString(), dt_fim: range.end.toString() } : { dt_inicio: undefined, dt_fim: undefined },
          )
        }
      />
      {hasFilters(filters) && (
        <Button variant="secondary" onPress={onClear}>
          {t('leads.filters.clear')}
        </Button>
      )}
    </Grid>
  );
}
