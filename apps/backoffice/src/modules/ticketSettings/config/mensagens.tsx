import type { MensagemPadrao, TipoMensagem } from '@retoma/api-client';
import { MENSAGEM_SORTS, type MensagemPadraoInput } from '@retoma/api-client/schemas';
import { Badge } from '@retoma/ui';
import type { TicketSettingsKey } from '../messages';
import type { SettingsListConfig } from './types';

/** How each channel of a default message is named. */
export const TIPO_MENSAGEM: Record<TipoMensagem, TicketSettingsKey> = {
  whatsapp: 'ticketSettings.mensagens.tipoWhatsapp',
  email: 'ticketSettings.mensagens.tipoEmail',
};

export const MENSAGENS_PADRAO: SettingsListConfig<MensagemPadrao, MensagemPadraoInput> = {
  key: 'mensagem_padraos',
  resource: (api) => api.settings.mensagensPadrao,
  permissions: { create: 'configuracao_mensagem_incluir', edit: 'configuracao_mensagem_editar', remove: 'configuracao_mensagem_deletar' },
  sorts: MENSAGEM_SORTS,
  nameColumn: { id: 'titulo', header: 'ticketSettings.mensagens.titulo' },
  nameOf: (row) => row.titulo,
  extraColumns: (t) => [
    {
      id: 'tipo',
      header: t('ticketSettings.mensagens.tipo'),
      sortable: true,
      cell: (row) => <Badge tone={row.tipo === 'whatsapp' ? 'success' : 'primary'}>{t(TIPO_MENSAGEM[row.tipo])}</Badge>,
    },
  ],
  withActive: (row, active) => ({ tipo: row.tipo, titulo: row.titulo, assunto: row.assunto, mensagem: row.mensagem, status: active }),
  texts: {
    search: 'ticketSettings.mensagens.search',
    create: 'ticketSettings.mensagens.create',
    removeTitle: 'ticketSettings.mensagens.removeTitle',
    removeMessage: 'ticketSettings.mensagens.removeMessage',
    removed: 'ticketSettings.mensagens.removed',
    activated: 'ticketSettings.mensagens.activated',
    deactivated: 'ticketSettings.mensagens.deactivated',
  },
};
