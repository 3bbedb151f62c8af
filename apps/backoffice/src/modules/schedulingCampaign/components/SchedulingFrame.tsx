import type { Campanha } from '@retoma/api-client';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { CampaignFrame } from '../../campaigns';
import { recordId } from '../../plans';
import { useSchedulingT } from '../messages';

/** The scheduling campaign's sections, each its own address: settings (with the link), then its bookings. */
const TABS = [
  ['campanha-configurar-agendamento', 'scheduling.tabs.settings'],
  ['campanha-configurar-agendamento-contatos-pendentes', 'scheduling.tabs.pending'],
  ['campanha-configurar-agendamento-contatos-fechados', 'scheduling.tabs.closed'],
  ['campanha-configurar-agendamento-contatos-todos', 'scheduling.tabs.all'],
] as const;

/** The frame of a scheduling campaign page (heading, tabs, the campaign's loading and failures), from the address. */
export function SchedulingFrame({ children }: { children: (campanha: Campanha<'agendamento'>, reload: () => void) => ReactNode }) {
  const t = useSchedulingT();
  const params = useParams();
  const tabs = TABS.map(([route, label]) => ({ route, label: t(label) }));
  return (
    <CampaignFrame kind="agendamento" planId={recordId(params.plan_id)} id={recordId(params.id)} tabs={tabs}>
      {children}
    </CampaignFrame>
  );
}
