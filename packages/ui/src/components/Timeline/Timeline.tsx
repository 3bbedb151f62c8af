import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { formatDate, formatDateTime, formatRelativeTime, toDate, type DateInput } from '../../format/date';
import { useUiLocale } from '../../provider/useUiLocale';
import { Avatar } from '../Avatar';
import { EmptyState } from '../EmptyState';
import { Content, Description, Event, List, Marker, Meta, SkeletonLine, Title } from './Timeline.styles';
import type { StyleProps } from '../styleProps';

export type TimelineTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

export interface TimelineEvent {
  id: string | number;
  title: ReactNode;
  description?: ReactNode;
  /** When it happened; formatted by the kit (`DD/MM/YYYY H:mm` or relative). */
  date: DateInput;
  /** Who did it; shown with a small avatar. */
  actor?: string;
  actorAvatarSrc?: string;
  tone?: TimelineTone;
  icon?: ReactNode;
}

export interface TimelineProps extends StyleProps {
  events: TimelineEvent[];
  /** `datetime` (default), `date`, or `relative` ("há 5 minutos", the exact time in the tooltip). */
  dateFormat?: 'datetime' | 'date' | 'relative';
  /** The reference for relative times (pin it in tests and stories). */
  now?: Date;
  /** The list's name; default 'Histórico'. */
  'aria-label'?: string;
  isLoading?: boolean;
  /** Announced while loading; default 'Carregando histórico…'. */
  loadingLabel?: string;
  /** Shown when there are no events; the kit's default empty text otherwise. */
  emptyText?: string;
}

/** A history of events, newest first as given; dates through the kit's formatters. */
export function Timeline({
  events,
  dateFormat = 'datetime',
  now,
  'aria-label': ariaLabel = 'Histórico',
  isLoading = false,
  loadingLabel = 'Carregando histórico…',
  emptyText,
  className,
  style,
}: TimelineProps) {
  const locale = useUiLocale();
  if (isLoading) {
    return (
      <div aria-busy="true" className={className} style={style}>
        <VisuallyHidden>{loadingLabel}</VisuallyHidden>
        <List aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Event key={i}>
              <Marker />
              <Content>
                <SkeletonLine style={{ inlineSize: `${60 - i * 10}%` }} />
                <SkeletonLine style={{ inlineSize: '30%' }} />
              </Content>
            </Event>
          ))}
        </List>
      </div>
    );
  }
  if (events.length === 0) return <EmptyState size="sm" title={emptyText} className={className} style={style} />;

  return (
    <List aria-label={ariaLabel} className={className} style={style}>
      {events.map((event) => {
        const date = toDate(event.date);
        const exact = formatDateTime(date, { locale });
        const shown =
          dateFormat === 'relative'
            ? formatRelativeTime(date, { locale, ...(now ? { now } : {}) })
            : dateFormat === 'date'
              ? formatDate(date, { locale })
              : exact;
        return (
          <Event key={event.id} data-tone={event.tone ?? 'neutral'}>
            <Marker aria-hidden="true" data-has-icon={event.icon ? '' : undefined}>
              {event.icon}
            </Marker>
            <Content>
              <Title>{event.title}</Title>
              {event.description && <Description>{event.description}</Description>}
              <Meta>
                {event.actor && (
                  <>
                    <Avatar name={event.actor} src={event.actorAvatarSrc} size="xs" decorative />
                    <span>{event.actor}</span>
                    <span aria-hidden="true">·</span>
                  </>
                )}
                {date ? (
                  <time dateTime={date.toISOString()} title={exact}>
                    {shown}
                  </time>
                ) : (
                  <span>{shown}</span>
                )}
              </Meta>
            </Content>
          </Event>
        );
      })}
    </List>
  );
}
