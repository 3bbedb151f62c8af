import { COMISSAO_SITUACOES, ForbiddenError } from '@retoma/api-client';
import { Card, Select, TextField } from '@retoma/ui';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useRouteText } from '../../../i18n';
import { oneOf, positiveInt, useSearchText } from '../../../platform/useListState';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { CommissionTable } from '../components/CommissionTable';
import { SumCard } from '../components/SumCard';
import { sumOfPage, useCommissionList } from '../hooks/lists';
import { usePeopleOptions } from '../hooks/usePeople';
import { useCommissionsT } from '../messages';
import { STATUS_LABEL } from '../lib/labels';

/** "Any" in the filters (nothing in the address). */
const ANY = 'todos';

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
export const Toolbar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  padding: ${({ theme }) => theme.space[4]};
`;

/**
 * `comissoes/todas`: every commission of the company — searched by person, lead or product, filtered by who is paid,
 * who brought the lead and where it stands — with the exact sum of everything the filter finds.
 */
export default function AllCommissionsScreen() {
  const t = useCommissionsT();
  const routeText = useRouteText();
  const list = useCommissionList();
  const people = usePeopleOptions();
  const search = useSearchText(list.state.search, (value) => list.update({ search: value }));
  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const personOptions = (any: string) => [
    { id: ANY, label: any },
    ...people.map((person) => ({ id: String(person.id), label: person.label })),
  ];
  const statusOptions = [
    { id: ANY, label: t('commissions.all.anyStatus') },
    ...COMISSAO_SITUACOES.map((id) => ({ id, label: t(STATUS_LABEL[id]) })),
  ];
  return (
    <>
      <ScreenHeader />
      <Stack>
        <SumCard label={t('commissions.all.sum')} value={sumOfPage(list.data)} />
        <Card padding="none">
          <Toolbar>
            <TextField type="search" label={t('commissions.all.search')} {...search} />
            <Select
              label={t('commissions.all.person')}
              options={personOptions(t('commissions.all.anyPerson'))}
              value={list.state.user_id ? String(list.state.user_id) : ANY}
              onChange={(key) => list.update({ user_id: positiveInt(String(key)) })}
            />
            <Select
              label={t('commissions.all.creator')}
              options={personOptions(t('commissions.all.anyCreator'))}
              value={list.state.criador_id ? String(list.state.criador_id) : ANY}
              onChange={(key) => list.update({ criador_id: positiveInt(String(key)) })}
            />
            <Select
              label={t('commissions.all.status')}
              options={statusOptions}
              value={list.state.situacao ?? ANY}
              onChange={(key) => list.update({ situacao: oneOf(COMISSAO_SITUACOES, String(key)) })}
            />
          </Toolbar>
          <CommissionTable label={routeText('commissions.all.title')} {...list.table} />
        </Card>
      </Stack>
    </>
  );
}
