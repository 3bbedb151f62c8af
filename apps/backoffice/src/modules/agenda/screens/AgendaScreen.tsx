import { AGENDA_SCOPES, type AgendaScope } from '@retoma/api-client';
import { Card, Tab, TabList, TabPanel, Tabs } from '@retoma/ui';
import { RouterProvider } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { useAgendaT, type AgendaKey } from '../messages';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { useFocusLandsOnPage } from '../../attend';
import { AgendaBoard } from '../components/AgendaBoard';
import { useAgendaLocation } from '../hooks/useAgendaLocation';

const SCOPES = Object.keys(AGENDA_SCOPES) as AgendaScope[];

const SCOPE_LABELS: Record<AgendaScope, AgendaKey> = {
  meus: 'agenda.scope.meus',
  natendimento: 'agenda.scope.natendimento',
  todos: 'agenda.scope.todos',
};

/**
 * `agenda` [ticket_agenda]: the scheduled call-backs in three tabs — mine, the ones waiting for any agent, all —
 * on a month, week, day or list calendar. Tab, view and day live in the address; links in the dialogs navigate
 * within the app.
 */
export default function AgendaScreen() {
  const t = useAgendaT();
  const navigate = useNavigate();
  const { scope, view, date, setScope, setView, setDate } = useAgendaLocation();
  useFocusLandsOnPage();
  return (
    <RouterProvider navigate={(href) => navigate(href)}>
      <ScreenHeader description={t('agenda.description')} />
      <Card>
        <Tabs selectedKey={scope} onSelectionChange={(key) => setScope(key as AgendaScope)}>
          <TabList aria-label={t('agenda.scopes')}>
            {SCOPES.map((option) => (
              <Tab key={option} id={option}>
                {t(SCOPE_LABELS[option])}
              </Tab>
            ))}
          </TabList>
          {SCOPES.map((option) => (
            <TabPanel key={option} id={option}>
              <AgendaBoard scope={option} view={view} date={date} onViewChange={setView} onDateChange={setDate} />
            </TabPanel>
          ))}
        </Tabs>
      </Card>
    </RouterProvider>
  );
}
