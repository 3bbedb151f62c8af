import { Avatar, Badge, Card } from '@retoma/ui';
import styled from 'styled-components';
import { useCompanySession } from '../../../platform/companySession';
import { CompanyLink } from '../../../platform/links';
import { useT } from '../../../i18n';
import { dashboardMessages } from '../messages';

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;
const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: start;
  min-inline-size: 0;
`;

/** Who is looking: photo, name, e-mail and role in this company (the predecessor's user card). */
export function ProfileSummary() {
  const t = useT(dashboardMessages);
  const { user } = useCompanySession();
  return (
    <Card>
      <Identity>
        <Avatar name={user.name} src={user.avatar} size="lg" status={user.status ? 'online' : 'offline'} decorative />
        <Lines>
          <h2>{t('dashboard.greeting', { name: user.name })}</h2>
          <p>{user.email}</p>
          <Badge tone="primary">{user.role_name}</Badge>
          <CompanyLink to={{ id: 'perfil' }}>{t('dashboard.editProfile')}</CompanyLink>
        </Lines>
      </Identity>
    </Card>
  );
}
