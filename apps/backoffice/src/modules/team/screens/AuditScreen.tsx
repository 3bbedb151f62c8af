import { AUDIT_AREAS, ForbiddenError, type AuditAction, type AuditArea, type AuditEntry } from '@retoma/api-client';
import { Avatar, Badge, Card, DataTable, EmptyState, Select, formatDateTime, type BadgeTone, type DataTableColumn } from '@retoma/ui';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useDateFormat } from '../../../platform/dateFormat';
import { useRouteText } from '../../../i18n';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { useCurrentRoute } from '../../../shell/useCurrentRoute';
import { AuditChanges } from '../components/AuditChanges';
import { useAuditList } from '../hooks/useAuditList';
import { useTableTexts } from '../hooks/useTableTexts';
import { useTeamT, type TeamKey } from '../messages';

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 280px));
  }
`;
/** An area is one or two short words: broken inside a word ("Comissõ / es") it reads as two. */
const Area = styled.span`
  white-space: nowrap;
`;
const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const ACTION: Record<AuditAction, { tone: BadgeTone; text: TeamKey }> = {
  create: { tone: 'success', text: 'team.audit.action.create' },
  update: { tone: 'primary', text: 'team.audit.action.update' },
  delete: { tone: 'danger', text: 'team.audit.action.delete' },
  export: { tone: 'neutral', text: 'team.audit.action.export' },
  erase: { tone: 'danger', text: 'team.audit.action.erase' },
  approve: { tone: 'success', text: 'team.audit.action.approve' },
  reject: { tone: 'danger', text: 'team.audit.action.reject' },
  restore: { tone: 'primary', text: 'team.audit.action.restore' },
  pay: { tone: 'success', text: 'team.audit.action.pay' },
  unpay: { tone: 'warning', text: 'team.audit.action.unpay' },
  clawback: { tone: 'warning', text: 'team.audit.action.clawback' },
};
const AREA_TEXT: Record<AuditArea, TeamKey> = {
  roles: 'team.audit.area.roles',
  members: 'team.audit.area.members',
  accounts: 'team.audit.area.accounts',
  products: 'team.audit.area.products',
  links: 'team.audit.area.links',
  leads: 'team.audit.area.leads',
  commissions: 'team.audit.area.commissions',
};
/** The filters' "everyone" and "every area" choices. */
const ALL = 'all';

/**
 * `configuracoes/auditoria` (Administrador only): every change to roles, users, accounts, products, links, leads and
 * commissions — who, when (in the company's time zone), which record, and each field before → after by its name and
 * in the person's language, secrets masked — by person and area, newest first.
 */
export default function AuditScreen() {
  const t = useTeamT();
  const api = useApi();
  const dates = useDateFormat();
  const route = useCurrentRoute();
  const routeText = useRouteText();
  const tableTexts = useTableTexts();
  const { slug } = useCompanySession();
  const list = useAuditList();
  // Everyone who is or was in the company may have changed something: the filter offers the whole team.
  const people = useSWR([slug, 'users_companies', 'audit-people'] as const, () => api.identity.members({ per_page: 100, sort: 'name' }));

  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const columns: DataTableColumn<AuditEntry>[] = [
    { id: 'created_at', header: t('team.audit.when'), cell: (row) => formatDateTime(row.created_at, dates) },
    {
      id: 'actor',
      header: t('team.audit.who'),
      cell: (row) =>
        row.actor ? (
          <Who>
            <Avatar name={row.actor.name} src={row.actor.avatar} size="sm" decorative />
            {row.actor.name}
          </Who>
        ) : (
          t('team.audit.system')
        ),
    },
    { id: 'area', header: t('team.audit.area'), cell: (row) => <Area>{t(AREA_TEXT[row.area])}</Area> },
    {
      id: 'label',
      header: t('team.audit.record'),
      isRowHeader: true,
      cell: (row) => (
        <span>
          <Badge tone={ACTION[row.action].tone}>{t(ACTION[row.action].text)}</Badge> {row.label}
        </span>
      ),
    },
    { id: 'changes', header: t('team.audit.changes'), cell: (row) => <AuditChanges area={row.area} changes={row.changes} /> },
  ];

  const filtered = list.state.area !== undefined || list.state.userId !== undefined;
  return (
    <>
      <ScreenHeader description={t('team.audit.description')} />
      <Card padding="none">
        <Filters>
          <Select
            label={t('team.audit.person')}
            options={[
              { id: ALL, label: t('team.audit.everyone') },
              ...(people.data?.data ?? []).map((member) => ({ id: member.id, label: member.name ?? member.email })),
            ]}
            selectedKey={list.state.userId ?? ALL}
            onSelectionChange={(key) => list.update({ userId: key === ALL ? undefined : Number(key) })}
          />
          <Select
            label={t('team.audit.area')}
            options={[
              { id: ALL, label: t('team.audit.allAreas') },
              ...AUDIT_AREAS.map((area) => ({ id: area, label: t(AREA_TEXT[area]) })),
            ]}
            selectedKey={list.state.area ?? ALL}
            onSelectionChange={(key) => list.update({ area: AUDIT_AREAS.find((area) => area === key) })}
          />
        </Filters>
        <DataTable
          aria-label={route ? routeText(route.title) : t('team.audit.changes')}
          columns={columns}
          {...list.table}
          texts={tableTexts}
          emptyState={<EmptyState size="sm" title={filtered ? t('team.audit.emptyFiltered') : t('team.audit.emptyTitle')} />}
        />
      </Card>
    </>
  );
}
