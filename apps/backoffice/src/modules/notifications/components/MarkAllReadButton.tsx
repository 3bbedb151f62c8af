import { Button } from '@retoma/ui';
import { CheckCheck } from 'lucide-react';
import { useT } from '../../../i18n';
import { useMarkAllRead } from '../hooks/useMarkAllRead';
import { notificationsMessages } from '../messages';

/** "Marcar todas como lidas": disabled while nothing is unread. */
export function MarkAllReadButton({ unreadCount, size = 'md' }: { unreadCount: number; size?: 'sm' | 'md' }) {
  const t = useT(notificationsMessages);
  const { markAllRead, pending } = useMarkAllRead();
  return (
    <Button variant="ghost" size={size} isDisabled={unreadCount === 0} isPending={pending} onPress={() => void markAllRead()}>
      <CheckCheck aria-hidden size={16} />
      {t('notifications.markAllRead')}
    </Button>
  );
}
