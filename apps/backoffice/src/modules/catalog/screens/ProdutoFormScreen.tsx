import { ApiError, ForbiddenError, NotFoundError } from '@retoma/api-client';
import { Alert, Button, Card, EmptyState, Spinner } from '@retoma/ui';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useCompanyHref } from '../../../platform/links';
import { useReloadCompanyList } from '../../../platform/useCompanyList';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { useCatalogT } from '../messages';
import { useProduto } from '../hooks/useCatalogData';
import { PRODUTOS_LIST } from '../hooks/useProdutoList';
import { ProdutoForm } from '../components/ProdutoForm';

/** The id in `editar/:id`; null on `criar`, NaN for anything that is not a record id. */
function recordId(param: string | undefined): number | null {
  if (param === undefined) return null;
  return /^[1-9]\d*$/.test(param) ? Number(param) : NaN;
}

/**
 * `configuracoes/produtos/criar` and `.../editar/:id`: the product form on its own page. Saving or cancelling goes
 * back to the list; a missing product says so instead of showing an empty form.
 */
export default function ProdutoFormScreen() {
  const t = useCatalogT();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const reload = useReloadCompanyList(PRODUTOS_LIST);
  const id = recordId(useParams().id);
  const loaded = useProduto(id === null || Number.isNaN(id) ? null : id);
  const toList = () => navigate(href('produtos'));
  const saved = () => {
    void reload();
    toList();
  };

  if (loaded.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const body = () => {
    if (id === null) return <ProdutoForm onCancel={toList} onSaved={saved} />;
    if (Number.isNaN(id) || loaded.error instanceof NotFoundError)
      return (
        <Card>
          <EmptyState
            title={t('catalog.produtoForm.notFound')}
            description={t('catalog.produtoForm.notFoundHint')}
            action={
              <Button variant="secondary" onPress={toList}>
                {t('catalog.produtoForm.back')}
              </Button>
            }
          />
        </Card>
      );
    if (loaded.error)
      return (
        <Alert tone="danger" title={t('catalog.produtoForm.loadFailed')}>
          <p>{loaded.error instanceof ApiError ? loaded.error.message : null}</p>
          <Button variant="secondary" onPress={() => void loaded.mutate()}>
            {t('catalog.table.retry')}
          </Button>
        </Alert>
      );
    if (!loaded.data) return <Spinner label={t('catalog.produtoForm.loading')} showLabel />;
    return <ProdutoForm produto={loaded.data} onCancel={toList} onSaved={saved} />;
  };

  return (
    <>
      <ScreenHeader />
      {body()}
    </>
  );
}
