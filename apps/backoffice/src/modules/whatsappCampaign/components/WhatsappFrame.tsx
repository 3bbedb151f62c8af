import type { Campanha } from '@retoma/api-client';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { CampaignFrame, type CampaignTab } from '../../campaigns';
import { recordId } from '../../plans';
import { useWhatsappCampaignT } from '../messages';

const TABS = [
  ['campanha-config-whatsapp', 'whatsappCampaign.tabs.settings'],
  ['campanha-config-whatsapp-contatos-respondidos', 'whatsappCampaign.tabs.answered'],
  ['campanha-config-whatsapp-contatos-pendentes', 'whatsappCampaign.tabs.pending'],
  ['campanha-config-whatsapp-contatos-todos', 'whatsappCampaign.tabs.all'],
] as const;

/** A page of the WhatsApp campaign: its heading, its four tabs and its loading; plan and id from the address. */
export function WhatsappFrame({ children }: { children: (campanha: Campanha<'whatsapp'>, reload: () => void) => ReactNode }) {
  const t = useWhatsappCampaignT();
  const params = useParams();
  const tabs: CampaignTab[] = TABS.map(([route, label]) => ({ route, label: t(label) }));
  return (
    <CampaignFrame kind="whatsapp" planId={recordId(params.plan_id)} id={recordId(params.id)} tabs={tabs}>
      {children}
    </CampaignFrame>
  );
}
