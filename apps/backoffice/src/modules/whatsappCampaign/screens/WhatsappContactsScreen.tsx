import { ApiError, ForbiddenError, type Campanha, type CampanhaContato, type ContatoFiltro } from '@retoma/api-client';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  StatusChip,
  TextField,
  formatDateTime,
  formatPhone,
  type DataTableColumn,
} from '@retoma/ui';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useCan } from '../../../platform/companySession';
import { useDateFormat } from '../../../platform/dateFormat';
import { CompanyLink, useCanOpen } from '../../../platform/links';
import { useSearchText } from '../../../platform/useListState';
import { useCurrentRoute } from '../../../shell/useCurrentRoute';
import { ReplyDialog } from '../components/ReplyDialog';
import { TicketResult, type TicketOutcome } from '../components/TicketResult';
import { WhatsappFrame } from '../components/WhatsappFrame';
import { useTableTexts } from '../hooks/useTableTexts';
import { useWhatsappContacts } from '../hooks/useWhatsappContacts';
import { useWhatsappCampaignT } from '../messages';

const Toolbar = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  max-inline-size: 480px;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** The filter of each route: answered (an agent wrote), pending (nobody did yet) or all. */
const filterOf = (routeId: string | undefined): ContatoFiltro =>
  routeId?.endsWith('-respondidos') ? 'respondidos' : routeId?.endsWith('-pendentes') ? 'pendentes' : 'todos';

/**
 * `.../contatos-respondidos`, `-pendentes` and `-todos` of the WhatsApp campaign: the leads its form brought in,
 * newest first, with when an agent wrote and their ticket; an agent who may change the campaign writes to a contact
 * on WhatsApp or turns it into a ticket.
 */
export default function WhatsappContactsScreen() {
  const filtro = filterOf(useCurrentRoute()?.id);
  return <WhatsappFrame>{(campanha) => <Contacts key={filtro} campanha={campanha} filtro={filtro} />}</WhatsappFrame>;
}

function Contacts({ campanha, filtro }: { campanha: Campanha<'whatsapp'>; filtro: ContatoFiltro }) {
  const t = useWhatsappCampaignT();
  const api = useApi();
  const dates = useDateFormat();
  const texts = useTableTexts();
  const can = useCan();
  const canOpen = useCanOpen();
  const list = useWhatsappContacts(campanha.id, filtro);
  const search = useSearchText(list.state.search, list.setSearch);
  const [replying, setReplying] = useState<CampanhaContato | null>(null);
  const [converting, setConverting] = useState<CampanhaContato | null>(null);
  const [outcome, setOutcome] = useState<TicketOutcome | null>(null);
  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;
  const acts = can('planos_campanhas_editar');
  const { ddi, telefone, mensagem } = campanha.config;
  const sender = telefone ? `+${ddi ?? '55'} ${formatPhone(telefone)}` : null;

  const makeTicket = async (contato: CampanhaContato) => {
    try {
      const { ticket_id } = await api.whatsappCampaign.ticket(contato.id);
      setOutcome({ ticketId: ticket_id, nome: contato.lead.nome });
      void list.reload();
    } catch (failure) {
      setOutcome({ refused: failure instanceof ApiError ? failure.message : t('whatsappCampaign.ticket.failed') });
    } finally {
      setConverting(null);
    }
  };

  const ticketCell = (row: CampanhaContato) => {
    if (!row.ticket) return t('whatsappCampaign.contacts.noTicket');
    const label = t('whatsappCampaign.contacts.ticketNumber', { id: row.ticket.id });
    return canOpen('tickets-detalhar') ? (
      <CompanyLink to={{ id: 'tickets-detalhar', params: { id: row.ticket.id } }}>{label}</CompanyLink>
    ) : (
      label
    );
  };
  const columns: DataTableColumn<CampanhaContato>[] = [
    { id: 'nome', header: t('whatsappCampaign.contacts.nome'), isRowHeader: true, cell: (row) => row.lead.nome },
    { id: 'email', header: t('whatsappCampaign.contacts.email'), cell: (row) => row.lead.email },
    { id: 'telefone', header: t('whatsappCampaign.contacts.telefone'), cell: (row) => formatPhone(`${row.lead.ddd}${row.lead.telefone}`) },
    { id: 'entrou_em', header: t('whatsappCampaign.contacts.entrou'), sortable: true, cell: (row) => formatDateTime(row.entrou_em, dates) },
    {
      id: 'resposta',
      header: t('whatsappCampaign.contacts.resposta'),
      cell: (row) =>
        row.respondido_em ? (
          <StatusChip tone="success">
            {t('whatsappCampaign.contacts.answeredAt', { date: formatDateTime(row.respondido_em, dates) })}
          </StatusChip>
        ) : (
          <StatusChip tone="warning">{t('whatsappCampaign.contacts.pending')}</StatusChip>
        ),
    },
    { id: 'ticket', header: t('whatsappCampaign.contacts.ticket'), cell: ticketCell },
    ...(acts
      ? [
          {
            id: 'acoes',
            header: t('whatsappCampaign.contacts.acoes'),
            cell: (row: CampanhaContato) => (
              <Actions>
                <Button
                  size="sm"
                  onPress={() => setReplying(row)}
                  aria-label={t('whatsappCampaign.contacts.replyTo', { name: row.lead.nome })}
                >
                  {t('whatsappCampaign.contacts.reply')}
                </Button>
                {(!row.ticket || row.ticket.status === 2) && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onPress={() => setConverting(row)}
                    aria-label={t('whatsappCampaign.contacts.toTicketFor', { name: row.lead.nome })}
                  >
                    {t('whatsappCampaign.contacts.toTicket')}
                  </Button>
                )}
              </Actions>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack>
      {outcome && <TicketResult outcome={outcome} />}
      <Card padding="none">
        <Toolbar>
          <TextField type="search" label={t('whatsappCampaign.contacts.search')} {...search} />
        </Toolbar>
        <DataTable
          aria-label={t('whatsappCampaign.contacts.label')}
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
          emptyState={
            list.state.search ? (
              <EmptyState size="sm" title={t('whatsappCampaign.contacts.noResults', { search: list.state.search })} />
            ) : (
              <EmptyState size="sm" title={t('whatsappCampaign.contacts.empty')} description={t('whatsappCampaign.contacts.emptyHint')} />
            )
          }
        />
      </Card>
      {replying && (
        <ReplyDialog
          contato={replying}
          template={mensagem ?? ''}
          sender={sender}
          onClose={() => setReplying(null)}
          onSent={() => void list.reload()}
        />
      )}
      <ConfirmDialog
        isOpen={converting !== null}
        onOpenChange={(open) => !open && setConverting(null)}
        title={t('whatsappCampaign.ticket.confirmTitle')}
        message={t('whatsappCampaign.ticket.confirmMessage', { name: converting?.lead.nome ?? '', product: campanha.produto.nome })}
        confirmLabel={t('whatsappCampaign.ticket.confirm')}
        cancelLabel={t('whatsappCampaign.ticket.cancel')}
        onConfirm={() => (converting ? makeTicket(converting) : undefined)}
      />
    </Stack>
  );
}
