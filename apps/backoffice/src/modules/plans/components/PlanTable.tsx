import { ApiError, ForbiddenError, type Plano } from '@retoma/api-client';
import { Card, ConfirmDialog, DataTable, EmptyState, StatusChip, TextField, type DataTableColumn } from '@retoma/ui';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../platform/companySession';
import { CompanyLink } from '../../../platform/links';
import { useSearchText } from '../../../platform/useListState';
import { useDataTableTexts } from '../hooks/useDataTableTexts';
import { usePlanList } from '../hooks/usePlans';
import { useRemovePlan } from '../hooks/useRemovePlan';
import { usePlansT } from '../messages';
import { CampaignChips } from './CampaignChips';
import { PlanRowActions } from './PlanRowActions';

const Toolbar = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  max-inline-size: 480px;
`;

/** Each product of a plan's campaigns once, in the order they come. */
const productsOf = (plano: Plano) => [...new Set(plano.campanhas.map((campanha) => campanha.produto.nome))];

/**
 * The plans as a server-paged table: name (to its page), products, campaigns on and off at a glance, status; search,
 * sort and page size in the URL. Deleting asks first; a plan with sends scheduled is refused with the server's words.
 */
export function PlanTable({ createButton }: { createButton: ReactNode }) {
  const t = usePlansT();
  const can = useCan();
  const texts = useDataTableTexts();
  const list = usePlanList();
  const search = useSearchText(list.state.search, list.setSearch);
  const removal = useRemovePlan(list.stepBackIfLastRow);
  const canManage = can('planos_gerenciar');
  const canRemove = can('planos_deletar');

  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const columns: DataTableColumn<Plano>[] = [
    {
      id: 'nome',
      header: t('plans.list.nome'),
      sortable: true,
      isRowHeader: true,
      cell: (row) =>
        canManage ? <CompanyLink to={{ id: 'planos-gerenciar', params: { plan_id: row.id } }}>{row.nome}</CompanyLink> : row.nome,
    },
    { id: 'produtos', header: t('plans.list.produtos'), cell: (row) => productsOf(row).join(', ') || '—' },
    { id: 'campanhas', header: t('plans.list.campanhas'), cell: (row) => <CampaignChips campanhas={row.campanhas} /> },
    {
      id: 'status',
      header: t('plans.list.status'),
      sortable: true,
      cell: (row) => <StatusChip status={row.status} activeLabel={t('plans.status.on')} inactiveLabel={t('plans.status.off')} />,
    },
    ...(canRemove
      ? [
          {
            id: 'acoes',
            header: t('plans.list.actions'),
            align: 'end' as const,
            cell: (row: Plano) => <PlanRowActions plano={row} onRemove={removal.ask} />,
          },
        ]
      : []),
  ];

  return (
    <>
      <Card padding="none">
        <Toolbar>
          <TextField type="search" label={t('plans.list.search')} {...search} />
        </Toolbar>
        <DataTable
          aria-label={t('plans.list.label')}
          columns={columns}
          rows={list.rows}
          total={list.total}
          page={list.state.page}
          perPage={list.state.perPage}
          sort={list.state.sort}
          onChange={list.setTable}
          isLoading={list.isLoading}
          error={list.error ? (list.error instanceof ApiError ? list.error.message : true) : false}
          onRetry={list.retry}
          texts={texts}
          emptyState={
            list.state.search ? (
              <EmptyState size="sm" title={t('plans.list.noResults', { search: list.state.search })} />
            ) : (
              <EmptyState size="sm" title={t('plans.list.empty')} description={t('plans.list.emptyHint')} action={createButton} />
            )
          }
        />
      </Card>
      <ConfirmDialog
        isOpen={removal.asking !== null}
        onOpenChange={(open) => !open && removal.cancel()}
        title={t('plans.remove.title')}
        message={removal.asking ? t('plans.remove.message', { name: removal.asking.nome }) : ''}
        confirmLabel={t('plans.remove.confirm')}
        cancelLabel={t('plans.form.cancel')}
        tone="danger"
        onConfirm={removal.confirm}
      />
    </>
  );
}
