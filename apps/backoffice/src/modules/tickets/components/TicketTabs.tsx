import type { TicketCounts } from '@retoma/api-client';
import { Badge, Tab, TabList, TabPanel, Tabs } from '@retoma/ui';
import type { ReactNode } from 'react';
import { useTicketsT, type TicketsKey } from '../messages';
import { TICKET_TABS, type TicketTab } from '../hooks/useTicketListState';

const LABELS: Record<TicketTab, TicketsKey> = { abertos: 'tickets.tab.open', fechados: 'tickets.tab.closed', todos: 'tickets.tab.all' };

export interface TicketTabsProps {
  tab: TicketTab;
  /** Absent while loading or when they could not be counted: the tabs then show no number rather than a wrong one. */
  counts: TicketCounts | undefined;
  onChange: (tab: TicketTab) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

/** Open (open, waiting and reopened), closed and all tickets, each with its count under the current filters. */
export function TicketTabs({ tab, counts, onChange, children }: TicketTabsProps) {
  const t = useTicketsT();
  return (
    <Tabs selectedKey={tab} onSelectionChange={(key) => onChange(key as TicketTab)}>
      <TabList aria-label={t('tickets.tab.label')}>
        {TICKET_TABS.map((id) => (
          <Tab key={id} id={id}>
            {t(LABELS[id])}
            {counts && (
              <>
                {' '}
                <Badge size="sm" tone={id === tab ? 'primary' : 'neutral'} count={counts[id]} />
              </>
            )}
          </Tab>
        ))}
      </TabList>
      {/* Only the selected panel is mounted (react-aria), so the content is given to each. */}
      {TICKET_TABS.map((id) => (
        <TabPanel key={id} id={id}>
          {children}
        </TabPanel>
      ))}
    </Tabs>
  );
}
