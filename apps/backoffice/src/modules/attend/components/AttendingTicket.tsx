import type { Ticket, TicketDetail } from '@retoma/api-client';
import { Button } from '@retoma/ui';
import { Mail, MessageCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { useCompanySession } from '../../../platform/companySession';
import { useCompanyHref } from '../../../platform/links';
import { useAttendT } from '../messages';
import { useForgetAttendanceLock } from '../hooks/useAttendanceLock';
import { useFocusLandsOnPage } from '../hooks/useFocusLandsOnPage';
import { CallPanel } from './CallPanel';
import { CancelAttendanceAction } from './CancelAttendanceAction';
import { DeskShortcuts } from './DeskShortcuts';
import { EmailPanel } from './EmailPanel';
import { FinishAttendanceForm } from './FinishAttendanceForm';
import { SalesLinksCard } from './SalesLinksCard';
import { TicketToolbar } from './TicketToolbar';
import { TicketView, type TicketTab } from './TicketView';
import { TransferTicketAction } from './TransferTicketAction';
import { WhatsappPanel } from './WhatsappPanel';

export interface AttendingTicketProps {
  ticket: TicketDetail;
  reload: () => Promise<unknown>;
}

/**
 * The ticket the agent holds: reach the lead (WhatsApp, e-mail, a call), copy sales links, and end the attendance
 * — finished, cancelled or transferred.
 */
export function AttendingTicket({ ticket, reload }: AttendingTicketProps) {
  const t = useAttendT();
  const navigate = useNavigate();
  const { user } = useCompanySession();
  const companyHref = useCompanyHref();
  const forgetLock = useForgetAttendanceLock(ticket.id);
  const [panel, setPanel] = useState<'whatsapp' | 'email' | null>(null);
  const [tab, setTab] = useState<TicketTab>('atendimento');
  const finish = useRef<HTMLDivElement>(null);
  useFocusLandsOnPage();

  /** The "f" shortcut: the attendance tab, focus on the outcome chosen (or the first), where finishing starts. */
  const goToFinish = () => {
    flushSync(() => setTab('atendimento'));
    const radios = finish.current?.querySelectorAll<HTMLInputElement>('input[type=radio]') ?? [];
    const chosen = [...radios].find((radio) => radio.checked) ?? radios[0];
    chosen?.focus();
  };

  const transferred = (updated: Ticket) => {
    // Transferred to someone else, the ticket is no longer ours to attend.
    if (updated.atendente?.id === user.id) return void reload();
    forgetLock();
    navigate(companyHref('tickets'));
  };
  const panelToggle = (which: 'whatsapp' | 'email') => (isOpen: boolean) => setPanel(isOpen ? which : null);

  return (
    <>
      <TicketToolbar status={ticket.status}>
        <TransferTicketAction ticket={ticket} onTransferred={transferred} />
        <CancelAttendanceAction ticketId={ticket.id} />
      </TicketToolbar>
      <TicketView
        ticket={ticket}
        leadActions={
          <>
            <Button variant="secondary" onPress={() => setPanel('whatsapp')}>
              <MessageCircle aria-hidden size={16} />
              {t('attend.actions.whatsapp')}
            </Button>
            <Button variant="secondary" onPress={() => setPanel('email')}>
              <Mail aria-hidden size={16} />
              {t('attend.actions.email')}
            </Button>
          </>
        }
        aside={
          <>
            {user.ramal && <CallPanel ticket={ticket} ramal={user.ramal} onEnded={reload} />}
            <SalesLinksCard produtoId={ticket.produto_id} />
          </>
        }
        attendance={
          <div ref={finish}>
            <FinishAttendanceForm ticket={ticket} />
          </div>
        }
        selectedTab={tab}
        onTabChange={setTab}
      />
      <DeskShortcuts actions={{ whatsapp: () => setPanel('whatsapp'), email: () => setPanel('email'), finish: goToFinish }} />
      <WhatsappPanel ticket={ticket} isOpen={panel === 'whatsapp'} onOpenChange={panelToggle('whatsapp')} onSent={reload} />
      <EmailPanel ticket={ticket} isOpen={panel === 'email'} onOpenChange={panelToggle('email')} onSent={reload} />
    </>
  );
}
