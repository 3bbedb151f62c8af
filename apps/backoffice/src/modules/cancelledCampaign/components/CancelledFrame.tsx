import type { Campanha } from '@retoma/api-client';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { CampaignFrame, type CampaignTab } from '../../campaigns';
import { recordId } from '../../plans';
import { useCancelledCampaignT } from '../messages';

const TABS = [
  ['campanha-config-canceladas', 'cancelledCampaign.tabs.settings'],
  ['campanha-config-canceladas-contatos-ativos', 'cancelledCampaign.tabs.active'],
  ['campanha-config-canceladas-contatos-inativos', 'cancelledCampaign.tabs.inactive'],
  ['campanha-config-canceladas-contatos-todos', 'cancelledCampaign.tabs.all'],
] as const;

/** A page of the cancelled-purchases campaign: its heading, its four tabs and its loading, plan and id from the address. */
export function CancelledFrame({ children }: { children: (campanha: Campanha<'cancelado'>, reload: () => void) => ReactNode }) {
  const t = useCancelledCampaignT();
  const params = useParams();
  const tabs: CampaignTab[] = TABS.map(([route, label]) => ({ route, label: t(label) }));
  return (
    <CampaignFrame kind="cancelado" planId={recordId(params.plan_id)} id={recordId(params.id)} tabs={tabs}>
      {children}
    </CampaignFrame>
  );
}
