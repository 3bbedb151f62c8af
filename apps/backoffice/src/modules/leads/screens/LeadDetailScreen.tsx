import { ApiError, ForbiddenError, NotFoundError, type LeadDetail } from '@retoma/api-client';
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  formatDate,
  formatDateTime,
  Menu,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useToast,
} from '@retoma/ui';
import { Download, Eraser } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useCan } from '../../../platform/companySession';
import { useDateFormat } from '../../../platform/dateFormat';
import { useCompanyHref } from '../../../platform/links';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { EraseLeadDialog } from '../components/EraseLeadDialog';
import { LeadContactForm } from '../components/LeadContactForm';
import { LeadTicketsTable, LeadTransactionsTable } from '../components/LeadTabTables';
import { LeadTimeline } from '../components/LeadTimeline';
import { LeadVerdict } from '../components/LeadVerdict';
import { useLead } from '../hooks/useLead';
import { download, leadExportFile, type ExportFormat } from '../lib/leadExportFile';
import { useLeadsT } from '../messages';
import { COMPRA_TONE, leadPhone } from '../lib/leadFormat';
import { COMPRA_TEXT, OPT_OUT_CHANNEL_TEXT } from '../lib/labels';

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;
const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const TABS = ['linha-do-tempo', 'contato', 'transacoes', 'tickets'] as const;
type TabId = (typeof TABS)[number];

/**
 * `leads/detalhe/{id}`: who the lead is and where their purchases stand, why they bought or did not (a few lines
 * read from their story), the whole timeline, the contact data, their transactions and tickets; the opt-out with its
 * date and source; and the LGPD rights — export everything (JSON, CSV) and erase the person — for who may.
 */
export default function LeadDetailScreen() {
  const t = useLeadsT();
  const api = useApi();
  const can = useCan();
  const toast = useToast();
  const dates = useDateFormat();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null;
  const lead = useLead(id);
  const [erasing, setErasing] = useState(false);
  const tab: TabId = TABS.find((candidate) => candidate === search.get('aba')) ?? 'linha-do-tempo';

  if (lead.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;
  const notFound = id === null || lead.error instanceof NotFoundError;
  if (notFound)
    return (
      <>
        <ScreenHeader />
        <Card>
          <EmptyState
            title={t('leads.detail.notFound')}
            description={t('leads.detail.notFoundHint')}
            action={
              <Button variant="secondary" onPress={() => navigate(href('leads-listagem'))}>
                {t('leads.detail.back')}
              </Button>
            }
          />
        </Card>
      </>
    );
  if (lead.error)
    return (
      <>
        <ScreenHeader />
        <Alert tone="danger" title={t('leads.detail.loadFailed')}>
          <Stack>
            {lead.error instanceof ApiError && <span>{lead.error.message}</span>}
            <div>
              <Button variant="secondary" onPress={() => void lead.mutate()}>
                {t('leads.timeline.retry')}
              </Button>
            </div>
          </Stack>
        </Alert>
      </>
    );
  if (!lead.data)
    return (
      <>
        <ScreenHeader />
        <Spinner label={t('app.loading')} />
      </>
    );

  const data: LeadDetail = lead.data;
  const erased = data.anonimizado_em !== null;
  const canLgpd = can('leads_lgpd') && !erased;
  const exportAs = async (format: ExportFormat) => {
    try {
      const file = leadExportFile(await api.leads.export(data.id, { formato: format }), format);
      download(file);
      toast.success(t('leads.lgpd.exported', { file: file.name }));
    } catch {
      toast.error(t('leads.lgpd.exportFailed'));
    }
  };
  const actions = canLgpd ? (
    <>
      <Menu
        aria-label={t('leads.lgpd.menuLabel')}
        trigger={
          <Button variant="secondary">
            <Download aria-hidden size={16} />
            {t('leads.lgpd.menu')}
          </Button>
        }
        items={[
          { id: 'json', label: t('leads.lgpd.json'), onAction: () => void exportAs('json') },
          { id: 'csv', label: t('leads.lgpd.csv'), onAction: () => void exportAs('csv') },
        ]}
      />
      <Button variant="secondary" onPress={() => setErasing(true)}>
        <Eraser aria-hidden size={16} />
        {t('leads.lgpd.erase')}
      </Button>
    </>
  ) : null;

  return (
    <>
      <ScreenHeader actions={actions} />
      <Stack>
        <Card>
          <Summary>
            <Who>
              <Name>{data.nome}</Name>
              <Badge tone={COMPRA_TONE[data.compra]} dot>
                {t(COMPRA_TEXT[data.compra])}
              </Badge>
              {data.descadastros.length > 0 && <Badge tone="danger">{t('leads.detail.optedOut')}</Badge>}
              {erased && <Badge tone="warning">{t('leads.detail.erased')}</Badge>}
            </Who>
            {!erased && <Muted>{[data.email, leadPhone(data)].join(' · ')}</Muted>}
            {data.produtos.length > 0 && <Muted>{t('leads.detail.produtos', { list: data.produtos.map((p) => p.nome).join(', ') })}</Muted>}
            {erased && (
              <Alert tone="warning" title={t('leads.detail.erased')}>
                {t('leads.detail.erasedHint', { date: formatDateTime(data.anonimizado_em!, dates) })}
              </Alert>
            )}
            {data.descadastros.map((optOut) => (
              <Alert key={`${optOut.destino_tipo}-${optOut.em}`} tone="danger" title={t('leads.detail.optedOut')}>
                {t('leads.detail.optedOutSince', {
                  canal: t(OPT_OUT_CHANNEL_TEXT[optOut.destino_tipo]),
                  date: formatDate(optOut.em, dates),
                  source: optOut.campanha
                    ? t('leads.detail.optOutFromCampaign', { campanha: optOut.campanha.nome })
                    : t('leads.detail.optOutElsewhere'),
                })}
              </Alert>
            ))}
            <LeadVerdict lead={data} />
          </Summary>
        </Card>
        <Card>
          <Tabs selectedKey={tab} onSelectionChange={(key) => setSearch({ aba: String(key) }, { replace: true })}>
            <TabList aria-label={t('leads.detail.sections')}>
              <Tab id="linha-do-tempo">{t('leads.detail.tabTimeline')}</Tab>
              <Tab id="contato">{t('leads.detail.tabContact')}</Tab>
              <Tab id="transacoes">{t('leads.detail.tabTransactions', { count: data.contagens.transacoes })}</Tab>
              <Tab id="tickets">{t('leads.detail.tabTickets', { count: data.contagens.tickets })}</Tab>
            </TabList>
            <TabPanel id="linha-do-tempo">
              <LeadTimeline leadId={data.id} />
            </TabPanel>
            <TabPanel id="contato">
              <LeadContactForm
                key={data.updated_at}
                lead={data}
                canEdit={can('leads_detalhamento')}
                onSaved={(saved) => void lead.mutate(saved, { revalidate: false })}
              />
            </TabPanel>
            <TabPanel id="transacoes">
              <LeadTransactionsTable leadId={data.id} />
            </TabPanel>
            <TabPanel id="tickets">
              <LeadTicketsTable leadId={data.id} />
            </TabPanel>
          </Tabs>
        </Card>
      </Stack>
      <EraseLeadDialog
        lead={data}
        isOpen={erasing}
        onClose={() => setErasing(false)}
        onErased={(after) => {
          setErasing(false);
          void lead.mutate(after, { revalidate: false });
        }}
      />
    </>
  );
}
