import { Button, Select, TextField, type SelectOption } from '@retoma/ui';
import styled from 'styled-components';
import { useSearchText } from '../../../platform/useListState';
import { useCatalogT } from '../messages';
import { useContaOptions } from '../hooks/useCatalogData';
import { hasFilters, type ProdutoFilters as Filters } from '../hooks/useProdutoList';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  align-items: end;
  padding: ${({ theme }) => theme.space[4]};
`;

/** The first option of a filter, which removes it. */
const ANY = 'any';

export interface ProdutoFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  onClear: () => void;
}

/** Search (name or account), account, status and commission; all kept in the URL. */
export function ProdutoFilters({ filters, onChange, onClear }: ProdutoFiltersProps) {
  const t = useCatalogT();
  const contas = useContaOptions();
  const search = useSearchText(filters.search, (value) => onChange({ search: value }));
  const flag = (key: 'status' | 'hab_comissao') => ({
    selectedKey: filters[key] ?? ANY,
    onSelectionChange: (value: unknown) => onChange({ [key]: value === ANY ? undefined : (value as '0' | '1') }),
  });
  const contaOptions: SelectOption[] = [
    { id: ANY, label: t('catalog.produtos.anyConta') },
    ...(contas.data ?? []).map((conta) => ({ id: conta.id, label: conta.nome, description: conta.integracao.descricao })),
  ];

  return (
    <Grid role="search" aria-label={t('catalog.produtos.filters')}>
      <TextField type="search" label={t('catalog.produtos.search')} {...search} />
      <Select
        label={t('catalog.produtos.conta')}
        options={contaOptions}
        selectedKey={filters.conta_id ?? ANY}
        onSelectionChange={(value) => onChange({ conta_id: value === ANY ? undefined : Number(value) })}
      />
      <Select
        label={t('catalog.produtos.status')}
        options={[
          { id: ANY, label: t('catalog.produtos.anyStatus') },
          { id: '1', label: t('catalog.produtos.activeOnly') },
          { id: '0', label: t('catalog.produtos.inactiveOnly') },
        ]}
        {...flag('status')}
      />
      <Select
        label={t('catalog.produtos.comissao')}
        options={[
          { id: ANY, label: t('catalog.produtos.anyComissao') },
          { id: '1', label: t('catalog.produtos.withComissao') },
          { id: '0', label: t('catalog.produtos.withoutComissao') },
        ]}
        {...flag('hab_comissao')}
      />
      {hasFilters(filters) && (
        <Button variant="secondary" onPress={onClear}>
          {t('catalog.produtos.clearFilters')}
        </Button>
      )}
    </Grid>
  );
}
