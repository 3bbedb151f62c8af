import type { CompanyMember, MembershipStatus } from '@retoma/api-client';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';

/** The members list's name in the cache (its wire route): reloading it refreshes the overview too. */
export const MEMBERS_LIST = 'users_companies';

/** How many pending invitations the overview shows before it links to the whole list. */
const SHOWN_INVITATIONS = 10;

export interface TeamSummary {
  counts: Record<MembershipStatus, number>;
  /** The first pending invitations, oldest first. */
  invitations: CompanyMember[];
}

/** The overview's figures: people by status (each a one-row page: only its total is read) and the pending invitations. */
export function useTeamSummary() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, MEMBERS_LIST, 'summary'] as const, async (): Promise<TeamSummary> => {
    const [active, pending, inactive] = await Promise.all([
      api.identity.members({ status: 'active', per_page: 10 }),
      api.identity.members({ status: 'pending', per_page: SHOWN_INVITATIONS, sort: 'created_at' }),
      api.identity.members({ status: 'inactive', per_page: 10 }),
    ]);
    return { counts: { active: active.total, pending: pending.total, inactive: inactive.total }, invitations: pending.data };
  });
}

/** One member, by user id; null id: nothing to load. */
export function useMember(id: number | null) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR(id === null ? null : ([slug, 'users_companies/:id', id] as const), ([, , memberId]) => api.identity.member(memberId));
}

/** The roles the company hands out, with how many people hold each. */
export function useRoles() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'roles'] as const, () => api.identity.roles());
}

/** One role with its permissions and products; null id: nothing to load (a new role). */
export function useRole(id: number | null) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR(id === null ? null : ([slug, 'roles/:id', id] as const), ([, , roleId]) => api.identity.role(roleId));
}

/** A member's pending returns; null id: none asked. */
export function useMemberReturns(id: number | null) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR(id === null ? null : ([slug, 'users_companies/:id/retornos', id] as const), ([, , memberId]) =>
    api.identity.memberReturns(memberId),
  );
}

/** The id in `editar/:id`; null when absent (a create page), NaN for anything that is not a record id. */
export function recordId(param: string | undefined): number | null {
  if (param === undefined) return null;
  return /^[1-9]\d*$/.test(param) ? Number(param) : NaN;
}
