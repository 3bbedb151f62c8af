import type { PermissionName } from '@retoma/api-client';
import { mockHandlers } from '@retoma/api-client/mock';
import { companySessionHandlers } from '#storybook/companySession';

/** The role of the permission-limited stories. */
const LIMITED_ROLE = 'Atendente';

/** A user whose role holds only `permissions` (the Administrador holds them all). */
export const limitedUser = (permissions: readonly PermissionName[]) =>
  companySessionHandlers({ user: { role_name: LIMITED_ROLE }, grants: { [LIMITED_ROLE]: permissions } });

/** The people the filters offer. */
export const peopleOptions = () =>
  mockHandlers.selects.usuarios([
    { id: 11, label: 'Carla Dias', avatar: null },
    { id: 12, label: 'Bruno Lima', avatar: null },
  ]);
