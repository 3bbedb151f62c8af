import { Checkbox } from '@retoma/ui';
import { memo, useState } from 'react';
import styled from 'styled-components';
import { permissionsByGroup, type GrantablePermission, type PermissionGroup } from '../lib/permissionGroups';
import { GROUP_TEXT, PERMISSION_TEXT } from '../lib/permissionTexts';
import { useTeamT } from '../messages';

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;
const Group = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  summary {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    cursor: pointer;
  }
  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  summary strong {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  summary span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > :first-child {
    grid-column: 1 / -1;
    padding-block-end: ${({ theme }) => theme.space[2]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
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
 * What a role may do, by module: each module opens to its permissions, each with its one-line description (and its
 * name, for those who read the route table), and a box that ticks or clears the whole module at once. Memoised: typing the role's name
 * does not redraw its 130 boxes.
 */
function toggled(current: ReadonlySet<PermissionGroup>, group: PermissionGroup, on: boolean) {
  const next = new Set(current);
  if (on) next.add(group);
  else next.delete(group);
  return next;
}

export const PermissionMatrix = memo(function PermissionMatrix({ granted, onChange, isReadOnly }: PermissionMatrixProps) {
  const t = useTeamT();
  // Closed modules draw no boxes: the page stays short and quick, and the counts say what each holds.
  const [open, setOpen] = useState<ReadonlySet<PermissionGroup>>(() => new Set());
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
        const isOpen = open.has(group);
        return (
          <Group
            key={group}
            open={isOpen}
            onToggle={(event) => {
              const nowOpen = event.currentTarget.open;
              if (nowOpen !== isOpen) setOpen((current) => toggled(current, group, nowOpen));
            }}
          >
            <summary>
              <strong>{label}</strong>
              <span>{t('team.roleForm.countOf', { count, total: names.length })}</span>
            </summary>
            {isOpen && (
              <Panel role="group" aria-label={label}>
                <Checkbox
                  isSelected={count === names.length}
                  isIndeterminate={count > 0 && count < names.length}
                  isDisabled={isReadOnly}
                  onChange={(on) => toggle(names, on)}
                >
                  {t('team.roleForm.selectAll', { group: label })}
                </Checkbox>
                {names.map((name) => (
                  <Checkbox key={name} isSelected={granted.has(name)} isDisabled={isReadOnly} onChange={(on) => toggle([name], on)}>
                    <span>
                      {t(PERMISSION_TEXT[name])}
                      <Code>{name}</Code>
                    </span>
                  </Checkbox>
                ))}
              </Panel>
            )}
          </Group>
        );
      })}
    </Groups>
  );
});
