import { ForbiddenError, type LeadListItem } from '@retoma/api-client';
import {
  Badge,
  Button,
  Card,
  DataTable,
  EmptyState,
  formatCpf,
  formatDate,
  IconButton,
  Link,
  Menu,
  type DataTableColumn,
} from '@retoma/ui';
import { MoreVertical } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../platform/companySession';
import { useDateFormat } from '../../../platform/dateFormat';
import { useCompanyHref } from '../../../platform/links';
import { useReloadCompanyList } from '../../../platform/useCompanyList';
import { useRouteText } from '../../../i18n';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { useCurrentRoute } from '../../../shell/useCurrentRoute';
import { DeleteLeadDialog } from '../components/DeleteLeadDialog';
import { LeadFilters } from '../components/LeadFilters';
import { hasFilters, LEADS_LIST, useLeadList } from '../hooks/useLeadList';
import { tableTexts } from '../lib/tableTexts';
import { useLeadsT } from '../messages';
import { COMPRA_TEXT } from '../lib/labels';
import { COMPRA_TONE, leadPhone } from '../lib/leadFormat';

/** Masked numbers read as one piece: never broken across lines. */
const Nowrap = styled.span`
  white-space: nowrap;
`;

/**
 * `leads/listagem`: the company's people — name, e-mail, masked phone and CPF, where their purchases stand — searched
 * and filtered (product, purchase, origin, period), sorted and paged, all in the URL. Each opens its detail; deleting
 * says first what goes with the lead, and refuses when sales would go too.
 */
export default function LeadsScreen() {
  const t = useLeadsT();
  const can = useCan();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const dates = useDateFormat();
  const route = useCurrentRoute();
  const routeText = useRouteText();
  const list = useLeadList();
  const reload = useReloadCompanyList(LEADS_LIST);
  const [deleting, setDeleting] = useState<LeadListItem | null>(null);
  const canView = can('leads_detalhamento');
  const canDelete = can('leads_deletar');

  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const columns: DataTableColumn<LeadListItem>[] = [
    {
      id: 'nome',
      header: t('leads.col.nome'),
      sortable: true,
      isRowHeader: true,
      cell: (lead) => (canView ? <Link href={href('leads-detalhe', { id: lead.id })}>{lead.nome}</Link> : lead.nome),
    },
    { id: 'email', header: t('leads.col.email'), cell: (lead) => lead.email },
    { id: 'telefone', header: t('leads.col.telefone'), cell: (lead) => <Nowrap>{leadPhone(lead)}</Nowrap> },
    { id: 'cpf', header: t('leads.col.cpf'), cell: (lead) => <Nowrap>{lead.cpf ? formatCpf(lead.cpf) : '—'}</Nowrap> },
    {
      id: 'compra',
      header: t('leads.col.compra'),
      cell: (lead) => (
        <Badge tone={COMPRA_TONE[lead.compra]} dot>
          {t(COMPRA_TEXT[lead.compra])}
        </Badge>
      ),
    },
    { id: 'created_at', header: t('leads.col.created_at'), sortable: true, cell: (lead) => formatDate(lead.created_at, dates) },
    ...(canView || canDelete
      ? [
          {
            id: 'acoes',
            header: t('leads.col.acoes'),
            align: 'end' as const,
            cell: (lead: LeadListItem) => (
              <Menu
                aria-label={t('leads.row.actions', { name: lead.nome })}
                trigger={
                  <IconButton
                    aria-label={t('leads.row.actions', { name: lead.nome })}
                    icon={<MoreVertical aria-hidden size={16} />}
                    variant="ghost"
                    size="sm"
                  />
                }
                items={[
                  ...(canView
                    ? [{ id: 'view', label: t('leads.row.view'), onAction: () => navigate(href('leads-detalhe', { id: lead.id })) }]
                    : []),
                  ...(canDelete
                    ? [{ id: 'delete', label: t('leads.row.delete'), tone: 'danger' as const, onAction: () => setDeleting(lead) }]
                    : []),
                ]}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <ScreenHeader />
      <Card padding="none">
        <LeadFilters filters={list.state.filters} onChange={list.setFilters} onClear={list.clearFilters} />
        <DataTable
          aria-label={route ? routeText(route.title) : t('leads.col.nome')}
          columns={columns}
          {...list.table}
          texts={tableTexts(t)}
          emptyState={
            hasFilters(list.state.filters) ? (
              <EmptyState
                size="sm"
                title={t('leads.list.noResults')}
                action={
                  <Button variant="secondary" onPress={list.clearFilters}>
                    {t('leads.filters.clear')}
                  </Button>
                }
              />
            ) : (
              <EmptyState size="sm" title={t('leads.list.empty')} description={t('leads.list.emptyHint')} />
            )
          }
        />
      </Card>
      <DeleteLeadDialog
        lead={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          list.stepBackIfLastRow();
          return reload();
        }}
      />
    </>
  );
}
