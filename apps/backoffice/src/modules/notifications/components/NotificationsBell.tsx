import { UNREAD_NOTIFICATIONS_LIMIT } from '@retoma/api-client';
import { Badge, IconButton, Popover, Spinner, useUiLocale } from '@retoma/ui';
import { Bell } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CompanyLink } from '../../../platform/links';
import { pluralKey, useT } from '../../../i18n';
import { useUnreadNotifications } from '../hooks/useUnreadNotifications';
import { notificationsMessages } from '../messages';
import { MarkAllReadButton } from './MarkAllReadButton';
import { NotificationItem } from './NotificationItem';

/** The panel shows the newest few; the page has the rest. */
const SHOWN = 5;

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;
/** The count sits on the bell's top end corner; the button's name says it for assistive technology. */
const Count = styled.span`
  position: absolute;
  inset-block-start: -2px;
  inset-inline-end: -4px;
  pointer-events: none;
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;
const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The top bar's notifications: a bell with the unread count; it opens the newest unread notifications, with
 * "mark all as read" and a way to the notifications page.
 */
export function NotificationsBell() {
  const t = useT(notificationsMessages);
  const locale = useUiLocale();
  const navigate = useNavigate();
  const { data: unread, error } = useUnreadNotifications();
  const count = unread?.length ?? 0;

  const body = (close: () => void) => {
    if (error) return <Note role="alert">{t('notifications.loadError')}</Note>;
    if (!unread)
      return (
        <Note>
          <Spinner size="sm" label={t('notifications.loading')} />
        </Note>
      );
    if (unread.length === 0) return <Note>{t('notifications.popoverEmpty')}</Note>;
    return (
      <List aria-label={t('notifications.list')}>
        {unread.slice(0, SHOWN).map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} headingLevel={3} onNavigate={close} />
          </li>
        ))}
      </List>
    );
  };

  return (
    <RouterProvider navigate={(href) => navigate(href)}>
      <Popover
        title={t('notifications.bell')}
        trigger={
          <Anchor>
            <IconButton
              aria-label={
                count > 0
                  ? t(pluralKey(locale, count, { one: 'notifications.bellUnreadOne', other: 'notifications.bellUnreadOther' }), { count })
                  : t('notifications.bell')
              }
              icon={<Bell aria-hidden size={18} />}
            />
            {count > 0 && (
              <Count aria-hidden="true">
                <Badge tone="danger" variant="solid" size="sm" count={count} max={UNREAD_NOTIFICATIONS_LIMIT - 1} />
              </Count>
            )}
          </Anchor>
        }
        actions={count > 0 ? <MarkAllReadButton unreadCount={count} size="sm" /> : undefined}
        footer={(close) => (
          <CompanyLink to={{ id: 'todas-notificacoes' }} onPress={close}>
            {t('notifications.seeAll')}
          </CompanyLink>
        )}
      >
        {body}
      </Popover>
    </RouterProvider>
  );
}
