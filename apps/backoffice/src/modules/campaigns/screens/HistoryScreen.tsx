import {
  ApiError,
  ForbiddenError,
  HISTORICO_SORTS,
  type CampanhaEnvio,
  type Canal,
  type EnvioEventoTipo,
  type EnvioSituacao,
  type SequenceKind,
} from '@retoma/api-client';
import {
  Button,
  Card,
  DataTable,
  EmptyState,
  SafeHtml,
  Select,
  SidePanel,
  Spinner,
  TextField,
  formatDateTime,
  type DataTableColumn,
} from '@retoma/ui';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useDateFormat } from '../../../platform/dateFormat';
import { useSearchText } from '../../../platform/useListState';
import { SequenceFrame } from '../components/SequenceFrame';
import { useCampaignList } from '../hooks/useCampaignList';
import { useDataTableTexts } from '../hooks/useDataTableTexts';
import { PERIODS, periodOf, type PeriodDays } from '../hooks/period';
import { useCampaignsT, type CampaignsKey } from '../messages';

const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  }
`;
const Periods = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]} 0;
`;
const Detail = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
`;

const SITUACAO: Record<EnvioSituacao, CampaignsKey> = {
  agendado: 'campaigns.history.agendado',
  enviando: 'campaigns.history.enviando',
  enviado: 'campaigns.history.enviado',
  cancelado: 'campaigns.history.cancelado',
  falhou: 'campaigns.history.falhou',
};
const EVENTO: Record<EnvioEventoTipo, CampaignsKey> = {
  entregue: 'campaigns.history.entregue',
  aberto: 'campaigns.history.aberto',
  clicou: 'campaigns.history.clicou',
  bounce: 'campaigns.history.bounce',
  descadastrou: 'campaigns.history.descadastrou',
  respondeu: 'campaigns.history.respondeu',
};
const PERIOD_LABEL: Record<PeriodDays, CampaignsKey> = {
  1: 'campaigns.history.today',
  7: 'campaigns.history.days7',
  15: 'campaigns.history.days15',
  30: 'campaigns.history.days30',
};
const ALL = 'todos';
/** What a send that is no longer waiting can have come to (the server's filter). */
const RESULTS = ['enviado', 'falhou', 'cancelado', 'enviando'] as const satisfies readonly EnvioSituacao[];
type Result = (typeof RESULTS)[number];

/**
 * `.../historico-envios`: what the campaign sent, to whom, when, by which channel and with what result, in a quick
 * period (today, 7, 15 or 30 days in the company's zone, 30 by default), searched and filtered; a row opens the send
 * with the message as it went out and what happened to it.
 */
export default function HistoryScreen() {
  return <SequenceFrame>{({ campanha, kind }) => <History kind={kind} campanhaId={campanha.id} />}</SequenceFrame>;
}

function History({ kind, campanhaId }: { kind: SequenceKind; campanhaId: number }) {
  const t = useCampaignsT();
  const dates = useDateFormat();
  const texts = useDataTableTexts();
  const [params, setParams] = useSearchParams();
  const days = (PERIODS.find((one) => String(one) === params.get('periodo')) ?? 30) as PeriodDays;
  const canal = params.get('canal') === 'email' || params.get('canal') === 'sms' ? (params.get('canal') as Canal) : undefined;
  const situacao = RESULTS.find((one) => one === params.get('situacao')) as Result | undefined;
  const [open, setOpen] = useState<number | null>(null);
  const extra = {
    campanha_id: campanhaId,
    ...periodOf(days, dates.timeZone),
    ...(canal ? { canal } : {}),
    ...(situacao ? { situacao } : {}),
  };
  const list = useCampaignList<CampanhaEnvio>({
    name: `campanha_${kind}_historicos`,
    sorts: HISTORICO_SORTS,
    extra,
    fetch: (api, listParams) => api.campaigns[kind].historico.list({ ...listParams, ...extra }),
  });
  const search = useSearchText(list.state.search, list.setSearch);
  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  const columns: DataTableColumn<CampanhaEnvio>[] = [
    { id: 'lead', header: t('campaigns.history.lead'), isRowHeader: true, cell: (row) => row.destino ?? row.lead.email },
    {
      id: 'canal',
      header: t('campaigns.history.canal'),
      cell: (row) => t(row.canal === 'email' ? 'campaigns.channel.email' : 'campaigns.channel.sms'),
    },
    { id: 'assunto', header: t('campaigns.history.assunto'), cell: (row) => row.assunto ?? '—' },
    {
      id: 'enviado_em',
      header: t('campaigns.history.when'),
      sortable: true,
      cell: (row) => formatDateTime(row.enviado_em ?? row.previsto_para, dates),
    },
    {
      id: 'situacao',
      header: t('campaigns.history.result'),
      cell: (row) => (row.ultimo_evento ? t(EVENTO[row.ultimo_evento]) : t(SITUACAO[row.situacao])),
    },
  ];

  return (
    <Card padding="none">
      <Periods role="group" aria-label={t('campaigns.history.period')}>
        {PERIODS.map((one) => (
          <Button
            key={one}
            size="sm"
            variant={one === days ? 'primary' : 'secondary'}
            aria-pressed={one === days}
            onPress={() => setParam('periodo', one === 30 ? undefined : String(one))}
          >
            {t(PERIOD_LABEL[one])}
          </Button>
        ))}
      </Periods>
      <Toolbar>
        <TextField type="search" label={t('campaigns.history.search')} {...search} />
        <Select
          label={t('campaigns.history.canal')}
          options={[
            { id: ALL, label: t('campaigns.history.allChannels') },
            { id: 'email', label: t('campaigns.channel.email') },
            { id: 'sms', label: t('campaigns.channel.sms') },
          ]}
          selectedKey={canal ?? ALL}
          onSelectionChange={(key) => setParam('canal', key === ALL || key === null ? undefined : String(key))}
        />
        <Select
          label={t('campaigns.history.result')}
          options={[{ id: ALL, label: t('campaigns.history.allResults') }, ...RESULTS.map((one) => ({ id: one, label: t(SITUACAO[one]) }))]}
          selectedKey={situacao ?? ALL}
          onSelectionChange={(key) => setParam('situacao', key === ALL || key === null ? undefined : String(key))}
        />
      </Toolbar>
      <DataTable
        aria-label={t('campaigns.history.label')}
        columns={columns}
        rows={list.rows}
        total={list.total}
        page={list.state.page}
        perPage={list.state.perPage}
        sort={list.state.sort}
        onChange={list.setTable}
        onRowAction={(id) => setOpen(Number(id))}
        isLoading={list.isLoading}
        error={list.error ? (list.error instanceof ApiError ? list.error.message : true) : false}
        onRetry={() => void list.reload()}
        texts={texts}
        emptyState={<EmptyState size="sm" title={t('campaigns.history.empty')} />}
      />
      <SidePanel
        isOpen={open !== null}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        title={t('campaigns.history.detail')}
        closeLabel={t('campaigns.history.close')}
      >
        {open !== null && <SendDetail kind={kind} id={open} />}
      </SidePanel>
    </Card>
  );
}

/** One send: to whom, what (the message as it went out) and what happened to it. */
function SendDetail({ kind, id }: { kind: SequenceKind; id: number }) {
  const t = useCampaignsT();
  const api = useApi();
  const dates = useDateFormat();
  const { slug } = useCompanySession();
  const detail = useSWR([slug, kind, 'envio', id], () => api.campaigns[kind].historico.get(id));
  if (detail.error)
    return <p role="alert">{detail.error instanceof ApiError ? detail.error.message : t('campaigns.history.detailFailed')}</p>;
  const envio = detail.data;
  if (!envio) return <Spinner label={t('campaigns.history.detailLoading')} showLabel />;
  return (
    <Detail>
      <dt>{t('campaigns.history.to')}</dt>
      <dd>{envio.destino ?? envio.lead.email}</dd>
      {envio.assunto && (
        <>
          <dt>{t('campaigns.history.assunto')}</dt>
          <dd>{envio.assunto}</dd>
        </>
      )}
      <dt>{t('campaigns.history.result')}</dt>
      <dd>
        {t(SITUACAO[envio.situacao])}
        {envio.motivo ? ` — ${envio.motivo}` : ''}
      </dd>
      <dt>{t('campaigns.history.message')}</dt>
      <dd>{envio.corpo ? envio.canal === 'email' ? <SafeHtml html={envio.corpo} /> : envio.corpo : '—'}</dd>
      <dt>{t('campaigns.history.events')}</dt>
      <dd>
        {envio.eventos.length === 0 ? (
          t('campaigns.history.noEvents')
        ) : (
          <ul>
            {envio.eventos.map((evento) => (
              <li key={evento.id}>
                {formatDateTime(evento.ocorrido_em, dates)} — {t(EVENTO[evento.evento])}
                {evento.detalhe ? ` (${evento.detalhe})` : ''}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </Detail>
  );
}
