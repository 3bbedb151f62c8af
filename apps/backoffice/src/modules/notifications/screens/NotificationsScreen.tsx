import { ForbiddenError } from '@retoma/api-client';
import { Alert, Button, Card, EmptyState, Skeleton } from '@retoma/ui';
import { RouterProvider } from 'react-aria-components';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { MarkAllReadButton } from '../components/MarkAllReadButton';
import { NotificationItem } from '../components/NotificationItem';
import { useNotificationPages } from '../hooks/useNotificationPages';
import { useUnreadNotifications } from '../hooks/useUnreadNotifications';
import { notificationsMessages } from '../messages';

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
const Placeholder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * `todas-notificacoes` [public]: the last week's notifications, newest first, ten at a time ("Carregar mais"),
 * with "mark all as read". The top bar's button shows the same unread ones.
 */
export default function NotificationsScreen() {
  const t = useT(notificationsMessages);
  const navigate = useNavigate();
  const pages = useNotificationPages();
  const { data: unread } = useUnreadNotifications();
  const unreadCount = unread?.length ?? 0;

  if (pages.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const failure = pages.error ? (
    <Alert tone="danger" title={t('notifications.loadError')}>
      <Button variant="secondary" size="sm" onPress={() => void pages.mutate()}>
        {t('notifications.retry')}
      </Button>
    </Alert>
  ) : null;

  let content;
  if (failure && pages.items.length === 0) {
    content = failure;
  } else if (!pages.data) {
    content = (
      <Placeholder aria-busy="true" aria-label={t('notifications.loading')} role="status">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} lines={3} />
        ))}
      </Placeholder>
    );
  } else if (pages.items.length === 0) {
    content = <EmptyState title={t('notifications.empty')} description={t('notifications.emptyHint')} />;
  } else {
    content = (
      <>
        <List aria-label={t('notifications.list')}>
          {pages.items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} headingLevel={2} />
            </li>
          ))}
        </List>
        {failure}
        {pages.hasMore && !failure && (
          <More>
            <Button variant="secondary" isPending={pages.loadingMore} onPress={() => void pages.loadMore()}>
              {t('notifications.loadMore')}
            </Button>
          </More>
        )}
      </>
    );
  }

  return (
    <RouterProvider navigate={(href) => navigate(href)}>
      <ScreenHeader description={t('notifications.description')} actions={<MarkAllReadButton unreadCount={unreadCount} />} />
      <Card>{content}</Card>
    </RouterProvider>
  );
}
