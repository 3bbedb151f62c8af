import type { WhatsappListKind } from '@retoma/api-client';
import { Button, ComboBox, DateRangePicker, parseDate, Select, TextField, type SelectOption } from '@retoma/ui';
import styled from 'styled-components';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useSearchText } from '../../../platform/useListState';
import { hasFilters, type WhatsappListFilters as Filters } from '../hooks/useWhatsappList';
import { useWhatsappListT, type WhatsappListKey } from '../messages';

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

const ANY = 'any';

export const KIND_LABEL: Record<WhatsappListKind, WhatsappListKey> = {
  whatsapp: 'whatsappList.filters.kind.whatsapp',
  boleto: 'whatsappList.filters.kind.boleto',
  agendamento: 'whatsappList.filters.kind.agendamento',
  cancelado: 'whatsappList.filters.kind.cancelado',
};

export interface WhatsappListFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  onClear: () => void;
}

/**
 * Search (the lead's name, e-mail or phone), the responsible — a member who answered, or the campaign the contact
 * came from, each named with its group —, product and the period it came in; all in the URL.
 */
export function WhatsappListFilters({ filters, onChange, onClear }: WhatsappListFiltersProps) {
  const t = useWhatsappListT();
  const api = useApi();
  const { slug } = useCompanySession();
  const produtos = useSWR([slug, 'selects/produtos'], () => api.settings.selects.produtos());
  const responsibles = useSWR([slug, 'whatsapplists_responsaveis'], () => api.whatsappList.responsibles());
  const search = useSearchText(filters.search, (value) => onChange({ search: value }));
  const responsibleOptions: SelectOption[] = [
    ...(responsibles.data?.usuarios ?? []).map((user) => ({
      id: `user:${user.id}`,
      label: user.name,
      description: t('whatsappList.filters.kindUser'),
    })),
    ...(responsibles.data?.campanhas ?? []).map((campanha) => ({
      id: `campanha:${campanha.id}`,
      label: campanha.nome,
      description: t(KIND_LABEL[campanha.tipo]),
    })),
  ];
  const responsible = filters.usuario_id ? `user:${filters.usuario_id}` : filters.campanha_id ? `campanha:${filters.campanha_id}` : null;
  const period = filters.dt_inicio && filters.dt_fim ? { start: parseDate(filters.dt_inicio), end: parseDate(filters.dt_fim) } : null;
  return (
    <Grid role="search" aria-label={t('whatsappList.filters.label')}>
      <Search>
        <TextField type="search" label={t('whatsappList.filters.search')} {...search} />
      </Search>
      <ComboBox
        label={t('whatsappList.filters.responsible')}
        placeholder={t('whatsappList.filters.anyResponsible')}
        options={responsibleOptions}
        emptyText={t('whatsappList.filters.noMatch')}
        value={responsible}
        onChange={(key) => {
          const [kind, id] = key === null ? [] : String(key).split(':');
          onChange({ usuario_id: kind === 'user' ? Number(id) : undefined, campanha_id: kind === 'campanha' ? Number(id) : undefined });
        }}
      />
      <Select
        label={t('whatsappList.filters.product')}
        options={[
          { id: ANY, label: t('whatsappList.filters.anyProduct') },
          ...(produtos.data ?? []).map((produto) => ({ id: produto.id, label: produto.label })),
        ]}
        value={filters.produto_id ?? ANY}
        onChange={(key) => onChange({ produto_id: key === ANY || key === null ? undefined : Number(key) })}
      />
      <DateRangePicker
        label={t('whatsappList.filters.period')}
        value={period}
        onChange={(range) =>
          onChange(
            range ? { dt_inicio: range.start.toString(), dt_fim: range.end.toString() } : { dt_inicio: undefined, dt_fim: undefined },
          )
        }
      />
      {hasFilters(filters) && (
        <Button variant="secondary" onPress={onClear}>
          {t('whatsappList.filters.clear')}
        </Button>
      )}
    </Grid>
  );
}
