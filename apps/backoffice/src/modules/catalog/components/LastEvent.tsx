import type { PlatformEvent } from '@retoma/api-client';
import { Badge, formatDateTime, useUiLocale, type BadgeTone } from '@retoma/ui';
import styled from 'styled-components';
import { useCatalogT, type CatalogKey } from '../messages';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: start;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const EventName = styled.code`
  white-space: nowrap;
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Failure = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  max-inline-size: 36ch;
`;

const OUTCOMES: Record<PlatformEvent['outcome'], { label: CatalogKey; tone: BadgeTone }> = {
  processed: { label: 'catalog.contas.eventProcessed', tone: 'success' },
  ignored: { label: 'catalog.contas.eventIgnored', tone: 'neutral' },
  failed: { label: 'catalog.contas.eventFailed', tone: 'danger' },
  pending: { label: 'catalog.contas.eventPending', tone: 'primary' },
};

/**
 * The last event the platform posted to the account's webhook, so a manager sees the connection is alive: what
 * arrived and when, what came of it, and why it failed when it did.
 */
export function LastEvent({ event }: { event: PlatformEvent | null }) {
  const t = useCatalogT();
  const locale = useUiLocale();
  if (!event) return <Muted>{t('catalog.contas.noEvent')}</Muted>;
  const outcome = OUTCOMES[event.outcome];
  return (
    <Stack>
      <Badge tone={outcome.tone} dot>
        {t(outcome.label)}
      </Badge>
      <span>
        <EventName>{event.event}</EventName> · <Muted>{formatDateTime(event.received_at, { locale })}</Muted>
      </span>
      {event.error && <Failure>{event.error}</Failure>}
    </Stack>
  );
}
