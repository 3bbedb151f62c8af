import { Checkbox } from '@retoma/ui';
import styled from 'styled-components';
import { permissionsByGroup, type GrantablePermission } from '../lib/permissionGroups';
import { GROUP_TEXT, PERMISSION_TEXT } from '../lib/permissionTexts';
import { useTeamT } from '../messages';

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
const Group = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  legend {
    padding-inline: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-block-end: ${({ theme }) => theme.space[2]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
`;
const Code = styled.code`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PermissionMatrixProps {
  granted: ReadonlySet<GrantablePermission>;
  onChange: (next: Set<GrantablePermission>) => void;
  isReadOnly?: boolean;
}

/**
 * What a role may do, by module: each permission with its one-line description (and its name, for those who read
 * the route table), and a box per module that ticks or clears all of it at once.
 */
export function PermissionMatrix({ granted, onChange, isReadOnly }: PermissionMatrixProps) {
  const t = useTeamT();
  const toggle = (names: readonly GrantablePermission[], on: boolean) => {
    const next = new Set(granted);
    for (const name of names) {
      if (on) next.add(name);
      else next.delete(name);
    }
    onChange(next);
  };
  return (
    <Groups>
      {permissionsByGroup().map(({ group, names }) => {
        const label = t(GROUP_TEXT[group]);
        const count = names.filter((name) => granted.has(name)).length;
        return (
          <Group key={group}>
            <legend>{label}</legend>
            <Head>
              <Checkbox
                isSelected={count === names.length}
                isIndeterminate={count > 0 && count < names.length}
                isDisabled={isReadOnly}
                onChange={(on) => toggle(names, on)}
              >
                {t('team.roleForm.selectAll', { group: label })}
              </Checkbox>
              <span>{t('team.roleForm.countOf', { count, total: names.length })}</span>
            </Head>
            {names.map((name) => (
              <Checkbox key={name} isSelected={granted.has(name)} isDisabled={isReadOnly} onChange={(on) => toggle([name], on)}>
                <span>
                  {t(PERMISSION_TEXT[name])}
                  <Code>{name}</Code>
                </span>
              </Checkbox>
            ))}
          </Group>
        );
      })}
    </Groups>
  );
}
