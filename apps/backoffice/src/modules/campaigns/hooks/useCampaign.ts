import type { Campanha, CampaignKind, SequenceKind } from '@retoma/api-client';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import type { RouteId } from '../../../platform/routing';
import { useCurrentRoute } from '../../../shell/useCurrentRoute';
import { recordId } from '../../plans';

/** The route ids of a kind's pages: its settings page's id, then `-emails`, `-sms`. */
export const KIND_ROUTES = {
  carrinho: 'campanha-config-checkout',
  boleto: 'campanha-configurar-boleto',
} as const satisfies Record<SequenceKind, RouteId>;

/**
 * The campaign of the page: its kind (from the route: the cart's and the boleto's pages are one implementation),
 * its plan and its id, from the address.
 */
export function useCampaignPage() {
  const route = useCurrentRoute();
  const params = useParams();
  const kind: SequenceKind = route?.id.startsWith(KIND_ROUTES.boleto) ? 'boleto' : 'carrinho';
  return { kind, base: KIND_ROUTES[kind], planId: recordId(params.plan_id), id: recordId(params.id) };
}

/** One campaign of the kind with its settings; nothing is asked for an id that cannot be one. */
export function useCampaign<K extends CampaignKind>(kind: K, id: number) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR(Number.isNaN(id) ? null : [slug, kind, 'campanha', id], () => api.campaigns[kind].get(id) as Promise<Campanha<K>>);
}

/** A campaign's numbers (counted by the server). */
export function useCampaignMetrics(kind: SequenceKind, id: number) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR(Number.isNaN(id) ? null : [slug, kind, 'metrics', id], () => api.campaigns[kind].metrics(id));
}
