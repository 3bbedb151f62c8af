import type { StatusDeFinalizacao } from '@retoma/api-client';
import { STATUS_FINALIZACAO_SORTS, type StatusFinalizacaoInput } from '@retoma/api-client/schemas';
import { Badge } from '@retoma/ui';
import type { TicketSettingsTranslate } from '../messages';
import { TIPO_FINALIZACAO } from './tipoFinalizacao';
import type { SettingsListConfig } from './types';

/** What a status does beyond its type, in words: "Permite brinde", "Finaliza após 3 ocorrências"... */
export function statusRules(row: StatusDeFinalizacao, t: TicketSettingsTranslate): string {
  const rules: string[] = [];
  if (row.tipo === 'ganhou' && row.hab_brinde) rules.push(t('ticketSettings.status.ruleGift'));
  if (row.tipo === 'aguardando' && row.fechamento !== null) rules.push(t('ticketSettings.status.ruleClosing', { count: row.fechamento }));
  if (row.tipo === 'aguardando' && row.espera) rules.push(t('ticketSettings.status.ruleWait'));
  if (row.tipo === 'perdeu' && row.hab_perda) rules.push(t('ticketSettings.status.ruleLossReason'));
  return rules.length > 0 ? rules.join(' · ') : t('ticketSettings.status.ruleNone');
}

/** The row as the API takes it back: every option of its type, the others cleared by the schema. */
export const statusInputOf = (row: StatusDeFinalizacao): StatusFinalizacaoInput => ({
  nome: row.nome,
  status: row.status === 1,
  tipo: row.tipo,
  hab_brinde: row.hab_brinde,
  hab_perda: row.hab_perda,
  fechamento: row.fechamento,
  espera: row.espera,
});

export const STATUS_FINALIZACAO: SettingsListConfig<StatusDeFinalizacao, StatusFinalizacaoInput> = {
  key: 'status_de_finalizacaos',
  resource: (api) => api.settings.statusDeFinalizacao,
  permissions: { create: 'configuracao_status_incluir', edit: 'configuracao_status_editar', remove: 'configuracao_status_deletar' },
  sorts: STATUS_FINALIZACAO_SORTS,
  nameColumn: { id: 'nome', header: 'ticketSettings.list.name' },
  nameOf: (row) => row.nome,
  extraColumns: (t) => [
    {
      id: 'tipo',
      header: t('ticketSettings.status.tipo'),
      sortable: true,
      cell: (row) => (
        <Badge tone={TIPO_FINALIZACAO[row.tipo].tone} dot>
          {t(TIPO_FINALIZACAO[row.tipo].label)}
        </Badge>
      ),
    },
    { id: 'regras', header: t('ticketSettings.status.rules'), accessor: (row) => statusRules(row, t) },
  ],
  withActive: (row, active) => ({ ...statusInputOf(row), status: active }),
  texts: {
    search: 'ticketSettings.list.searchByName',
    create: 'ticketSettings.status.create',
    removeTitle: 'ticketSettings.status.removeTitle',
    removeMessage: 'ticketSettings.status.removeMessage',
    removed: 'ticketSettings.status.removed',
    activated: 'ticketSettings.status.activated',
    deactivated: 'ticketSettings.status.deactivated',
  },
};
