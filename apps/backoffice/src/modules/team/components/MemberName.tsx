import type { CompanyMember } from '@retoma/api-client';
import { Avatar } from '@retoma/ui';
import styled from 'styled-components';
import { useTeamT } from '../messages';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  em {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
/** Said after the name to assistive technology: the avatar's green dot says it to the eye. */
const Presence = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * A member's avatar and name; an invited person who has not chosen a name yet shows their e-mail instead. Someone
 * at work in the app right now has the green dot (the others none: "not seen lately" is no news worth a grey mark
 * on every row).
 */
export function MemberName({ member }: { member: CompanyMember }) {
  const t = useTeamT();
  const name = member.name ?? member.email;
  return (
    <Row>
      <Avatar name={name} src={member.avatar} size="sm" status={member.online ? 'online' : undefined} decorative />
      {member.name ? <span>{member.name}</span> : <em>{t('team.members.awaiting')}</em>}
      {member.online && <Presence>{t('team.members.online')}</Presence>}
    </Row>
  );
}

export const memberLabel = (member: CompanyMember) => member.name ?? member.email;
