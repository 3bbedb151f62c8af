import { ForbiddenError, type Link } from '@retoma/api-client';
import { Card, ConfirmDialog, DataTable, EmptyState, Select, StatusChip, TextField, type DataTableColumn } from '@retoma/ui';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../platform/companySession';
import { useCompanyHref } from '../../../platform/links';
import { useReloadCompanyList } from '../../../platform/useCompanyList';
import { useSearchText } from '../../../platform/useListState';
import { useSalesLinksT } from '../messages';
import { useCopyLink } from '../hooks/useCopyLink';
import { useDataTableTexts } from '../hooks/useDataTableTexts';
import { LINKS_LIST, useLinkList } from '../hooks/useLinkList';
import { useProductOptions } from '../hooks/useProductOptions';
import { useRemoveLink } from '../hooks/useRemoveLink';
import { LinkRowActions } from './LinkRowActions';
import { ProductName } from './ProductName';

const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    max-inline-size: 720px;
  }
`;
const Variable = styled.code`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The filter's choice that shows every product's links. */
const ALL = 'todos';

export interface LinkTableProps {
  /** One product's links (its page); absent, every link with a product filter. */
  produtoId?: number;
  /** The create button, also offered by the empty list. */
  createButton: ReactNode;
}

/**
 * Sales links as a server-paged table: description and message variable, product, offer, installments and
 * status; search (description, offer or code), product filter, sort and page size in the URL. Each row copies its
 * checkout address, and opens its edit page or asks before deleting, for those with those permissions.
 */
export function LinkTable({ produtoId, createButton }: LinkTableProps) {
  const t = useSalesLinksT();
  const can = useCan();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const tableTexts = useDataTableTexts();
  const copy = useCopyLink();
  const list = useLinkList(produtoId);
  const products = useProductOptions();
  const search = useSearchText(list.state.search, (value) => list.update({ search: value }));
  const reload = useReloadCompanyList(LINKS_LIST);
  const removal = useRemoveLink({ reload, afterRemove: list.stepBackIfLastRow });
  const canEdit = can('configuracao_link_editar');
  const canRemove = can('configuracao_link_deletar');

  // The route let the person in, but the server says otherwise: the same page as a refused route.
  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const columns: DataTableColumn<Link>[] = [
    {
      id: 'descricao',
      header: t('salesLinks.list.descricao'),
      sortable: true,
      isRowHeader: true,
      cell: (row) => (
        <>
          {row.descricao}
          <Variable>[LINK_{row.identidade}]</Variable>
        </>
      ),
    },
    ...(produtoId
      ? []
      : [{ id: 'produto', header: t('salesLinks.list.produto'), cell: (row: Link) => <ProductName produto={row.produto} /> }]),
    { id: 'codigo_oferta', header: t('salesLinks.list.oferta'), sortable: true, accessor: 'codigo_oferta' },
    { id: 'split', header: t('salesLinks.list.split'), cell: (row) => t('salesLinks.list.splitValue', { split: row.split }) },
    {
      id: 'status',
      header: t('salesLinks.list.status'),
      sortable: true,
      cell: (row) => (
        <StatusChip status={row.status} activeLabel={t('salesLinks.list.active')} inactiveLabel={t('salesLinks.list.inactive')} />
      ),
    },
    {
      id: 'acoes',
      header: t('salesLinks.list.actions'),
      align: 'end',
      cell: (row) => (
        <LinkRowActions
          name={row.descricao}
          onCopy={row.checkout_url ? () => void copy(row.checkout_url!, row.descricao) : undefined}
          onEdit={canEdit ? () => navigate(href('links-produto-editar', { id: row.produto_id, link: row.id })) : undefined}
          onRemove={canRemove ? () => removal.ask(row) : undefined}
        />
      ),
    },
  ];

  const productOptions = [
    { id: ALL, label: t('salesLinks.list.allProducts') },
    ...(products.data ?? []).map((option) => ({ id: String(option.id), label: option.label })),
  ];

  return (
    <>
      <Card padding="none">
        <Toolbar>
          <TextField type="search" label={t('salesLinks.list.search')} {...search} />
          {produtoId === undefined && (
            <Select
              label={t('salesLinks.list.productFilter')}
              options={productOptions}
              selectedKey={list.state.produto ? String(list.state.produto) : ALL}
              onSelectionChange={(key) => list.update({ produto: key === ALL || key === null ? undefined : Number(key) })}
            />
          )}
        </Toolbar>
        <DataTable
          aria-label={t('salesLinks.list.label')}
          columns={columns}
          {...list.table}
          texts={tableTexts}
          emptyState={
            list.state.search ? (
              <EmptyState size="sm" title={t('salesLinks.list.noResults', { search: list.state.search })} />
            ) : (
              <EmptyState size="sm" title={t('salesLinks.list.empty')} description={t('salesLinks.list.emptyHint')} action={createButton} />
            )
          }
        />
      </Card>
      <ConfirmDialog
        isOpen={removal.asking !== null}
        onOpenChange={(open) => !open && removal.cancel()}
        title={t('salesLinks.remove.title')}
        message={removal.asking ? t('salesLinks.remove.message', { name: removal.asking.descricao }) : ''}
        confirmLabel={t('salesLinks.remove.confirm')}
        cancelLabel={t('salesLinks.form.cancel')}
        tone="danger"
        onConfirm={removal.confirm}
      />
    </>
  );
}
