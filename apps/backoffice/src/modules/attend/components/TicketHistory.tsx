import type { Activity, ActivityEvent, TicketDetail } from '@retoma/api-client';
import { Button, ChatBubble, Timeline, type TimelineEvent, type TimelineTone } from '@retoma/ui';
import {
  ArrowRightLeft,
  CalendarClock,
  CircleCheck,
  FilePlus,
  Headset,
  LockOpen,
  Mail,
  MessageCircle,
  Pencil,
  Phone,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { activityText, useActivityT } from '../../../platform/activity/activityText';
import { useAttendT } from '../messages';
import { OUTCOMES } from '../lib/outcomes';
import { AttendanceSummary } from './AttendanceSummary';
import { CallReportDialog } from './CallReportDialog';
import { EmailMessageDialog } from './EmailMessageDialog';

const ICONS: Record<ActivityEvent, LucideIcon> = {
  criado: FilePlus,
  atendimento_iniciado: Headset,
  whatsapp: MessageCircle,
  email: Mail,
  chamada: Phone,
  finalizado: CircleCheck,
  transferido: ArrowRightLeft,
  reaberto: LockOpen,
  reagendado: CalendarClock,
  editado: Pencil,
};

const Extra = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  margin-block: ${({ theme }) => theme.space[1]};
`;

/** Finished attendances take their outcome's colour; messages and calls the primary one. */
function toneOf(activity: Activity): TimelineTone {
  if (activity.evento === 'finalizado' && activity.properties.resultado) return OUTCOMES[activity.properties.resultado].tone;
  if (activity.evento === 'whatsapp' || activity.evento === 'email' || activity.evento === 'chamada') return 'primary';
  return 'neutral';
}

/**
 * The ticket's whole history, newest first: every entry of its log, with what each kind carries — the WhatsApp
 * text as sent, the e-mail (opened in a dialog), the call report, and what an attendance recorded.
 */
export function TicketHistory({ ticket }: { ticket: TicketDetail }) {
  const t = useAttendT();
  const tActivity = useActivityT();
  const [email, setEmail] = useState<{ assunto: string; mensagem: string } | null>(null);
  const [call, setCall] = useState<string | null>(null);
  const attendances = new Map(ticket.atendimentos.map((attendance) => [attendance.id, attendance]));

  const details = (activity: Activity) => {
    const { properties } = activity;
    if (activity.evento === 'whatsapp' && properties.mensagem)
      return <ChatBubble isSent textContent={properties.mensagem} sentLabel={activity.causer?.nome ?? t('attend.history.system')} />;
    if (activity.evento === 'email' && properties.mensagem) {
      const sent = { assunto: properties.assunto ?? '', mensagem: properties.mensagem };
      return (
        <Extra>
          <span>{t('attend.history.subject', { subject: sent.assunto })}</span>
          <Button size="sm" variant="secondary" onPress={() => setEmail(sent)}>
            {t('attend.history.viewEmail')}
          </Button>
        </Extra>
      );
    }
    if (activity.evento === 'chamada' && properties.identificacao) {
      const identificacao = properties.identificacao;
      return (
        <Extra>
          <Button size="sm" variant="secondary" onPress={() => setCall(identificacao)}>
            {t('attend.history.viewCall')}
          </Button>
        </Extra>
      );
    }
    if (activity.evento === 'finalizado')
      return (
        <AttendanceSummary
          activity={activity}
          attendance={properties.id === undefined ? undefined : attendances.get(properties.id)}
          upsellers={ticket.produto.upsellers}
        />
      );
    return undefined;
  };

  const events: TimelineEvent[] = ticket.acoesrecebidas.map((activity) => {
    const Icon = ICONS[activity.evento];
    return {
      id: activity.id,
      title: activityText(activity, tActivity),
      description: details(activity),
      date: activity.created_at,
      actor: activity.causer?.nome ?? t('attend.history.system'),
      actorAvatarSrc: activity.causer?.avatar ?? undefined,
      tone: toneOf(activity),
      icon: <Icon aria-hidden />,
    };
  });

  return (
    <>
      <Timeline events={events} aria-label={t('attend.history.label')} emptyText={t('attend.history.empty')} />
      <EmailMessageDialog email={email} onClose={() => setEmail(null)} />
      <CallReportDialog identificacao={call} onClose={() => setCall(null)} />
    </>
  );
}
