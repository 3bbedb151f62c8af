import type { Ticket } from '@retoma/api-client';
import { Button, Card, useToast, type DataTableState } from '@retoma/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { RouterProvider, type Selection } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useTicketsT } from '../messages';
import { RefusalReportSlot } from '../../../platform/refusalReport/RefusalReport';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { AttendRefusalDialog } from '../components/AttendRefusalDialog';
import { BulkDeleteDialog } from '../components/BulkDeleteDialog';
import { BulkDeleteReport } from '../components/BulkDeleteReport';
import { DeleteTicketDialog } from '../components/DeleteTicketDialog';
import { NextTicketOffer } from '../components/NextTicketOffer';
import { TicketFilters } from '../components/TicketFilters';
import { TicketFormPanel } from '../components/TicketFormPanel';
import { TicketTable } from '../components/TicketTable';
import { TicketTabs } from '../components/TicketTabs';
import { DeskShortcuts } from '../../attend';
import { useAttendTicket } from '../hooks/useAttendTicket';
import { useNextTicket } from '../hooks/useNextTicket';
import { useBulkDelete, type BulkDeleteResult } from '../hooks/useBulkDelete';
import { useRefreshTickets, useTicketCounts, useTicketList } from '../hooks/useTicketList';
import { hasActiveFilters, useTicketListState } from '../hooks/useTicketListState';
import { useTicketPermissions } from '../hooks/useTicketPermissions';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * What the attend screen leaves in the history entry when an attendance is finished (see FinishAttendanceForm): the
 * ticket, and the day of its return when it waits for one.
 */
const finishedTicket = (state: unknown): { id: number; returnDay?: string } | null =>
  typeof state === 'object' && state !== null && 'finishedTicket' in state && typeof state.finishedTicket === 'number'
    ? { id: state.finishedTicket, returnDay: 'returnDay' in state && typeof state.returnDay === 'string' ? state.returnDay : undefined }
    : null;

/** The "a" shortcut: the "Atender" of the row that has focus (a row, or a control in it), when it has one. */
const attendOfFocusedRow = () =>
  document.activeElement?.closest('[role=row]')?.querySelector<HTMLElement>('[data-shortcut=attend]:not([disabled])') ?? null;

/** The create / edit panel: closed, a new ticket, or an existing one. */
type FormTarget = { ticket: Ticket | null } | null;

/**
 * `tickets`: the recovery tickets of the company — open / closed / all tabs with their counts, search and filters,
 * server-side paging and sorting, all in the URL; "Atender" takes the ticket's lock before opening it; create,
 * edit and delete (one or many) as the user's permissions allow.
 */
export default function TicketsScreen() {
  const t = useTicketsT();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const finished = finishedTicket(location.state);
  const { state, update, queryString } = useTicketListState();
  const list = useTicketList(state);
  const counts = useTicketCounts(state.filters);
  const refresh = useRefreshTickets();
  const permissions = useTicketPermissions();
  const attend = useAttendTicket();
  const attendNext = useNextTicket(permissions, (ticket) => void attend.attend(ticket));
  const bulk = useBulkDelete();
  const [form, setForm] = useState<FormTarget>(null);
  const [deleting, setDeleting] = useState<Ticket | null>(null);
  const [bulkIds, setBulkIds] = useState<number[] | null>(null);
  const [report, setReport] = useState<BulkDeleteResult | null>(null);
  // The selection belongs to the page it was made on: another page, tab or filter starts with none.
  const [selection, setSelection] = useState<{ view: string; keys: Selection }>({ view: queryString, keys: new Set() });
  const selectedKeys = selection.view === queryString ? selection.keys : new Set<number>();

  const rows = list.page?.data ?? [];
  const bulkChosen = bulkIds ? rows.filter((row) => bulkIds.includes(row.id)) : [];
  const bulkDeletable = bulkChosen.filter((row) => permissions.remove(row));

  const openCreate = () => setForm({ ticket: null });
  const createButton = permissions.create ? (
    <Button onPress={openCreate}>
      <Plus aria-hidden size={18} />
      {t('tickets.create')}
    </Button>
  ) : undefined;

  function saved(ticket: Ticket) {
    toast.success(form?.ticket ? t('tickets.form.updated', { id: ticket.id }) : t('tickets.form.created', { id: ticket.id }));
    setForm(null);
    void refresh();
  }

  function startBulk(ids: number[]) {
    const chosen = rows.filter((row) => ids.includes(row.id));
    if (!chosen.some((row) => permissions.remove(row))) {
      toast.warning(t('tickets.bulk.noneDeletable'));
      return;
    }
    setReport(null);
    setBulkIds(ids);
  }

  async function runBulk() {
    const result = await bulk.run(bulkDeletable);
    setSelection({ view: queryString, keys: new Set() });
    if (result.failed.length === 0) toast.success(t('tickets.bulk.done', { count: result.deleted.length }));
    else setReport(result);
  }

  return (
    <RouterProvider navigate={(href) => navigate(href)}>
      <ScreenHeader actions={createButton} />
      <Stack>
        {finished !== null && (
          <NextTicketOffer
            finishedId={finished.id}
            returnDay={finished.returnDay}
            permissions={permissions}
            attendingId={attend.pendingId}
            onAttend={(ticket) => void attend.attend(ticket)}
            // Dismissed, it stays dismissed: the entry forgets the finished ticket (a reload does not bring it back).
            onDismiss={() => navigate({ search: location.search }, { replace: true, state: null })}
          />
        )}
        {/* The bulk delete's report shares the filters' grid cell: empty, its slot adds no gap. */}
        <div>
          <Card>
            <TicketFilters filters={state.filters} onChange={(filters) => update({ filters })} />
          </Card>
          <RefusalReportSlot>{report && <BulkDeleteReport result={report} onDismiss={() => setReport(null)} />}</RefusalReportSlot>
        </div>
        <Card padding="none">
          <TicketTabs tab={state.tab} counts={counts.data} onChange={(tab) => update({ tab })}>
            <TicketTable
              state={state}
              page={list.page}
              isLoading={!list.page && !list.error}
              error={list.error}
              onRetry={list.retry}
              onChange={({ page, perPage, sort }: DataTableState) => update({ page, perPage: perPage as typeof state.perPage, sort })}
              permissions={permissions}
              selectedKeys={selectedKeys}
              onSelectionChange={(keys) => setSelection({ view: queryString, keys })}
              onBulkDelete={startBulk}
              attendingId={attend.pendingId}
              onAttend={(ticket) => void attend.attend(ticket)}
              onEdit={(ticket) => setForm({ ticket })}
              onDelete={setDeleting}
              emptyAction={
                hasActiveFilters(state.filters) ? (
                  <Button variant="secondary" onPress={() => update({ filters: {} })}>
                    {t('tickets.filters.clear')}
                  </Button>
                ) : (
                  createButton
                )
              }
            />
          </TicketTabs>
        </Card>
      </Stack>
      {form && <TicketFormPanel ticket={form.ticket} onClose={() => setForm(null)} onSaved={saved} />}
      <DeleteTicketDialog ticket={deleting} onClose={() => setDeleting(null)} />
      {bulkIds && (
        <BulkDeleteDialog
          deletable={bulkDeletable}
          kept={bulkChosen.length - bulkDeletable.length}
          progress={bulk.progress}
          onConfirm={runBulk}
          onClose={() => setBulkIds(null)}
        />
      )}
      <AttendRefusalDialog refusal={attend.refusal} onDismiss={attend.dismiss} onGoToCurrent={attend.goToCurrent} />
      <DeskShortcuts actions={{ next: () => void attendNext(), attend: () => attendOfFocusedRow()?.click() }} />
    </RouterProvider>
  );
}
