import { configure } from 'storybook/test';
import type { PermissionName } from '@retoma/api-client';
import { companySessionHandlers } from '#storybook/companySession';

/** The role of the permission-limited stories. */
export const LIMITED_ROLE = 'Atendente';

/** A user whose role holds only `permissions` (the Administrador holds them all). */
export const limitedUser = (permissions: readonly PermissionName[]) =>
  companySessionHandlers({ user: { role_name: LIMITED_ROLE }, grants: { [LIMITED_ROLE]: permissions } });

/**
 * Screens load through the company gate, a lazy route and MSW before they settle; on a busy machine that takes
 * longer than testing-library's default second, so these stories' queries wait up to ten.
 */
export function patientQueries() {
  configure({ asyncUtilTimeout: 10_000 });
}
