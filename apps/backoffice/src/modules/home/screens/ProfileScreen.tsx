import { Avatar, Card, StatusChip } from '@retoma/ui';
import styled from 'styled-components';
import { useCompanySession } from '../../../platform/companySession';
import { useT, type MessageKey } from '../../../i18n';
import { homeMessages } from '../messages';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { ProfileForm } from '../components/ProfileForm';

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;
const Companies = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const MEMBERSHIP: Record<string, MessageKey> = {
  active: 'membership.active',
  pending: 'membership.pending',
  inactive: 'membership.inactive',
};

/**
 * `perfil`: who I am in this company — name, e-mail, role, extension, presence —, my name, photo and password to
 * change, and my other companies.
 */
export default function ProfileScreen() {
  const t = useT(homeMessages);
  const { user } = useCompanySession();
  return (
    <>
      <ScreenHeader />
      <Card>
        <Identity>
          <Avatar name={user.name} src={user.avatar} size="lg" status={user.status ? 'online' : 'offline'} decorative />
          <div>
            <h2>{user.name}</h2>
            <p>{user.email}</p>
          </div>
        </Identity>
      </Card>
      <ProfileForm />
      <Card title={t('profile.details')}>
        <Facts>
          <dt>{t('profile.email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('profile.role')}</dt>
          <dd>{user.role_name}</dd>
          <dt>{t('profile.ramal')}</dt>
          <dd>{user.ramal ?? t('profile.noRamal')}</dd>
          <dt>{t('profile.status')}</dt>
          <dd>{t(user.status ? 'profile.online' : 'profile.offline')}</dd>
        </Facts>
      </Card>
      <Card title={t('profile.companies')}>
        <Companies>
          {user.companies.map((company) => (
            <li key={company.id}>
              <span>
                {company.name} · {company.role_name}
              </span>
              <StatusChip tone={company.status === 'active' ? 'success' : company.status === 'pending' ? 'warning' : 'neutral'}>
                {t(MEMBERSHIP[company.status] ?? 'membership.inactive')}
              </StatusChip>
            </li>
          ))}
        </Companies>
      </Card>
    </>
  );
}
