import { isAllowed, PUBLIC_ROLE, type PermissionName } from '@retoma/api-client';
import { createContext, useContext } from 'react';
import type { CompanySession } from '../session/companySession';

/** The company the page is under, with the user's membership and rules there; provided by the app's company gate. */
export const CompanySessionContext = createContext<(CompanySession & { slug: string }) | null>(null);

/** The current company's user and rules; only inside a company route. */
export function useCompanySession() {
  const session = useContext(CompanySessionContext);
  if (!session) throw new Error('useCompanySession must be used under /{company_slug}/');
  return session;
}

/** Whether the current user may use `permission` in the current company. */
export function useCan() {
  const { user, rules } = useCompanySession();
  return (permission: PermissionName) => isAllowed(rules, user.role_name || PUBLIC_ROLE, permission);
}
