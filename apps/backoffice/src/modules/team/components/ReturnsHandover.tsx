import { ApiError, type CompanyMember } from '@retoma/api-client';
import { Alert, Button, Card, EmptyState, Link, Select, Spinner, formatDateTime, useToast, useUiLocale } from '@retoma/ui';
import { useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { pluralKey } from '../../../i18n';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useAllowedHref } from '../../../platform/links';
import { useMemberReturns } from '../hooks/useTeamData';
import { useTeamT } from '../messages';
import { memberLabel } from './MemberName';

const Returns = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding-block: ${({ theme }) => theme.space[2]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const Handover = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[4]};
  > :first-child {
    flex: 1 1 240px;
  }
`;

/**
 * The returns still scheduled for a person who left (or is leaving), and the way to hand them all to another active
 * person, so no customer waits for someone who no longer works here.
 */
export function ReturnsHandover({ member }: { member: CompanyMember }) {
  const t = useTeamT();
  const api = useApi();
  const toast = useToast();
  const locale = useUiLocale();
  const { slug } = useCompanySession();
  const allowedHref = useAllowedHref();
  const returns = useMemberReturns(member.id);
  const people = useSWR([slug, 'selects/usuarios'] as const, () => api.settings.selects.usuarios());
  const [target, setTarget] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const others = (people.data ?? []).filter((person) => person.id !== member.id);

  async function reassign() {
    if (target === null) return;
    setPending(true);
    setError(undefined);
    try {
      const moved = await api.identity.reassign(member.id, { user_id: target });
      const name = others.find((person) => person.id === target)?.label ?? '';
      const reassigned = pluralKey(locale, moved.agendamentos, { one: 'team.member.reassignedOne', other: 'team.member.reassignedOther' });
      toast.success(t(reassigned, { count: moved.agendamentos, name }));
      await returns.mutate();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('team.form.saveFailed'));
    } finally {
      setPending(false);
    }
  }

  const body = () => {
    if (returns.error)
      return (
        <Alert tone="danger" title={t('team.member.returnsFailed')}>
          {returns.error instanceof ApiError ? returns.error.message : ''}
        </Alert>
      );
    if (!returns.data) return <Spinner label={t('app.loading')} />;
    if (returns.data.length === 0) return <EmptyState size="sm" title={t('team.member.returnsEmpty')} />;
    return (
      <>
        <p>{t('team.member.returnsHint')}</p>
        <Returns>
          {returns.data.map((item) => {
            const ticket = allowedHref('tickets-detalhar', { id: item.ticket_id });
            const label = t('team.member.returnTicket', { id: item.ticket_id });
            return (
              <li key={item.id}>
                <span>
                  <strong>{item.lead_nome}</strong> · {formatDateTime(item.data_agendamento, { locale })}
                </span>
                {ticket ? <Link href={ticket}>{label}</Link> : <span>{label}</span>}
              </li>
            );
          })}
        </Returns>
        <Handover>
          <Select
            label={t('team.member.reassignTo')}
            options={others.map((person) => ({ id: person.id, label: person.label }))}
            selectedKey={target}
            onSelectionChange={(key) => setTarget(Number(key))}
            errorMessage={error}
          />
          <Button onPress={() => void reassign()} isDisabled={target === null} isPending={pending}>
            {t('team.member.reassign')}
          </Button>
        </Handover>
      </>
    );
  };

  return (
    <Card title={t('team.member.returnsTitle')} subtitle={memberLabel(member)}>
      {body()}
    </Card>
  );
}
