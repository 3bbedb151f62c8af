import { ForbiddenError, WHATSAPPLIST_SITUACOES, type WhatsappListEntry, type WhatsappListSituacao } from '@retoma/api-client';
import {
  Badge,
  Button,
  Card,
  DataTable,
  EmptyState,
  formatDateTime,
  IconButton,
  Link,
  Menu,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type DataTableColumn,
} from '@retoma/ui';
import { MoreVertical } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCan, useCompanySession } from '../../../platform/companySession';
import { useDateFormat } from '../../../platform/dateFormat';
import { useCompanyHref } from '../../../platform/links';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { AnswerPanel } from '../components/AnswerPanel';
import { RemoveDialog } from '../components/RemoveDialog';
import { TransformDialog } from '../components/TransformDialog';
import { KIND_LABEL, WhatsappListFilters } from '../components/WhatsappListFilters';
import { hasFilters, useWhatsappList } from '../hooks/useWhatsappList';
import { tableTexts } from '../lib/tableTexts';
import { useWhatsappListT, type WhatsappListKey } from '../messages';

const TAB_LABEL: Record<WhatsappListSituacao, WhatsappListKey> = {
  pendentes: 'whatsappList.tab.pendentes',
  respondidos: 'whatsappList.tab.respondidos',
  todos: 'whatsappList.tab.todos',
};

/**
 * `whatsapplist/listagem`: the contacts of the WhatsApp, boleto, scheduling and cancelled campaigns the agents must
 * write to on WhatsApp — pending, answered or all, each tab with its count —, filtered by who is responsible (the
 * member who answered, or the campaign), product and period. A contact is answered in the attend screen's WhatsApp
 * panel, turned into a ticket (attended now or a return scheduled), or taken off the list.
 */
export default function WhatsappListScreen() {
  const t = useWhatsappListT();
  const can = useCan();
  const href = useCompanyHref();
  const dates = useDateFormat();
  const { user } = useCompanySession();
  const list = useWhatsappList();
  const [answering, setAnswering] = useState<WhatsappListEntry | null>(null);
  const [transforming, setTransforming] = useState<WhatsappListEntry | null>(null);
  const [removing, setRemoving] = useState<WhatsappListEntry | null>(null);

  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const state = (entry: WhatsappListEntry): ReactNode => {
    if (!entry.resposta)
      return (
        <Badge tone="warning" dot>
          {t('whatsappList.state.pending')}
        </Badge>
      );
    const by = entry.resposta.usuario;
    return (
      <Badge tone="success" dot>
        {by && by.id !== user.id ? t('whatsappList.state.answeredBy', { name: by.name }) : t('whatsappList.state.answered')}
      </Badge>
    );
  };
  const columns: DataTableColumn<WhatsappListEntry>[] = [
    {
      id: 'lead',
      header: t('whatsappList.col.lead'),
      isRowHeader: true,
      cell: (entry) =>
        can('leads_detalhamento') ? <Link href={href('leads-detalhe', { id: entry.lead.id })}>{entry.lead.nome}</Link> : entry.lead.nome,
    },
    { id: 'produto', header: t('whatsappList.col.product'), cell: (entry) => entry.produto.nome },
    {
      id: 'campanha',
      header: t('whatsappList.col.campaign'),
      cell: (entry) => (
        <>
          {entry.campanha.nome}
          <br />
          <small>{t(KIND_LABEL[entry.campanha.tipo])}</small>
        </>
      ),
    },
    {
      id: 'created_at',
      header: t('whatsappList.col.created_at'),
      sortable: true,
      cell: (entry) => formatDateTime(entry.created_at, dates),
    },
    {
      id: 'situacao',
      header: t('whatsappList.col.state'),
      cell: (entry) => (
        <>
          {state(entry)}
          {entry.ticket_aberto !== null && (
            <>
              {' '}
              <Link href={href('tickets-detalhar', { id: entry.ticket_aberto })}>
                {t('whatsappList.state.ticket', { id: entry.ticket_aberto })}
              </Link>
            </>
          )}
        </>
      ),
    },
    {
      id: 'acoes',
      header: t('whatsappList.col.actions'),
      align: 'end',
      cell: (entry) => (
        <Menu
          aria-label={t('whatsappList.row.actions', { name: entry.lead.nome })}
          trigger={
            <IconButton
              aria-label={t('whatsappList.row.actions', { name: entry.lead.nome })}
              icon={<MoreVertical aria-hidden size={16} />}
              variant="ghost"
              size="sm"
            />
          }
          items={[
            {
              id: 'answer',
              label: entry.resposta ? t('whatsappList.row.view') : t('whatsappList.row.answer'),
              onAction: () => setAnswering(entry),
            },
            ...(entry.ticket_aberto === null
              ? [{ id: 'transform', label: t('whatsappList.row.transform'), onAction: () => setTransforming(entry) }]
              : []),
            { id: 'delete', label: t('whatsappList.row.delete'), tone: 'danger' as const, onAction: () => setRemoving(entry) },
          ]}
        />
      ),
    },
  ];

  const table = (
    <DataTable
      aria-label={t('whatsappList.table.label')}
      columns={columns}
      {...list.table}
      texts={tableTexts(t)}
      emptyState={
        hasFilters(list.state.filters) ? (
          <EmptyState
            size="sm"
            title={t('whatsappList.noResults')}
            action={
              <Button variant="secondary" onPress={list.clearFilters}>
                {t('whatsappList.filters.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState size="sm" title={t('whatsappList.empty')} description={t('whatsappList.emptyHint')} />
        )
      }
    />
  );

  return (
    <>
      <ScreenHeader />
      <Card padding="none">
        <WhatsappListFilters filters={list.state.filters} onChange={list.setFilters} onClear={list.clearFilters} />
        <Tabs selectedKey={list.state.tab} onSelectionChange={(key) => list.setTab(key as WhatsappListSituacao)}>
          <TabList aria-label={t('whatsappList.tab.label')}>
            {WHATSAPPLIST_SITUACOES.map((id) => (
              <Tab key={id} id={id}>
                {t(TAB_LABEL[id])}
                {list.counts && (
                  <>
                    {' '}
                    <Badge size="sm" tone={id === list.state.tab ? 'primary' : 'neutral'} count={list.counts[id]} />
                  </>
                )}
              </Tab>
            ))}
          </TabList>
          {/* Only the selected panel is mounted (react-aria), so the table is given to each. */}
          {WHATSAPPLIST_SITUACOES.map((id) => (
            <TabPanel key={id} id={id}>
              {table}
            </TabPanel>
          ))}
        </Tabs>
      </Card>
      <AnswerPanel entry={answering} onClose={() => setAnswering(null)} onSent={list.reload} />
      <TransformDialog entry={transforming} onClose={() => setTransforming(null)} onScheduled={list.reload} />
      <RemoveDialog
        entry={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          list.stepBackIfLastRow();
          return list.reload();
        }}
      />
    </>
  );
}
