import { ADMIN_ROLE, type RoleListItem } from '@retoma/api-client';
import { Select } from '@retoma/ui';
import { useCompanySession } from '../../../platform/companySession';
import { useTeamT } from '../messages';

export interface RoleSelectProps {
  label: string;
  roles: RoleListItem[] | undefined;
  value: number;
  onChange: (roleId: number) => void;
  errorMessage?: string;
  isDisabled?: boolean;
}

/**
 * The role a person gets. Only an administrator hands out Administrador (the server refuses anyone else), so for
 * others that option is there but disabled, with the reason beside it.
 */
export function RoleSelect({ label, roles, value, onChange, errorMessage, isDisabled }: RoleSelectProps) {
  const t = useTeamT();
  const { user } = useCompanySession();
  const isAdmin = user.role_name === ADMIN_ROLE;
  return (
    <Select
      name="role_id"
      label={label}
      isRequired
      isDisabled={isDisabled}
      placeholder={roles ? undefined : t('team.invite.loadingRoles')}
      description={isAdmin ? undefined : t('team.invite.roleHint')}
      options={(roles ?? []).map((role) => ({ id: role.id, label: role.nome, isDisabled: !isAdmin && role.nome === ADMIN_ROLE }))}
      selectedKey={value || null}
      onSelectionChange={(key) => onChange(Number(key))}
      errorMessage={errorMessage}
    />
  );
}
