import type { Link } from '@retoma/api-client';
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

/** A link enters a message as its variable; the server turns it into the agent's own sales link. */
const variableOf = (link: Link) => `[LINK_${link.identidade}]`;

/** The product's active sales links, each copied (as its message variable) with one press. */
export function SalesLinksCard({ produtoId }: { produtoId: number }) {
  const t = useAttendT();
  const toast = useToast();
  const links = useSalesLinks(produtoId);

  async function copy(link: Link) {
    try {
      await navigator.clipboard.writeText(variableOf(link));
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
                  {t('attend.links.offer', { code: link.codigo_oferta, split: link.split })} · <code>{variableOf(link)}</code>
                </Muted>
              </div>
              <Button
                size="sm"
                variant="secondary"
                onPress={() => copy(link)}
                aria-label={t('attend.links.copy', { name: link.descricao })}
              >
                <Copy aria-hidden size={14} />
                {t('attend.links.copyShort')}
              </Button>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
