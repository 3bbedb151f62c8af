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

/** A member's avatar and name; an invited person who has not chosen a name yet shows their e-mail instead. */
export function MemberName({ member }: { member: CompanyMember }) {
  const t = useTeamT();
  const name = member.name ?? member.email;
  return (
    <Row>
      <Avatar name={name} src={member.avatar} size="sm" decorative />
      {member.name ? <span>{member.name}</span> : <em>{t('team.members.awaiting')}</em>}
    </Row>
  );
}

export const memberLabel = (member: CompanyMember) => member.name ?? member.email;
