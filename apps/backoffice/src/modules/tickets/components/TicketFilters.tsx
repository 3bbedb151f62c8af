import type { ActorType, CampaignKind } from '@retoma/api-client';
import { Button, ComboBox, DateRangePicker, parseDate, Select, type SelectOption } from '@retoma/ui';
import styled from 'styled-components';
import { useTicketsT, type TicketsKey } from '../messages';
import { useOriginOptions, useProductOptions, useResponsibleOptions } from '../hooks/useTicketOptions';
import { hasActiveFilters, type TicketFilters as Filters } from '../hooks/useTicketListState';
import { TicketSearchField } from './TicketSearchField';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  align-items: end;
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** "Every product" / "every origin": the first option of a filter, which removes it. */
const ANY = 'any';

/** Tickets created by campaigns (and WhatsApp-list entries) are filtered by their kind. */
const CREATOR_KINDS: Array<{ type: CampaignKind | 'whatsapplist'; label: TicketsKey }> = [
  { type: 'carrinho', label: 'tickets.filters.creatorCart' },
  { type: 'boleto', label: 'tickets.filters.creatorBoleto' },
  { type: 'cancelado', label: 'tickets.filters.creatorCancelled' },
  { type: 'agendamento', label: 'tickets.filters.creatorScheduling' },
  { type: 'whatsapp', label: 'tickets.filters.creatorWhatsapp' },
  { type: 'whatsapplist', label: 'tickets.filters.creatorWhatsappList' },
];

/** A responsible option's key: `user:3`, `link:1`, or a creator kind alone (`carrinho`). */
const creatorKey = (type: ActorType, id?: number) => (id === undefined ? type : `${type}:${id}`);

function parseCreatorKey(key: string): Pick<Filters, 'responsavel_type' | 'responsavel_id'> {
  const [type, id] = key.split(':');
  return { responsavel_type: type as ActorType, responsavel_id: id ? Number(id) : undefined };
}

export interface TicketFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** Search, product, responsible (who created the ticket), origin and creation period; all kept in the URL. */
export function TicketFilters({ filters, onChange }: TicketFiltersProps) {
  const t = useTicketsT();
  const products = useProductOptions();
  const responsibles = useResponsibleOptions();
  const origins = useOriginOptions();
  const set = (next: Filters) => onChange({ ...filters, ...next });

  const productOptions: SelectOption[] = [
    { id: ANY, label: t('tickets.filters.anyProduct') },
    ...(products.data ?? []).map((option) => ({ id: option.id, label: option.label })),
  ];
  const originOptions: SelectOption[] = [
    { id: ANY, label: t('tickets.filters.anyOrigin') },
    ...(origins.data ?? []).map((origin) => ({ id: origin.id, label: origin.nome })),
  ];
  const responsibleOptions: SelectOption[] = [
    ...(responsibles.data?.usuarios ?? []).map((user) => ({
      id: creatorKey('user', user.id),
      label: user.label,
      description: t('tickets.filters.kindUser'),
    })),
    ...(responsibles.data?.links ?? []).map((link) => ({
      id: creatorKey('link', link.id),
      label: link.label,
      description: t('tickets.filters.kindLink'),
    })),
    ...CREATOR_KINDS.map((kind) => ({ id: creatorKey(kind.type), label: t(kind.label) })),
  ];
  const period = filters.dt_inicio && filters.dt_fim ? { start: parseDate(filters.dt_inicio), end: parseDate(filters.dt_fim) } : null;

  return (
    <Grid role="search" aria-label={t('tickets.filters.label')}>
      <TicketSearchField value={filters.search} onSearch={(search) => set({ search })} />
      <Select
        label={t('tickets.filters.product')}
        options={productOptions}
        value={filters.produto_id ?? ANY}
        onChange={(key) => set({ produto_id: key === ANY || key === null ? undefined : Number(key) })}
      />
      <ComboBox
        label={t('tickets.filters.responsible')}
        placeholder={t('tickets.filters.anyResponsible')}
        options={responsibleOptions}
        emptyText={t('tickets.filters.noMatch')}
        value={filters.responsavel_type ? creatorKey(filters.responsavel_type, filters.responsavel_id) : null}
        onChange={(key) => set(key === null ? { responsavel_type: undefined, responsavel_id: undefined } : parseCreatorKey(String(key)))}
      />
      <Select
        label={t('tickets.filters.origin')}
        options={originOptions}
        value={filters.origem_id ?? ANY}
        onChange={(key) => set({ origem_id: key === ANY || key === null ? undefined : Number(key) })}
      />
      <DateRangePicker
        label={t('tickets.filters.period')}
        value={period}
        onChange={(range) =>
          set(range ? { dt_inicio: range.start.toString(), dt_fim: range.end.toString() } : { dt_inicio: undefined, dt_fim: undefined })
        }
      />
      {hasActiveFilters(filters) && (
        <Actions>
          <Button variant="ghost" onPress={() => onChange({})}>
            {t('tickets.filters.clear')}
          </Button>
        </Actions>
      )}
    </Grid>
  );
}
