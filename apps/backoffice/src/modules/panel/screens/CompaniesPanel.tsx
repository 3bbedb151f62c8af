import { MASTER_IDENTITY, type CompanyMembership } from '@retoma/api-client';
import { Alert, Button } from '@retoma/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { companyRootHref } from '../../../platform/routing';
import { useT, type MessageKey } from '../../../i18n';
import { useLogout } from '../../../session/useLogout';
import { DataCache } from '../../../platform/DataCache';

const Page = styled.main`
  max-inline-size: 960px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;
const Header = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: start;
  gap: ${({ theme }) => theme.space[4]};
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;
const CompanyCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const STATUS_LABEL: Record<CompanyMembership['status'], MessageKey> = {
  active: 'membership.active',
  pending: 'membership.pending',
  inactive: 'membership.inactive',
};

/** Its own answers cache: a page outside a company's tree (platform/DataCache.tsx). */
export default function CompaniesPanel() {
  return (
    <DataCache>
      <Companies />
    </DataCache>
  );
}

/** `/`: every company the user belongs to, with the role and status there. */
function Companies() {
  const t = useT();
  const api = useApi();
  const logout = useLogout();
  const { data, error, isLoading, mutate } = useSWR([MASTER_IDENTITY, 'user'], () => api.session.me(undefined, MASTER_IDENTITY));

  return (
    <Page aria-busy={isLoading}>
      <Header>
        <div>
          <h1>{t('panel.title')}</h1>
          <p>{t('panel.subtitle')}</p>
        </div>
        <Button variant="secondary" onPress={logout}>
          {t('panel.logout')}
        </Button>
      </Header>
      {isLoading && <p role="status">{t('app.loading')}</p>}
      {error && (
        <Alert tone="danger" title={t('panel.loadError')}>
          <Button variant="secondary" size="sm" onPress={() => mutate()}>
            {t('panel.retry')}
          </Button>
        </Alert>
      )}
      {data && data.companies.length === 0 && <p>{t('panel.empty')}</p>}
      {data && data.companies.length > 0 && (
        <Grid>
          {data.companies.map((company) => (
            <CompanyCard key={company.id} data-status={company.status}>
              <h2>{company.name}</h2>
              <span>
                <Muted>{t('panel.role')}:</Muted> {company.role_name}
              </span>
              <span>{t(STATUS_LABEL[company.status])}</span>
              {company.status === 'active' && <Link to={companyRootHref(company.slug)}>{t('panel.open', { company: company.name })}</Link>}
            </CompanyCard>
          ))}
        </Grid>
      )}
    </Page>
  );
}
