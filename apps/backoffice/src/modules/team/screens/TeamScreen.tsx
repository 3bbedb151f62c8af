import { ApiError, ForbiddenError, type CompanyMember } from '@retoma/api-client';
import { Alert, Button, Card, EmptyState, Spinner, StatCard, formatDate, useToast, useUiLocale } from '@retoma/ui';
import { History, ShieldCheck, UserPlus, Users, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useCan } from '../../../platform/companySession';
import { CompanyLink, useAllowedHref, useCompanyHref } from '../../../platform/links';
import { findRoute, type RouteId } from '../../../platform/routing';
import { useReloadCompanyList } from '../../../platform/useCompanyList';
import { useRouteText } from '../../../i18n';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { NavigationCard, type NavigationEntry } from '../components/NavigationCard';
import { MEMBERS_LIST, useTeamSummary } from '../hooks/useTeamData';
import { useTeamT, type TeamKey } from '../messages';

/** The pages of the team, in the predecessor's order; titles and permissions come from the route table. */
const SECTIONS = [
  { id: 'usuarios-list', description: 'team.overview.membersHint', icon: Users },
  { id: 'funcoes', description: 'team.overview.rolesHint', icon: ShieldCheck },
  { id: 'auditoria', description: 'team.overview.auditHint', icon: History },
] as const satisfies ReadonlyArray<{ id: RouteId; description: TeamKey; icon: LucideIcon }>;

const Figures = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;
const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
const Invitations = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding-block: ${({ theme }) => theme.space[3]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-block-end: none;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const VisuallyHidden = styled.h2`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * `configuracoes/usuarios`: the team at a glance (people by status, the invitations waiting for an answer, with a
 * way to send them again) and the way into the user list, the roles and the change history, each by permission.
 */
export default function TeamScreen() {
  const t = useTeamT();
  const api = useApi();
  const toast = useToast();
  const locale = useUiLocale();
  const can = useCan();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const allowedHref = useAllowedHref();
  const routeText = useRouteText();
  const summary = useTeamSummary();
  const reload = useReloadCompanyList(MEMBERS_LIST);
  const [resending, setResending] = useState<number | null>(null);

  if (summary.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  async function resend(member: CompanyMember) {
    setResending(member.id);
    try {
      await api.identity.resendInvite(member.id);
      toast.success(t('team.overview.resent', { email: member.email }));
      void reload();
    } catch (error) {
      toast.error(t('team.overview.resendFailed'), error instanceof ApiError ? error.message : undefined);
    } finally {
      setResending(null);
    }
  }

  const canInvite = can('configuracao_usuario_incluir');
  const inviteButton = canInvite ? (
    <Button onPress={() => navigate(href('usuarios-criar'))}>
      <UserPlus aria-hidden size={16} />
      {t('team.overview.invite')}
    </Button>
  ) : null;

  const entries: NavigationEntry[] = SECTIONS.flatMap(({ id, description, icon }) => {
    const target = allowedHref(id);
    const route = findRoute(id);
    return target && route ? [{ href: target, title: routeText(route.title), description: t(description), icon }] : [];
  });

  const data = summary.data;
  const figures = (
    <Figures aria-labelledby="team-figures">
      <VisuallyHidden id="team-figures">{t('team.overview.figures')}</VisuallyHidden>
      <StatCard
        label={t('team.overview.active')}
        value={data?.counts.active}
        format="number"
        tone="success"
        isLoading={!data}
        loadingLabel={t('app.loading')}
      />
      <StatCard
        label={t('team.overview.pending')}
        value={data?.counts.pending}
        format="number"
        tone="warning"
        isLoading={!data}
        loadingLabel={t('app.loading')}
      />
      <StatCard
        label={t('team.overview.inactive')}
        value={data?.counts.inactive}
        format="number"
        tone="neutral"
        isLoading={!data}
        loadingLabel={t('app.loading')}
      />
    </Figures>
  );

  const invitations = () => {
    if (summary.error)
      return (
        <Alert tone="danger" title={t('team.overview.loadFailed')}>
          <p>{summary.error instanceof ApiError ? summary.error.message : null}</p>
          <Button variant="secondary" onPress={() => void summary.mutate()}>
            {t('team.table.retry')}
          </Button>
        </Alert>
      );
    if (!data) return <Spinner label={t('app.loading')} />;
    if (data.invitations.length === 0) return <EmptyState size="sm" title={t('team.overview.pendingEmpty')} />;
    return (
      <Invitations>
        {data.invitations.map((member) => (
          <li key={member.id}>
            <div>
              <strong>{member.email}</strong>
              <p>{t('team.overview.invitedAs', { role: member.role_name, date: formatDate(member.created_at, { locale }) })}</p>
            </div>
            {canInvite && (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('team.overview.resendLabel', { email: member.email })}
                isPending={resending === member.id}
                onPress={() => void resend(member)}
              >
                {t('team.overview.resend')}
              </Button>
            )}
          </li>
        ))}
        {data.counts.pending > data.invitations.length && (
          <li>
            <CompanyLink to={{ id: 'usuarios-list' }}>{t('team.overview.seeAllPending', { count: data.counts.pending })}</CompanyLink>
          </li>
        )}
      </Invitations>
    );
  };

  return (
    <Page>
      <ScreenHeader description={t('team.overview.description')} actions={inviteButton} />
      {!summary.error && figures}
      <Columns>
        <Card title={t('team.overview.pendingTitle')}>{invitations()}</Card>
        {entries.length > 0 && <NavigationCard title={t('team.overview.manage')} entries={entries} />}
      </Columns>
    </Page>
  );
}
