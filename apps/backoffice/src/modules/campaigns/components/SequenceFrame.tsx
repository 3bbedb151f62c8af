import type { Campanha, SequenceKind } from '@retoma/api-client';
import type { ReactNode } from 'react';
import { useCampaignPage } from '../hooks/useCampaign';
import { useCampaignsT } from '../messages';
import { CampaignFrame } from './CampaignFrame';
import type { CampaignTab } from './CampaignTabs';

export interface CampaignPageProps {
  campanha: Campanha<SequenceKind>;
  kind: SequenceKind;
  planId: number;
  /** Reads the campaign again (after its settings were saved). */
  reload: () => void;
}

/** A cart's or a boleto's tabs: the same eight sections, under the kind's own addresses (spelled out so the route table checks each). */
function useSequenceTabs(kind: SequenceKind): CampaignTab[] {
  const t = useCampaignsT();
  const tabs = kind === 'boleto' ? BOLETO_TABS : CART_TABS;
  return tabs.map(([route, label]) => ({ route, label: t(label) }));
}

const CART_TABS = [
  ['campanha-config-checkout', 'campaigns.tabs.settings'],
  ['campanha-config-checkout-historico', 'campaigns.tabs.history'],
  ['campanha-config-checkout-agendados', 'campaigns.tabs.scheduled'],
  ['campanha-config-checkout-contatos-ativos', 'campaigns.tabs.active'],
  ['campanha-config-checkout-contatos-inativos', 'campaigns.tabs.inactive'],
  ['campanha-config-checkout-contatos-todos', 'campaigns.tabs.all'],
  ['campanha-config-checkout-emails', 'campaigns.tabs.emails'],
  ['campanha-config-checkout-sms', 'campaigns.tabs.sms'],
] as const;

const BOLETO_TABS = [
  ['campanha-configurar-boleto', 'campaigns.tabs.settings'],
  ['campanha-configurar-boleto-historico', 'campaigns.tabs.history'],
  ['campanha-configurar-boleto-agendados', 'campaigns.tabs.scheduled'],
  ['campanha-configurar-boleto-contatos-ativos', 'campaigns.tabs.active'],
  ['campanha-configurar-boleto-contatos-inativos', 'campaigns.tabs.inactive'],
  ['campanha-configurar-boleto-contatos-todos', 'campaigns.tabs.all'],
  ['campanha-configurar-boleto-emails', 'campaigns.tabs.emails'],
  ['campanha-configurar-boleto-sms', 'campaigns.tabs.sms'],
] as const;

/** The frame of a cart or boleto campaign page, its kind, plan and id read from the address. */
export function SequenceFrame({ children }: { children: (page: CampaignPageProps) => ReactNode }) {
  const { kind, planId, id } = useCampaignPage();
  const tabs = useSequenceTabs(kind);
  return (
    <CampaignFrame kind={kind} planId={planId} id={id} tabs={tabs}>
      {(campanha, reload) => children({ campanha, kind, planId, reload })}
    </CampaignFrame>
  );
}
