import {
  ApiError,
  CONTATO_SORTS,
  ForbiddenError,
  type CampanhaContato,
  type ContatoFiltro,
  type ContatoSituacao,
} from '@retoma/api-client';
import { Card, DataTable, EmptyState, TextField, formatDateTime, formatPhone, type DataTableColumn } from '@retoma/ui';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useDateFormat } from '../../../platform/dateFormat';
import { useSearchText } from '../../../platform/useListState';
import { useCurrentRoute } from '../../../shell/useCurrentRoute';
import { SequenceFrame } from '../components/SequenceFrame';
import { useCampaignList } from '../hooks/useCampaignList';
import { useDataTableTexts } from '../hooks/useDataTableTexts';
import { useCampaignsT, type CampaignsKey } from '../messages';

const Toolbar = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  max-inline-size: 480px;
`;

const SITUACAO: Record<ContatoSituacao, CampaignsKey> = {
  ativo: 'campaigns.contacts.ativo',
  recuperado: 'campaigns.contacts.recuperado',
  concluido: 'campaigns.contacts.concluido',
  descadastrado: 'campaigns.contacts.descadastrado',
  interrompido: 'campaigns.contacts.interrompido',
};

/** The filter of each contacts route: `contatos-ativos`, `contatos-inativos`, `contatos-todos`. */
const filterOf = (routeId: string | undefined): ContatoFiltro =>
  routeId?.endsWith('-ativos') ? 'ativos' : routeId?.endsWith('-inativos') ? 'inativos' : 'todos';

/**
 * `.../contatos-ativos`, `-inativos` and `-todos`: who is in the campaign, who left it (and why) or both, newest
 * entries first, searched by name, e-mail or phone.
 */
export default function ContactsScreen() {
  const filtro = filterOf(useCurrentRoute()?.id);
  return (
    <SequenceFrame>{({ campanha, kind }) => <Contacts key={filtro} kind={kind} campanhaId={campanha.id} filtro={filtro} />}</SequenceFrame>
  );
}

function Contacts({ kind, campanhaId, filtro }: { kind: 'carrinho' | 'boleto'; campanhaId: number; filtro: ContatoFiltro }) {
  const t = useCampaignsT();
  const dates = useDateFormat();
  const texts = useDataTableTexts();
  const list = useCampaignList<CampanhaContato>({
    name: `campanha_${kind}_contatos`,
    sorts: CONTATO_SORTS,
    extra: { campanha_id: campanhaId, filtro },
    fetch: (api, params) => api.campaigns[kind].contatos.list({ ...params, campanha_id: campanhaId, filtro }),
  });
  const search = useSearchText(list.state.search, list.setSearch);
  if (list.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const columns: DataTableColumn<CampanhaContato>[] = [
    { id: 'nome', header: t('campaigns.contacts.nome'), isRowHeader: true, cell: (row) => row.lead.nome },
    { id: 'email', header: t('campaigns.contacts.email'), cell: (row) => row.lead.email },
    { id: 'telefone', header: t('campaigns.contacts.telefone'), cell: (row) => formatPhone(`${row.lead.ddd}${row.lead.telefone}`) },
    { id: 'situacao', header: t('campaigns.contacts.situacao'), cell: (row) => t(SITUACAO[row.situacao]) },
    { id: 'entrou_em', header: t('campaigns.contacts.entrou'), sortable: true, cell: (row) => formatDateTime(row.entrou_em, dates) },
    ...(filtro === 'ativos'
      ? []
      : [
          {
            id: 'saiu_em',
            header: t('campaigns.contacts.saiu'),
            sortable: true,
            cell: (row: CampanhaContato) => (row.saiu_em ? formatDateTime(row.saiu_em, dates) : '—'),
          },
        ]),
  ];

  return (
    <Card padding="none">
      <Toolbar>
        <TextField type="search" label={t('campaigns.contacts.search')} {...search} />
      </Toolbar>
      <DataTable
        aria-label={t('campaigns.contacts.label')}
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
          <EmptyState
            size="sm"
            title={list.state.search ? t('campaigns.contacts.noResults', { search: list.state.search }) : t('campaigns.steps.empty')}
          />
        }
      />
    </Card>
  );
}
