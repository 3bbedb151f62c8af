import { ApiError, ForbiddenError, NotFoundError } from '@retoma/api-client';
import { Alert, Button, Card, EmptyState, Spinner } from '@retoma/ui';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useCompanyHref } from '../../../platform/links';
import { useReloadCompanyList } from '../../../platform/useCompanyList';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { useSalesLinksT } from '../messages';
import { LinkForm } from '../components/LinkForm';
import { useLink } from '../hooks/useLink';
import { LINKS_LIST } from '../hooks/useLinkList';
import { recordId } from '../lib/recordId';

/**
 * `configuracoes/links/produto/:id/criar` and `.../editar/:link`: a product's sales link on its own page. Saving or
 * cancelling goes back to the product's links; a link that is not this product's says so instead of an empty form.
 */
export default function LinkFormScreen() {
  const t = useSalesLinksT();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const reload = useReloadCompanyList(LINKS_LIST);
  const params = useParams();
  const produtoId = recordId(params.id);
  const isEdit = params.link !== undefined;
  const linkId = recordId(params.link);
  const loaded = useLink(isEdit && linkId !== null ? linkId : null);
  const toList = () => navigate(produtoId ? href('links-produto', { id: produtoId }) : href('links'));
  const saved = () => {
    void reload();
    toList();
  };

  if (loaded.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const notFound = (
    <Card>
      <EmptyState
        title={t('salesLinks.form.notFound')}
        description={t('salesLinks.form.notFoundHint')}
        action={
          <Button variant="secondary" onPress={toList}>
            {t('salesLinks.form.back')}
          </Button>
        }
      />
    </Card>
  );

  const body = () => {
    if (produtoId === null || (isEdit && linkId === null) || loaded.error instanceof NotFoundError) return notFound;
    if (!isEdit) return <LinkForm produtoId={produtoId} onCancel={toList} onSaved={saved} />;
    if (loaded.error)
      return (
        <Alert tone="danger" title={t('salesLinks.form.loadFailed')}>
          <p>{loaded.error instanceof ApiError ? loaded.error.message : null}</p>
          <Button variant="secondary" onPress={() => void loaded.mutate()}>
            {t('salesLinks.table.retry')}
          </Button>
        </Alert>
      );
    if (!loaded.data) return <Spinner label={t('salesLinks.form.loading')} showLabel />;
    // The address names the product: a link of another product is not edited from here.
    if (loaded.data.produto_id !== produtoId) return notFound;
    return <LinkForm produtoId={produtoId} record={loaded.data} onCancel={toList} onSaved={saved} />;
  };

  return (
    <>
      <ScreenHeader description={loaded.data ? loaded.data.produto.nome : undefined} />
      {body()}
    </>
  );
}
