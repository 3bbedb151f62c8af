import { LEAD_TIMELINE_KINDS, type LeadTimelineKind } from '@retoma/api-client';
import { Alert, Button, EmptyState, formatDateTime, Select, Spinner } from '@retoma/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useActivityT } from '../../../platform/activity/activityText';
import { useDateFormat } from '../../../platform/dateFormat';
import { CompanyLink } from '../../../platform/links';
import { useLeadTimeline } from '../hooks/useLead';
import { useLeadsT } from '../messages';
import { describeEntry } from './timelineEntry';
import { KIND_TEXT } from '../lib/labels';

const Bar = styled.div`
  max-inline-size: 280px;
  margin-block-end: ${({ theme }) => theme.space[4]};
`;
const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Item = styled.li`
  --tone: ${({ theme }) => theme.colors.secondary};
  position: relative;
  display: grid;
  grid-template-columns: 32px 1fr;
  column-gap: ${({ theme }) => theme.space[3]};
  padding-block-end: ${({ theme }) => theme.space[4]};
  &[data-tone='primary'] {
    --tone: ${({ theme }) => theme.colors.primary};
  }
  &[data-tone='success'] {
    --tone: ${({ theme }) => theme.colors.success};
  }
  &[data-tone='warning'] {
    --tone: ${({ theme }) => theme.colors.warning};
  }
  &[data-tone='danger'] {
    --tone: ${({ theme }) => theme.colors.danger};
  }
  /* The rail joining the markers, on the inline-start side. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    inset-block: 32px 0;
    inset-inline-start: 15px;
    inline-size: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
`;
const Marker = styled.span`
  display: grid;
  place-items: center;
  inline-size: 32px;
  block-size: 32px;
  border-radius: 50%;
  color: var(--tone);
  background: color-mix(in srgb, var(--tone) 14%, ${({ theme }) => theme.colors.surface});
`;
const Body = styled.div`
  display: grid;
  gap: 2px;
  min-inline-size: 0;
  padding-block-start: 4px;
`;
const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;
const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;
const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * Everything that happened to the lead, newest first: platform events and campaign entries, sends with their opens
 * and clicks, tickets and attendances, calls and messages, purchases, recovered-sale credits, opt-outs — each with
 * its icon and colour, the amounts in the person's format and the moments in the company's time zone.
 */
export function LeadTimeline({ leadId }: { leadId: number }) {
  const t = useLeadsT();
  const tActivity = useActivityT();
  const dates = useDateFormat();
  const [kind, setKind] = useState<LeadTimelineKind | undefined>(undefined);
  const timeline = useLeadTimeline(leadId, kind);

  const options = [
    { id: 'all', label: t('leads.timeline.allKinds') },
    ...LEAD_TIMELINE_KINDS.map((id) => ({ id, label: t(KIND_TEXT[id]) })),
  ];
  const body = (() => {
    if (timeline.error && timeline.items.length === 0)
      return (
        <Alert tone="danger" title={t('leads.timeline.loadFailed')}>
          <Button variant="secondary" onPress={() => void timeline.mutate()}>
            {t('leads.timeline.retry')}
          </Button>
        </Alert>
      );
    if (timeline.isLoading) return <Spinner label={t('leads.timeline.loading')} />;
    if (timeline.items.length === 0) return <EmptyState size="sm" title={t('leads.timeline.empty')} />;
    return (
      <List aria-label={t('leads.timeline.label')}>
        {timeline.items.map((entry) => {
          const { Icon, tone, title, lines } = describeEntry(entry, t, tActivity, dates.locale);
          return (
            <Item key={entry.id} data-tone={tone}>
              <Marker aria-hidden="true">
                <Icon size={16} />
              </Marker>
              <Body>
                <Title>{title}</Title>
                {lines.map((line) => (
                  <Line key={line}>{line}</Line>
                ))}
                <Meta>
                  <time dateTime={entry.em}>{formatDateTime(entry.em, dates)}</time>
                  {entry.autor && ` · ${t('leads.entry.by', { name: entry.autor.nome })}`}
                  {entry.ticket_id !== null && (
                    <>
                      {' · '}
                      <CompanyLink to={{ id: 'tickets-detalhar', params: { id: entry.ticket_id } }}>
                        {t('leads.entry.ticketLink', { id: entry.ticket_id })}
                      </CompanyLink>
                    </>
                  )}
                </Meta>
              </Body>
            </Item>
          );
        })}
      </List>
    );
  })();

  return (
    <section aria-label={t('leads.timeline.label')}>
      <Bar>
        <Select
          label={t('leads.timeline.kind')}
          options={options}
          value={kind ?? 'all'}
          onChange={(key) => setKind(key === 'all' || key === null ? undefined : (key as LeadTimelineKind))}
        />
      </Bar>
      {body}
      {timeline.hasMore && (
        <Button variant="secondary" onPress={() => void timeline.loadMore()} isPending={timeline.loadingMore}>
          {t('leads.timeline.more')}
        </Button>
      )}
    </section>
  );
}
