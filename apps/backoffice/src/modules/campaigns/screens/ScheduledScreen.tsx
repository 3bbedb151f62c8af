import { AGENDADO_SORTS, ApiError, ForbiddenError, type CampanhaEnvio, type SequenceKind } from '@retoma/api-client';
import { Card, ConfirmDialog, DataTable, EmptyState, IconButton, formatDateTime, useToast, type DataTableColumn } from '@retoma/ui';
import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useApi } from '../../../platform/api';
import { useCan } from '../../../platform/companySession';
import { useDateFormat } from '../../../platform/dateFormat';
import { SequenceFrame } from '../components/SequenceFrame';
import { useCampaignList } from '../hooks/useCampaignList';
import { useDataTableTexts } from '../hooks/useDataTableTexts';
import { useCampaignsT } from '../messages';

/** `.../agendados`: what the campaign will send and when, soonest first; one send can be cancelled after a confirmation. */
export default function ScheduledScreen() {
  return <SequenceFrame>{({ campanha, kind }) => <Scheduled kind={kind} campanhaId={campanha.id} />}</SequenceFrame>;
}

function Scheduled({ kind, campanhaId }: { kind: SequenceKind; campanhaId: number }) {
  const t = useCampaignsT();
  const api = useApi();
  const can = useCan();
  const toast = useToast();
  const dates = useDateFormat();
  const texts = useDataTableTexts();
  const [cancelling, setCancelling] = useState<CampanhaEnvio | null>(null);
  const list = useCampaignList<CampanhaEnvio>({
    name: `campanha_${kind}_rastreio`,
    sorts: AGENDADO_SORTS,
    extra: { campanha_id: campanhaId },
    fetch: (client, params) => client.campaigns[kind].agendados.list(campanhaId, params),
  });
  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;
  const canCancel = can('planos_campanhas_editar');
  const stepName = (row: CampanhaEnvio) =>
    t(row.canal === 'email' ? 'campaigns.scheduled.emailStep' : 'campaigns.scheduled.smsStep', { position: row.passo?.posicao ?? '—' });

  const columns: DataTableColumn<CampanhaEnvio>[] = [
    { id: 'contato', header: t('campaigns.scheduled.contact'), isRowHeader: true, cell: (row) => `${row.lead.nome} · ${row.lead.email}` },
    { id: 'passo', header: t('campaigns.scheduled.step'), cell: stepName },
    { id: 'previsto_para', header: t('campaigns.scheduled.when'), sortable: true, cell: (row) => formatDateTime(row.previsto_para, dates) },
    { id: 'tentativas', header: t('campaigns.scheduled.attempts'), align: 'end', accessor: 'tentativas' },
    ...(canCancel
      ? [
          {
            id: 'acoes',
            header: t('campaigns.scheduled.actions'),
            align: 'end' as const,
            cell: (row: CampanhaEnvio) => (
              <IconButton
                aria-label={t('campaigns.scheduled.cancel', { name: row.lead.nome, step: stepName(row) })}
                icon={<XCircle aria-hidden size={16} />}
                variant="danger"
                onPress={() => setCancelling(row)}
              />
            ),
          },
        ]
      : []),
  ];

  const confirm = async () => {
    const envio = cancelling;
    setCancelling(null);
    if (!envio) return;
    try {
      await api.campaigns[kind].agendados.cancel(envio.id);
    } catch (error) {
      toast.error(t('campaigns.scheduled.cancelFailed'), error instanceof ApiError ? error.message : undefined);
      return;
    }
    await list.reload();
    toast.success(t('campaigns.scheduled.cancelled', { name: envio.lead.nome }));
  };

  return (
    <Card padding="none">
      <DataTable
        aria-label={t('campaigns.scheduled.label')}
        columns={columns}
        rows={list.rows}
        total={list.total}
        page={list.state.page}
        perPage={list.state.perPage}
        sort={list.state.sort}
        onChange={list.setTable}
        isLoading={list.isLoading}
        error={list.error ? (list.error instanceof ApiError ? list.error.message : true) : false}
        onRetry={() => void list.reload()}
        texts={texts}
        emptyState={<EmptyState size="sm" title={t('campaigns.scheduled.empty')} />}
      />
      <ConfirmDialog
        isOpen={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('campaigns.scheduled.cancelTitle')}
        message={cancelling ? t('campaigns.scheduled.cancelMessage', { name: cancelling.lead.nome, step: stepName(cancelling) }) : ''}
        confirmLabel={t('campaigns.scheduled.cancelConfirm')}
        cancelLabel={t('campaigns.scheduled.keep')}
        tone="danger"
        onConfirm={confirm}
      />
    </Card>
  );
}
