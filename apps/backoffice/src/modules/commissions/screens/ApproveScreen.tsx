import {
  ApiError,
  ForbiddenError,
  PRE_COMISSAO_ABAS,
  type PreComissao,
  type PreComissaoLote,
  type PreComissaoMetodo,
} from '@retoma/api-client';
import { Badge, Button, Card, ConfirmDialog, Select, Tab, TabList, TabPanel, Tabs, TextField, useToast } from '@retoma/ui';
import { useAtomValue } from 'jotai';
import { Stethoscope } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Selection } from 'react-aria-components';
import { Navigate } from 'react-router-dom';
import { pluralKey, safeLocaleAtom, useRouteText } from '../../../i18n';
import { useApi } from '../../../platform/api';
import { useCan } from '../../../platform/companySession';
import { positiveInt, useSearchText } from '../../../platform/useListState';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { RefusalReportSlot } from '../../../platform/refusalReport/RefusalReport';
import { BulkReport } from '../components/BulkReport';
import { ClaimPanel } from '../components/ClaimPanel';
import { ClaimTable } from '../components/ClaimTable';
import { useClaimCounts, useClaimList, useReloadCommissions } from '../hooks/lists';
import { useClaimDecision, useDiagnose } from '../hooks/useClaim';
import { usePeopleOptions } from '../hooks/usePeople';
import { useCommissionsT } from '../messages';
import { Stack, Toolbar } from './AllCommissionsScreen';

const ANY = 'todos';

/**
 * `comissoes/aprovar`: the claims to decide — pending and rejected tabs with their counts, searched by ticket or lead,
 * filtered by attendant; a diagnosis of every pending claim the filter holds (every page, not only the one shown) with
 * its progress; approve, reject or restore a selection; a claim opened beside the list to prove and decide it.
 */
export default function ApproveScreen() {
  const t = useCommissionsT();
  const routeText = useRouteText();
  const locale = useAtomValue(safeLocaleAtom);
  const can = useCan();
  const api = useApi();
  const toast = useToast();
  const list = useClaimList();
  const counts = useClaimCounts(list.state);
  const people = usePeopleOptions();
  const diagnose = useDiagnose();
  const decide = useClaimDecision();
  const reload = useReloadCommissions();
  const search = useSearchText(list.state.search, (value) => list.update({ search: value }));
  const [open, setOpen] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<PreComissao | null>(null);
  const [selected, setSelected] = useState<Selection>(new Set());
  const [report, setReport] = useState<PreComissaoLote | null>(null);
  const tabs = useRef<HTMLDivElement>(null);
  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const tab = list.state.tipo ?? 'pendente';
  const canDecide = can('comissao_pendente_aprovar');
  const canRestore = can('comissao_pendente_restaurar');

  async function diagnoseAll() {
    try {
      const count = await diagnose.runAll({ search: list.state.search, atendente_id: list.state.atendente_id });
      toast.success(
        t(pluralKey(locale, count, { one: 'commissions.approve.diagnosedOne', other: 'commissions.approve.diagnosedOther' }), { count }),
      );
    } catch {
      toast.error(t('commissions.approve.diagnoseFailed'));
    }
  }

  async function bulk(method: PreComissaoMetodo, ids: number[]) {
    // The last selection's report no longer says what this one will do.
    setReport(null);
    try {
      const result = await api.commissions.preCommissions.actOnList(method, ids);
      setSelected(new Set());
      await reload();
      // A refusal has a reason to read, claim by claim, so it stays above the list; all done is a passing toast.
      setReport(result.recusados.length > 0 ? result : null);
      if (result.recusados.length === 0)
        toast.success(
          t(pluralKey(locale, ids.length, { one: 'commissions.approve.bulkDoneOne', other: 'commissions.approve.bulkDoneOther' }), {
            done: result.feitos.length,
            total: ids.length,
          }),
        );
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('commissions.claim.failed'));
    }
  }

  function dismissReport() {
    setReport(null);
    // Its close button leaves with it: the focus goes on to what follows, the tab of the list, not to the page's start.
    tabs.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }

  async function restore() {
    if (!restoring) return;
    try {
      await decide('restaurar', restoring.id);
      toast.success(t('commissions.claim.restored', { id: restoring.id }));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('commissions.claim.failed'));
    }
    setRestoring(null);
  }

  const bulkActions =
    tab === 'pendente'
      ? canDecide
        ? [
            {
              id: 'aprovar',
              label: t('commissions.approve.bulkApprove'),
              onAction: (ids: unknown[]) => void bulk('aprovar', ids.map(Number)),
            },
            {
              id: 'reprovar',
              label: t('commissions.approve.bulkReject'),
              variant: 'danger' as const,
              onAction: (ids: unknown[]) => void bulk('reprovar', ids.map(Number)),
            },
          ]
        : []
      : canRestore
        ? [
            {
              id: 'restaurar',
              label: t('commissions.approve.bulkRestore'),
              onAction: (ids: unknown[]) => void bulk('restaurar', ids.map(Number)),
            },
          ]
        : [];

  const diagnoseButton =
    tab === 'pendente' && list.rows.length > 0 ? (
      <Button variant="secondary" isPending={diagnose.progress !== null} onPress={() => void diagnoseAll()}>
        <Stethoscope aria-hidden size={16} />
        {diagnose.progress
          ? t('commissions.approve.diagnosing', { done: diagnose.progress.done, total: diagnose.progress.total })
          : t('commissions.approve.diagnoseAll')}
      </Button>
    ) : undefined;

  return (
    <>
      <ScreenHeader actions={diagnoseButton} />
      <Stack>
        {/* The report's slot shares the toolbar's grid cell: empty, it adds no gap. */}
        <div>
          <Card padding="none">
            <Toolbar>
              <TextField type="search" label={t('commissions.approve.search')} {...search} />
              <Select
                label={t('commissions.approve.attendant')}
                options={[
                  { id: ANY, label: t('commissions.approve.anyAttendant') },
                  ...people.map((p) => ({ id: String(p.id), label: p.label })),
                ]}
                value={list.state.atendente_id ? String(list.state.atendente_id) : ANY}
                onChange={(key) => list.update({ atendente_id: positiveInt(String(key)) })}
              />
            </Toolbar>
          </Card>
          <RefusalReportSlot>{report && <BulkReport result={report} onDismiss={dismissReport} />}</RefusalReportSlot>
        </div>
        <Card padding="none">
          <Tabs
            ref={tabs}
            selectedKey={tab}
            onSelectionChange={(key) => {
              setSelected(new Set());
              list.update({ tipo: key === 'reprovado' ? 'reprovado' : undefined });
            }}
          >
            <TabList aria-label={t('commissions.approve.tabs')}>
              {PRE_COMISSAO_ABAS.map((id) => (
                <Tab key={id} id={id}>
                  {t(id === 'pendente' ? 'commissions.approve.pending' : 'commissions.approve.rejected')}
                  {counts.data && (
                    <>
                      {' '}
                      <Badge size="sm" tone={id === tab ? 'primary' : 'neutral'} count={counts.data[id]} />
                    </>
                  )}
                </Tab>
              ))}
            </TabList>
            {PRE_COMISSAO_ABAS.map((id) => (
              <TabPanel key={id} id={id}>
                <ClaimTable
                  label={routeText('commissions.approve.title')}
                  {...list.table}
                  selectedKeys={selected}
                  onSelectionChange={setSelected}
                  bulkActions={bulkActions}
                  onOpen={can('comissao_pendente_detalhar') ? (row) => setOpen(row.id) : undefined}
                  onRestore={canRestore ? setRestoring : undefined}
                />
              </TabPanel>
            ))}
          </Tabs>
        </Card>
      </Stack>
      {open !== null && <ClaimPanel id={open} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        isOpen={restoring !== null}
        onOpenChange={(isOpen) => !isOpen && setRestoring(null)}
        title={t('commissions.claim.restoreTitle')}
        message={restoring ? t('commissions.claim.restoreMessage', { id: restoring.id }) : ''}
        confirmLabel={t('commissions.yes')}
        cancelLabel={t('commissions.cancel')}
        onConfirm={restore}
      />
    </>
  );
}
