import { Alert, Button, Card, EmptyState } from '@retoma/ui';
import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router-dom';
import { useCompanyHref } from '../../../platform/links';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { useSalesLinksT } from '../messages';
import { CreateLinkButton } from '../components/CreateLinkButton';
import { LinkTable } from '../components/LinkTable';
import { ProductName } from '../components/ProductName';
import { useProductOptions } from '../hooks/useProductOptions';
import { recordId } from '../lib/recordId';

/** `configuracoes/links/produto/:id`: one product's offers and their checkout addresses. */
export default function ProductLinksScreen() {
  const t = useSalesLinksT();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const id = recordId(useParams().id);
  const products = useProductOptions();
  const product = products.data?.find((option) => option.id === id);
  const back = (
    <Button variant="secondary" onPress={() => navigate(href('links'))}>
      <ArrowLeft aria-hidden size={16} />
      {t('salesLinks.productLinks.back')}
    </Button>
  );

  // Only an active product is offered; a product switched off (or of no one) has no page of links to manage here.
  if (id === null || (products.data && !product))
    return (
      <>
        <ScreenHeader />
        <Card>
          <EmptyState title={t('salesLinks.productLinks.notFound')} description={t('salesLinks.productLinks.notFoundHint')} action={back} />
        </Card>
      </>
    );

  return (
    <>
      <ScreenHeader
        description={product ? <ProductName produto={{ nome: product.label, cor: product.cor }} /> : t('salesLinks.productLinks.loading')}
        actions={
          <>
            {back}
            <CreateLinkButton produtoId={id} />
          </>
        }
      />
      {products.error ? <Alert tone="warning">{t('salesLinks.productLinks.nameFailed')}</Alert> : null}
      <LinkTable produtoId={id} createButton={<CreateLinkButton produtoId={id} />} />
    </>
  );
}
