import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { formatDateTime, toDate, type DateInput } from '../../format/date';
import { useUiLocale } from '../../provider/useUiLocale';
import { AvatarSlot, Bubble, Column, Row, Sender, Time } from './ChatBubble.styles';
import type { RefProps, StyleProps } from '../styleProps';

export interface ChatBubbleProps extends StyleProps, RefProps<HTMLDivElement> {
  /** Sent by the person using the app: at the inline end, in the primary colour. */
  isSent?: boolean;
  /** The message, as plain text; line breaks are kept. */
  textContent: string;
  /** Usually an `<Avatar decorative />`; its space is kept when omitted so bubbles line up. */
  avatar?: ReactNode;
  /** Shown above the bubble (group chats); otherwise announced only. */
  senderName?: string;
  /** Announced before a sent message without `senderName`; default 'Você'. */
  sentLabel?: string;
  /** When it was sent; formatted by the kit. */
  sentAt?: DateInput;
}

/** One chat message; stack several in a `role="log"` container. */
export function ChatBubble({
  isSent = false,
  textContent,
  avatar,
  senderName,
  sentLabel = 'Você',
  sentAt,
  className,
  ref,
  style,
}: ChatBubbleProps) {
  const locale = useUiLocale();
  const date = toDate(sentAt);
  return (
    <Row data-sent={isSent || undefined} ref={ref} className={className} style={style}>
      <AvatarSlot>{avatar}</AvatarSlot>
      <Column>
        {senderName ? <Sender>{senderName}</Sender> : isSent && <VisuallyHidden>{`${sentLabel}:`}</VisuallyHidden>}
        <Bubble>{textContent}</Bubble>
        {date && <Time dateTime={date.toISOString()}>{formatDateTime(date, { locale })}</Time>}
      </Column>
    </Row>
  );
}
