import { useSearchParams } from 'react-router-dom';
import { positiveInt } from '../../../platform/useListState';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { useSalesLinksT } from '../messages';
import { CreateLinkButton } from '../components/CreateLinkButton';
import { LinkTable } from '../components/LinkTable';

/**
 * `configuracoes/links`: every sales link of the company, filtered by product. A link belongs to a product, so
 * the create button appears once a product is chosen in the filter (or on the product's own page).
 */
export default function LinksScreen() {
  const t = useSalesLinksT();
  const produto = positiveInt(useSearchParams()[0].get('produto'));
  const create = produto ? <CreateLinkButton produtoId={produto} /> : null;
  return (
    <>
      <ScreenHeader description={t('salesLinks.links.description')} actions={create} />
      <LinkTable createButton={create} />
    </>
  );
}
