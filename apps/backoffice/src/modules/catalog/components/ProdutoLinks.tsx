import { Alert, Button, EmptyState, Link, Spinner, StatusChip } from '@retoma/ui';
import styled from 'styled-components';
import { useAllowedHref } from '../../../platform/links';
import { useCatalogT } from '../messages';
import { useProdutoLinks } from '../hooks/useCatalogData';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding-block: ${({ theme }) => theme.space[2]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * The product's sales links (offers), read-only: each opens its own form on the links screens, for those who may
 * change links.
 */
export function ProdutoLinks({ produtoId }: { produtoId: number }) {
  const t = useCatalogT();
  const allowedHref = useAllowedHref();
  const links = useProdutoLinks(produtoId);
  if (links.error)
    return (
      <Alert tone="danger" title={t('catalog.produtoForm.linksFailed')}>
        <Button variant="secondary" onPress={() => void links.mutate()}>
          {t('catalog.table.retry')}
        </Button>
      </Alert>
    );
  if (!links.data) return <Spinner label={t('catalog.produtoForm.linksLoading')} showLabel />;
  if (links.data.length === 0) return <EmptyState size="sm" title={t('catalog.produtoForm.linksNone')} />;
  return (
    <List aria-label={t('catalog.produtoForm.links')}>
      {links.data.map((link) => {
        const edit = allowedHref('links-produto-editar', { id: produtoId, link: link.id });
        return (
          <li key={link.id}>
            <span>
              {edit ? <Link href={edit}>{link.descricao}</Link> : link.descricao}
              <Muted>{t('catalog.produtoForm.linkOffer', { code: link.codigo_oferta, identity: link.identidade })}</Muted>
            </span>
            <StatusChip status={link.status} activeLabel={t('catalog.list.active')} inactiveLabel={t('catalog.list.inactive')} />
          </li>
        );
      })}
    </List>
  );
}
