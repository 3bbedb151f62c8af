import { ForbiddenError, type Conquista } from '@retoma/api-client';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  IconButton,
  StatusChip,
  Select,
  Switch,
  TextField,
  formatNumber,
  useUiLocale,
  type DataTableColumn,
} from '@retoma/ui';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../platform/companySession';
import { useCompanyHref } from '../../../platform/links';
import { oneOf, useSearchText } from '../../../platform/useListState';
import { useRouteText } from '../../../i18n';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { AchievementName } from '../components/AchievementName';
import { PlanLimit } from '../components/PlanLimit';
import { useActiveToggle } from '../hooks/useActiveToggle';
import { useAchievementLimit } from '../hooks/useAchievementLimit';
import { KINDS, useAchievementList } from '../hooks/useAchievementList';
import { useDataTableTexts } from '../hooks/useDataTableTexts';
import { useRemoveAchievement } from '../hooks/useRemoveAchievement';
import { describeRule } from '../lib/rule';
import { useAchievementsT } from '../messages';

/** The filter's "both kinds" choice (no `tipo` in the URL). */
const ALL = 'todas';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
const Toolbar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  padding: ${({ theme }) => theme.space[4]};
  max-inline-size: 640px;
`;
// A readable measure in the table; a phone's card is narrower than it.
const Rule = styled.span`
  display: block;
  min-inline-size: 260px;
  ${({ theme }) => theme.media.down('sm')} {
    min-inline-size: 0;
  }
  max-inline-size: 440px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  justify-content: flex-end;
`;

/**
 * `configuracoes/conquistas`: the company's achievements with their badge and rule in words, the plan's room for
 * active ones, a switch to turn each on or off (refused past the plan's limit), edit and delete after a question.
 */
export default function AchievementsScreen() {
  const t = useAchievementsT();
  const routeText = useRouteText();
  const locale = useUiLocale();
  const can = useCan();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const tableTexts = useDataTableTexts();
  const list = useAchievementList();
  const limit = useAchievementLimit();
  const search = useSearchText(list.state.search, list.setSearch);
  const active = useActiveToggle();
  const removal = useRemoveAchievement({ afterRemove: list.stepBackIfLastRow });

  const canCreate = can('configuracao_conquista_incluir');
  const canEdit = can('configuracao_conquista_editar');

  // The route let the person in, but the server says otherwise: the same page as a refused route.
  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const columns: DataTableColumn<Conquista>[] = [
    { id: 'nome', header: t('achievements.column.name'), sortable: true, isRowHeader: true, cell: (row) => <AchievementName row={row} /> },
    {
      id: 'regra',
      header: t('achievements.column.rule'),
      cell: (row) => <Rule>{describeRule({ ...row, produto: row.produto?.nome ?? null }, t, locale)}</Rule>,
    },
    {
      id: 'quantidade',
      header: t('achievements.column.quantidade'),
      sortable: true,
      align: 'end',
      cell: (row) => formatNumber(row.quantidade, { locale }),
    },
    {
      id: 'ativo',
      header: t('achievements.column.status'),
      cell: (row) =>
        canEdit ? (
          <Switch
            aria-label={t('achievements.activeToggle', { name: row.nome })}
            isSelected={active.isActive(row)}
            isDisabled={active.isSaving(row)}
            onChange={(on) => void active.toggle(row, on)}
          />
        ) : (
          <StatusChip status={row.ativo} activeLabel={t('achievements.active')} inactiveLabel={t('achievements.inactive')} />
        ),
    },
    ...(canEdit
      ? [
          {
            id: 'acoes',
            header: t('achievements.column.actions'),
            align: 'end' as const,
            cell: (row: Conquista) => (
              <Actions>
                <IconButton
                  aria-label={t('achievements.edit', { name: row.nome })}
                  icon={<Pencil aria-hidden size={16} />}
                  onPress={() => navigate(href('conquistas-editar', { id: row.id }))}
                />
                <IconButton
                  aria-label={t('achievements.remove', { name: row.nome })}
                  icon={<Trash2 aria-hidden size={16} />}
                  variant="danger"
                  onPress={() => removal.ask(row)}
                />
              </Actions>
            ),
          },
        ]
      : []),
  ];

  const kindOptions = [
    { id: ALL, label: t('achievements.filter.all') },
    { id: 'global', label: t('achievements.form.kindGlobal') },
    { id: 'produto', label: t('achievements.form.kindProduct') },
  ];

  const createButton = canCreate ? (
    <Button onPress={() => navigate(href('conquistas-nova'))}>
      <Plus aria-hidden size={16} />
      {t('achievements.create')}
    </Button>
  ) : null;

  return (
    <>
      <ScreenHeader description={t('achievements.description')} actions={createButton} />
      <Stack>
        <PlanLimit limit={limit.data} />
        <Card padding="none">
          <Toolbar>
            <TextField type="search" label={t('achievements.search')} {...search} />
            <Select
              label={t('achievements.filter.kind')}
              options={kindOptions}
              value={list.state.tipo ?? ALL}
              onChange={(key) => list.setKind(oneOf(KINDS, String(key)))}
            />
          </Toolbar>
          <DataTable
            aria-label={routeText('achievements.title')}
            columns={columns}
            {...list.table}
            texts={tableTexts}
            emptyState={
              list.state.search ? (
                <EmptyState size="sm" title={t('achievements.noResults', { search: list.state.search })} />
              ) : list.state.tipo ? (
                <EmptyState size="sm" title={t('achievements.filter.none')} />
              ) : (
                <EmptyState size="sm" title={t('achievements.empty')} description={t('achievements.emptyHint')} action={createButton} />
              )
            }
          />
        </Card>
      </Stack>
      <ConfirmDialog
        isOpen={removal.asking !== null}
        onOpenChange={(open) => !open && removal.cancel()}
        title={t('achievements.removeTitle')}
        message={removal.asking ? t('achievements.removeMessage', { name: removal.asking.nome }) : ''}
        confirmLabel={t('achievements.removeConfirm')}
        cancelLabel={t('achievements.cancel')}
        tone="danger"
        onConfirm={removal.confirm}
      />
    </>
  );
}
