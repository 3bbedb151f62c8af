import { NOTIFICATION_ICONS, type AppNotification } from '@retoma/api-client';
import { ArrowLeftRight, Bell, CalendarClock, RotateCcw, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';

/** The server names its icons (Material names, as the predecessor's); unknown ones get a bell. */
const ICONS: Record<string, LucideIcon> = {
  [NOTIFICATION_ICONS.transferido]: ArrowLeftRight,
  [NOTIFICATION_ICONS.reaberto]: RotateCcw,
  [NOTIFICATION_ICONS.retorno]: CalendarClock,
};

const Bubble = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  inline-size: 36px;
  block-size: 36px;
  border-radius: 50%;
  background: color-mix(in srgb, currentColor 12%, transparent);
  &[data-tone='primary'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-tone='success'] {
    color: ${({ theme }) => theme.colors.success};
  }
  &[data-tone='warning'] {
    color: ${({ theme }) => theme.colors.warning};
  }
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** The notification's kind at a glance: its icon in its category's colour (decorative: the title says it). */
export function NotificationIcon({ data }: { data: AppNotification['data'] }) {
  const Icon = ICONS[data.icon] ?? Bell;
  return (
    <Bubble data-tone={data.category} aria-hidden="true">
      <Icon size={18} />
    </Bubble>
  );
}
