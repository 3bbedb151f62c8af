import { Button } from '@retoma/ui';
import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../../platform/companySession';
import { useCompanyHref } from '../../../platform/links';
import { useSalesLinksT } from '../messages';

/** "Incluir link" for a product, shown only to those who may create links. */
export function CreateLinkButton({ produtoId }: { produtoId: number }) {
  const t = useSalesLinksT();
  const can = useCan();
  const navigate = useNavigate();
  const href = useCompanyHref();
  if (!can('configuracao_link_incluir')) return null;
  return (
    <Button onPress={() => navigate(href('links-produto-criar', { id: produtoId }))}>
      <Plus aria-hidden size={16} />
      {t('salesLinks.list.create')}
    </Button>
  );
}
