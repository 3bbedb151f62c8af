import { Alert, Button, useUiLocale, type AlertTone } from '@retoma/ui';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { pluralKey, useT } from '../../i18n';
import { refusalReportMessages } from './messages';

/** Refusals listed before the rest waits behind "show more": five reasons stay readable, twenty would bury the table. */
const SHOWN = 5;

const Lines = styled.ul`
  margin: ${({ theme }) => theme.space[2]} 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** One thing a bulk action could not do, as its module words it (with the server's reason). */
export interface RefusalLine {
  id: number;
  text: string;
}

export interface RefusalReportProps {
  /** What the action did, when that is worth saying. */
  title?: string;
  /** A sentence before the lines ("2 could not be changed:"). */
  children?: ReactNode;
  lines: readonly RefusalLine[];
  onDismiss: () => void;
  /** How it looks; both are announced alike, politely, by the slot (`RefusalReportSlot`). */
  tone?: Extract<AlertTone, 'info' | 'warning'>;
}

/**
 * Where a screen shows its refusal report: always on the page and polite, so a report put in it is said once, after
 * what the screen reader is saying (a warning announced by itself would read its whole list over it). Empty, it takes
 * no room: a screen puts it in the grid cell of the block above it, as the space between them.
 */
export const RefusalReportSlot = styled.div.attrs({ 'aria-live': 'polite' })`
  &:not(:empty) {
    padding-block-start: ${({ theme }) => theme.space[4]};
  }
`;

/**
 * What a bulk action on a selection could not do, item by item, until dismissed: the first five lines, the rest behind
 * "show more". Shown in a `RefusalReportSlot`, which announces it (the report is not a live region itself). It takes
 * no focus; the screen around it decides where focus goes when it is dismissed.
 */
export function RefusalReport({ title, children, lines, onDismiss, tone = 'info' }: RefusalReportProps) {
  const t = useT(refusalReportMessages);
  const locale = useUiLocale();
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const hidden = lines.length - SHOWN;
  return (
    <Alert tone={tone} title={title} live={false}>
      {children}
      <Lines id={listId}>
        {(showAll ? lines : lines.slice(0, SHOWN)).map((line) => (
          <li key={line.id}>{line.text}</li>
        ))}
      </Lines>
      <Actions>
        {hidden > 0 && (
          <Button size="sm" variant="secondary" aria-expanded={showAll} aria-controls={listId} onPress={() => setShowAll(!showAll)}>
            {showAll
              ? t('refusalReport.fewer')
              : t(pluralKey(locale, hidden, { one: 'refusalReport.moreOne', other: 'refusalReport.moreOther' }), { count: hidden })}
          </Button>
        )}
        <Button size="sm" variant="ghost" onPress={onDismiss}>
          {t('refusalReport.dismiss')}
        </Button>
      </Actions>
    </Alert>
  );
}
