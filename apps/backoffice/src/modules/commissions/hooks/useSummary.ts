import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { LISTS } from './lists';

export const SUMMARY_PERIODS = ['3', '6', '12'] as const;
export type SummaryPeriod = (typeof SUMMARY_PERIODS)[number];

/** The person's own amounts per month over the last `meses` months. */
export function useSummary(meses: SummaryPeriod) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, LISTS.summary, meses], () => api.commissions.summary({ meses }), { keepPreviousData: true });
}
