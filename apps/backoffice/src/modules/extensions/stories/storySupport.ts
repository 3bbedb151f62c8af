import type { PermissionName } from '@retoma/api-client';
import { companySessionHandlers } from '#storybook/companySession';

/** The role of the permission-limited stories. */
export const LIMITED_ROLE = 'Atendente';

/** A user whose role holds only `permissions` (the Administrador holds them all). */
export const limitedUser = (permissions: readonly PermissionName[]) =>
  companySessionHandlers({ user: { role_name: LIMITED_ROLE }, grants: { [LIMITED_ROLE]: permissions } });
