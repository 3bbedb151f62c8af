import type { TicketDetail } from '@retoma/api-client';
import { Card, Tab, TabList, TabPanel, Tabs } from '@retoma/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAttendT } from '../messages';
import { LeadCard } from './LeadCard';
import { TicketHistory } from './TicketHistory';
import { TicketInfoCard } from './TicketInfoCard';
import { TransactionList } from './TransactionList';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(280px, 360px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  ${({ theme }) => theme.media.down('lg')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
`;
/** A force-mounted panel stays in the page while another tab is open (react-aria marks it inert): hide it. */
const Panel = styled(TabPanel)`
  &[data-inert] {
    display: none;
  }
`;

export interface TicketViewProps {
  ticket: TicketDetail;
  /** Ways to reach the lead, under the lead's data (attending only). */
  leadActions?: ReactNode;
  /** More cards under the ticket's data (the call and the sales links, when attending). */
  aside?: ReactNode;
  /** The attendance form: when given, its tab comes first and is open. */
  attendance?: ReactNode;
  /** The open tab, when the screen decides it (a shortcut goes to the attendance form); the tabs' own otherwise. */
  selectedTab?: TicketTab;
  onTabChange?: (tab: TicketTab) => void;
}

/** The tabs of a ticket's page. */
export type TicketTab = 'atendimento' | 'historico' | 'transacoes';

/**
 * What the attending screen and the detail screen both show: the lead, the ticket, and tabs with the full history
 * and the lead's purchases — plus, when attending, the form that ends the attendance.
 */
export function TicketView({ ticket, leadActions, aside, attendance, selectedTab, onTabChange }: TicketViewProps) {
  const t = useAttendT();
  return (
    <Layout>
      <Column>
        <LeadCard lead={ticket.lead} actions={leadActions} />
        <TicketInfoCard ticket={ticket} />
        {aside}
      </Column>
      <Card>
        <Tabs
          defaultSelectedKey={attendance ? 'atendimento' : 'historico'}
          selectedKey={selectedTab}
          onSelectionChange={(key) => onTabChange?.(key as TicketTab)}
        >
          <TabList aria-label={t('attend.tabs.label')}>
            {attendance ? <Tab id="atendimento">{t('attend.tabs.attendance')}</Tab> : null}
            <Tab id="historico">{t('attend.tabs.history', { count: ticket.acoesrecebidas.length })}</Tab>
            <Tab id="transacoes">{t('attend.tabs.transactions', { count: ticket.transacaos.length })}</Tab>
          </TabList>
          {/* Kept mounted while the agent reads the history: a half-filled form must not be lost. */}
          {attendance ? (
            <Panel id="atendimento" shouldForceMount>
              {attendance}
            </Panel>
          ) : null}
          <Panel id="historico">
            <TicketHistory ticket={ticket} />
          </Panel>
          <Panel id="transacoes">
            <TransactionList transactions={ticket.transacaos} />
          </Panel>
        </Tabs>
      </Card>
    </Layout>
  );
}
