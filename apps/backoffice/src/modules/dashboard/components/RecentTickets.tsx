import { Button, Card, EmptyState, Skeleton } from '@retoma/ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useRecentTickets } from '../hooks/useRecentTickets';
import { dashboardMessages } from '../messages';
import { LoadFailure } from './LoadFailure';
import { RecentTicketItem } from './RecentTicketItem';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;
const More = styled.div`
  display: flex;
  justify-content: center;
  padding-block-start: ${({ theme }) => theme.space[3]};
`;

/** "Últimos tickets em que você participou", the last touched first, ten more at each "Carregar mais". */
export function RecentTickets() {
  const t = useT(dashboardMessages);
  const recent = useRecentTickets();

  let content;
  if (recent.error && recent.items.length === 0) content = <LoadFailure error={recent.error} onRetry={() => void recent.mutate()} />;
  else if (!recent.data)
    content = (
      <List aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <li key={row}>
            <Skeleton variant="rect" height={96} />
          </li>
        ))}
      </List>
    );
  else if (recent.items.length === 0) content = <EmptyState size="sm" title={t('dashboard.recent.empty')} />;
  else
    content = (
      <>
        <List>
          {recent.items.map((ticket) => (
            <li key={ticket.id}>
              <RecentTicketItem ticket={ticket} />
            </li>
          ))}
        </List>
        {recent.error ? (
          <LoadFailure error={recent.error} onRetry={() => void recent.mutate()} />
        ) : (
          recent.hasMore && (
            <More>
              <Button variant="secondary" isPending={recent.loadingMore} onPress={() => void recent.loadMore()}>
                {t('dashboard.recent.loadMore')}
              </Button>
            </More>
          )
        )}
      </>
    );

  return (
    <Card title={t('dashboard.recent.title')} isBusy={!recent.data && !recent.error}>
      {content}
    </Card>
  );
}
