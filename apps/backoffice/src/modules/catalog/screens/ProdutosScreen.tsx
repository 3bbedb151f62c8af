import { ForbiddenError, type Produto } from '@retoma/api-client';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  formatNumber,
  formatPrice,
  Link,
  StatusChip,
  useUiLocale,
  type DataTableColumn,
} from '@retoma/ui';
import { Plus } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useCan } from '../../../platform/companySession';
import { useAllowedHref, useCompanyHref } from '../../../platform/links';
import { useReloadCompanyList } from '../../../platform/useCompanyList';
import { useRouteText } from '../../../i18n';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { useCurrentRoute } from '../../../shell/useCurrentRoute';
import { useCatalogT } from '../messages';
import { useDataTableTexts } from '../hooks/useDataTableTexts';
import { hasFilters, PRODUTOS_LIST, useProdutoList } from '../hooks/useProdutoList';
import { useRemoval } from '../hooks/useRemoval';
import { ComissaoSummary } from '../components/ComissaoSummary';
import { ProductName } from '../components/ProductName';
import { ProdutoFilters } from '../components/ProdutoFilters';
import { RowActions } from '../components/RowActions';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Stack = styled.div`
  display: grid;
`;

/**
 * `configuracoes/produtos`: the company's products with their account, platform id, price and commission; search,
 * filters (account, status, commission), sort and pages, all in the URL. Each opens its own edit page.
 */
export default function ProdutosScreen() {
  const t = useCatalogT();
  const api = useApi();
  const can = useCan();
  const locale = useUiLocale();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const allowedHref = useAllowedHref();
  const route = useCurrentRoute();
  const routeText = useRouteText();
  const tableTexts = useDataTableTexts();
  const list = useProdutoList();
  const reload = useReloadCompanyList(PRODUTOS_LIST);
  const removal = useRemoval<Produto>({
    nameOf: (produto) => produto.nome,
    remove: (id) => api.settings.produtos.remove(id),
    removed: 'catalog.produtos.removed',
    afterRemove: () => {
      list.stepBackIfLastRow();
      return reload();
    },
  });

  const canCreate = can('configuracao_produto_incluir');
  const canEdit = can('configuracao_produto_editar');
  const canRemove = can('configuracao_produto_deletar');

  // The route let the person in, but the server says otherwise: the same page as a refused route.
  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const columns: DataTableColumn<Produto>[] = [
    {
      id: 'nome',
      header: t('catalog.produtos.nome'),
      sortable: true,
      isRowHeader: true,
      cell: (produto) => <ProductName nome={produto.nome} cor={produto.cor} />,
    },
    {
      id: 'conta',
      header: t('catalog.produtos.conta'),
      cell: (produto) => (
        <Stack>
          <span>{produto.conta.nome}</span>
          <Muted>{t('catalog.produtos.codigo', { code: produto.cod_produto })}</Muted>
        </Stack>
      ),
    },
    {
      id: 'preco',
      header: t('catalog.produtos.preco'),
      sortable: true,
      align: 'end',
      cell: (produto) => formatPrice(produto.preco, { locale, currency: true }),
    },
    { id: 'comissao', header: t('catalog.produtos.comissao'), cell: (produto) => <ComissaoSummary produto={produto} /> },
    {
      id: 'links',
      header: t('catalog.produtos.links'),
      align: 'end',
      cell: (produto) => {
        const count = formatNumber(produto.links_count, { locale });
        const links = allowedHref('links-produto', { id: produto.id });
        return links ? (
          <Link href={links} aria-label={t('catalog.produtos.linksOf', { name: produto.nome, count })}>
            {count}
          </Link>
        ) : (
          count
        );
      },
    },
    {
      id: 'status',
      header: t('catalog.produtos.status'),
      sortable: true,
      cell: (produto) => (
        <StatusChip status={produto.status} activeLabel={t('catalog.list.active')} inactiveLabel={t('catalog.list.inactive')} />
      ),
    },
    ...(canEdit || canRemove
      ? [
          {
            id: 'acoes',
            header: t('catalog.list.actions'),
            align: 'end' as const,
            cell: (produto: Produto) => (
              <RowActions
                name={produto.nome}
                onEdit={canEdit ? () => navigate(href('produtos-editar', { id: produto.id })) : undefined}
                onRemove={canRemove ? () => removal.ask(produto) : undefined}
              />
            ),
          },
        ]
      : []),
  ];

  const createButton = canCreate ? (
    <Button onPress={() => navigate(href('produtos-criar'))}>
      <Plus aria-hidden size={16} />
      {t('catalog.produtos.create')}
    </Button>
  ) : null;
  const filtered = hasFilters(list.state.filters);

  return (
    <>
      <ScreenHeader actions={createButton} />
      <Card padding="none">
        <ProdutoFilters filters={list.state.filters} onChange={list.setFilters} onClear={list.clearFilters} />
        <DataTable
          aria-label={route ? routeText(route.title) : t('catalog.produtos.nome')}
          columns={columns}
          {...list.table}
          texts={tableTexts}
          emptyState={
            filtered ? (
              <EmptyState
                size="sm"
                title={t('catalog.produtos.noResults')}
                action={
                  <Button variant="secondary" onPress={list.clearFilters}>
                    {t('catalog.produtos.clearFilters')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                size="sm"
                title={t('catalog.produtos.empty')}
                description={t('catalog.produtos.emptyHint')}
                action={createButton}
              />
            )
          }
        />
      </Card>
      <ConfirmDialog
        isOpen={removal.asking !== null}
        onOpenChange={(open) => !open && removal.cancel()}
        title={t('catalog.produtos.removeTitle')}
        message={
          removal.asking ? t('catalog.produtos.removeMessage', { name: removal.asking.nome, count: removal.asking.links_count }) : ''
        }
        confirmLabel={t('catalog.list.removeConfirm')}
        cancelLabel={t('catalog.form.cancel')}
        tone="danger"
        onConfirm={removal.confirm}
      />
    </>
  );
}
