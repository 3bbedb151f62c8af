import type { DateRangeParams } from '@retoma/api-client';
import { Tab, TabList, TabPanel, Tabs } from '@retoma/ui';
import { useT } from '../../../i18n';
import type { TicketView } from '../hooks/useDashboardLocation';
import { dashboardMessages, type DashboardMessageKey } from '../messages';
import { MyTicketsChart } from './MyTicketsChart';

const VIEWS: Array<{ id: TicketView; tab: DashboardMessageKey; title: DashboardMessageKey }> = [
  { id: 'atendimento', tab: 'dashboard.myTickets.tab.atendimento', title: 'dashboard.myTickets.atendimento' },
  { id: 'inseridos', tab: 'dashboard.myTickets.tab.inseridos', title: 'dashboard.myTickets.inseridos' },
];

/**
 * "Meus tickets": attended (won / waiting / lost) or inserted (closed / pending / open) in the period; the tabs
 * switch between the two (the chart is a card of its own).
 */
export function MyTicketsSection({
  view,
  onViewChange,
  range,
}: {
  view: TicketView;
  onViewChange: (view: TicketView) => void;
  range: Required<DateRangeParams>;
}) {
  const t = useT(dashboardMessages);
  return (
    <Tabs variant="pills" selectedKey={view} onSelectionChange={(key) => onViewChange(key as TicketView)}>
      <TabList aria-label={t('dashboard.myTickets.views')}>
        {VIEWS.map((option) => (
          <Tab key={option.id} id={option.id}>
            {t(option.tab)}
          </Tab>
        ))}
      </TabList>
      {VIEWS.map((option) => (
        <TabPanel key={option.id} id={option.id}>
          <MyTicketsChart view={option.id} title={t(option.title)} range={range} />
        </TabPanel>
      ))}
    </Tabs>
  );
}
