import type { PersonalLink } from '@retoma/api-client';
import { Button, Card, EmptyState, Spinner, useToast } from '@retoma/ui';
import { Copy } from 'lucide-react';
import styled from 'styled-components';
import { useAttendT } from '../messages';
import { useSalesLinks } from '../hooks/useSalesLinks';
import { LoadFailure } from './LoadFailure';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
  }
  /* The description may wrap; the copy button keeps its one line. */
  li > :first-child {
    min-inline-size: 0;
  }
  li > :last-child {
    flex: none;
  }
  p {
    margin: 0;
  }
`;
const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Url = styled.p`
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * The agent's own links of the ticket's product, each copied with one press: the address carries the agent's
 * tracking code, so the sale is credited to them (the same address `[LINK_<código>]` becomes in a message).
 */
export function SalesLinksCard({ produtoId }: { produtoId: number }) {
  const t = useAttendT();
  const toast = useToast();
  const links = useSalesLinks(produtoId);

  async function copy(link: PersonalLink, url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('attend.links.copied', { name: link.descricao }));
    } catch {
      toast.error(t('attend.links.copyFailed'));
    }
  }

  return (
    <Card title={t('attend.links.title')} subtitle={t('attend.links.description')}>
      {links.error ? (
        <LoadFailure title={t('attend.links.loadError')} error={links.error} onRetry={() => links.mutate()} />
      ) : !links.data ? (
        <Spinner showLabel label={t('attend.links.loading')} />
      ) : links.data.length === 0 ? (
        <EmptyState size="sm" title={t('attend.links.empty')} />
      ) : (
        <List>
          {links.data.map((link) => (
            <li key={link.id}>
              <div>
                <p>{link.descricao}</p>
                <Muted>
                  {t('attend.links.offer', { code: link.codigo_oferta, split: link.split })} · <code>[LINK_{link.identidade}]</code>
                </Muted>
                {link.url ? <Url>{link.url}</Url> : <Muted>{t('attend.links.noCheckout')}</Muted>}
              </div>
              {link.url && (
                <Button
                  size="sm"
                  variant="secondary"
                  onPress={() => copy(link, link.url!)}
                  aria-label={t('attend.links.copy', { name: link.descricao })}
                >
                  <Copy aria-hidden size={14} />
                  {t('attend.links.copyShort')}
                </Button>
              )}
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
