import { COMISSAO_SITUACOES, ForbiddenError } from '@retoma/api-client';
import { Alert, Button, Card, Select, Spinner } from '@retoma/ui';
import { Paperclip } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { oneOf } from '../../../platform/useListState';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { CommissionTable } from '../components/CommissionTable';
import { LeadProduct } from '../components/LeadProduct';
import { Money } from '../components/Money';
import { MonthlySummary } from '../components/MonthlySummary';
import { ProofPanel } from '../components/ProofPanel';
import { SumCard } from '../components/SumCard';
import { sumOfPage, useMyClaims, useMyCommissions } from '../hooks/lists';
import { SUMMARY_PERIODS, useSummary, type SummaryPeriod } from '../hooks/useSummary';
import { useCommissionsT } from '../messages';
import { Stack, Toolbar } from './AllCommissionsScreen';
import { STATUS_LABEL } from '../lib/labels';

const ANY = 'todas';

const Claims = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
  }
`;
const Heading = styled.h2`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]} 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
const Muted = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * `minhas-comissoes`: the person's own commissions — their amounts month by month (pending, held, to receive, in an
 * order, paid, clawed back) over 3, 6 or 12 months, the sales still awaiting approval with their proof, and every
 * commission with where it stands (held until when, in which order, paid, taken back and why).
 */
export default function MyCommissionsScreen() {
  const t = useCommissionsT();
  const [params, setParams] = useSearchParams();
  const meses = oneOf(SUMMARY_PERIODS, params.get('meses')) ?? '6';
  const summary = useSummary(meses);
  const claims = useMyClaims('pendente');
  const list = useMyCommissions();
  const [proving, setProving] = useState<number | null>(null);
  // The page is everyone's, but the server may still refuse the company to this person.
  if (summary.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const setPeriod = (value: SummaryPeriod) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === '6') next.delete('meses');
      else next.set('meses', value);
      return next;
    });

  return (
    <>
      <ScreenHeader
        actions={
          <Select
            label={t('commissions.mine.period')}
            options={SUMMARY_PERIODS.map((id) => ({ id, label: t('commissions.mine.months', { count: Number(id) }) }))}
            value={meses}
            onChange={(key) => setPeriod(oneOf(SUMMARY_PERIODS, String(key)) ?? '6')}
          />
        }
      />
      <Stack>
        <Card padding="none">
          {summary.error ? (
            <Alert tone="danger">
              {t('commissions.table.error')}{' '}
              <Button size="sm" variant="secondary" onPress={() => void summary.mutate()}>
                {t('commissions.table.retry')}
              </Button>
            </Alert>
          ) : summary.data ? (
            <MonthlySummary summary={summary.data} />
          ) : (
            <Spinner label={t('app.loading')} showLabel />
          )}
        </Card>
        <Card padding="none">
          <Heading>{t('commissions.mine.claims')}</Heading>
          {claims.data && claims.data.data.length === 0 ? (
            <Muted>{t('commissions.mine.noClaims')}</Muted>
          ) : (
            <Claims>
              {claims.data?.data.map((claim) => (
                <li key={claim.id}>
                  <LeadProduct lead={claim.lead} produto={claim.produto} />
                  <Money value={claim.comissao_total} />
                  <Button size="sm" variant={claim.tem_anexos ? 'secondary' : 'primary'} onPress={() => setProving(claim.id)}>
                    <Paperclip aria-hidden size={14} />
                    {claim.tem_anexos ? t('commissions.mine.proved', { id: claim.id }) : t('commissions.mine.prove', { id: claim.id })}
                  </Button>
                </li>
              ))}
            </Claims>
          )}
        </Card>
        <SumCard label={t('commissions.mine.sum')} value={sumOfPage(list.data)} />
        <Card padding="none">
          <Toolbar>
            <Select
              label={t('commissions.mine.status')}
              options={[
                { id: ANY, label: t('commissions.mine.anyStatus') },
                ...COMISSAO_SITUACOES.map((id) => ({ id, label: t(STATUS_LABEL[id]) })),
              ]}
              value={list.state.situacao ?? ANY}
              onChange={(key) => list.update({ situacao: oneOf(COMISSAO_SITUACOES, String(key)) })}
            />
          </Toolbar>
          <CommissionTable label={t('commissions.mine.list')} showPerson={false} {...list.table} />
        </Card>
      </Stack>
      {proving !== null && <ProofPanel id={proving} onClose={() => setProving(null)} />}
    </>
  );
}
