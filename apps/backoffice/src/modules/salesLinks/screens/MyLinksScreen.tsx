import { ForbiddenError, type PersonalLink } from '@retoma/api-client';
import { PERSONAL_LINK_SORTS } from '@retoma/api-client/schemas';
import { Card, DataTable, EmptyState, Link, TextField, type DataTableColumn } from '@retoma/ui';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCompanyList } from '../../../platform/useCompanyList';
import { useSearchText } from '../../../platform/useListState';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { useSalesLinksT } from '../messages';
import { CopyUrlButton } from '../components/CopyUrlButton';
import { ProductName } from '../components/ProductName';
import { useDataTableTexts } from '../hooks/useDataTableTexts';

const Toolbar = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  max-inline-size: 420px;
`;
const Url = styled.span`
  display: block;
  max-inline-size: 42ch;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Muted = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * `meus-links`: the agent's own address of every active offer, by product. Each address carries the agent's
 * tracking code, so the sale is attributed to them: copy it into a conversation, or open it to check.
 */
export default function MyLinksScreen() {
  const t = useSalesLinksT();
  const tableTexts = useDataTableTexts();
  const list = useCompanyList<PersonalLink>({
    name: 'meus-links',
    sorts: PERSONAL_LINK_SORTS,
    fetch: (api, params) => api.salesLinks.mine(params),
  });
  const search = useSearchText(list.state.search, list.setSearch);

  // A member the server no longer lets in (removed from the company meanwhile): the refused page.
  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const columns: DataTableColumn<PersonalLink>[] = [
    { id: 'produto', header: t('salesLinks.list.produto'), sortable: true, cell: (row) => <ProductName produto={row.produto} /> },
    {
      id: 'descricao',
      header: t('salesLinks.mine.offer'),
      sortable: true,
      isRowHeader: true,
      cell: (row) => (
        <>
          {row.descricao}
          <Muted>{t('salesLinks.mine.offerDetail', { code: row.codigo_oferta, split: row.split })}</Muted>
        </>
      ),
    },
    {
      id: 'url',
      header: t('salesLinks.mine.url'),
      cell: (row) =>
        row.url ? (
          <Link href={row.url} isExternal externalLabel={t('salesLinks.mine.opensOutside')}>
            <Url>{row.url}</Url>
          </Link>
        ) : (
          <Muted>{t('salesLinks.mine.noCheckout')}</Muted>
        ),
    },
    {
      id: 'acoes',
      header: t('salesLinks.list.actions'),
      align: 'end',
      cell: (row) => (row.url ? <CopyUrlButton url={row.url} name={row.descricao} /> : null),
    },
  ];

  return (
    <>
      <ScreenHeader description={t('salesLinks.mine.description')} />
      <Card padding="none">
        <Toolbar>
          <TextField type="search" label={t('salesLinks.mine.search')} {...search} />
        </Toolbar>
        <DataTable
          aria-label={t('salesLinks.mine.label')}
          columns={columns}
          {...list.table}
          texts={tableTexts}
          emptyState={
            list.state.search ? (
              <EmptyState size="sm" title={t('salesLinks.list.noResults', { search: list.state.search })} />
            ) : (
              <EmptyState size="sm" title={t('salesLinks.mine.empty')} description={t('salesLinks.mine.emptyHint')} />
            )
          }
        />
      </Card>
    </>
  );
}
