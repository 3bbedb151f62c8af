import { useT, type SliceKey, type Translate } from '../../i18n';
import { defineMessages } from '../../i18n/defineMessages';

const pt = {
  'cancelledCampaign.contacts.email': 'E-mail',
  'cancelledCampaign.contacts.empty': 'Nenhum ticket por aqui',
  'cancelledCampaign.contacts.emptyHint': 'Quando uma compra deste produto for cancelada ou expirar, o ticket aparece aqui.',
  'cancelledCampaign.contacts.entrou': 'Criado em',
  'cancelledCampaign.contacts.label': 'Tickets da campanha',
  'cancelledCampaign.contacts.noResults': 'Nenhum resultado para “{search}”.',
  'cancelledCampaign.contacts.noTicket': 'Sem ticket',
  'cancelledCampaign.contacts.nome': 'Lead',
  'cancelledCampaign.contacts.produto': 'Produto',
  'cancelledCampaign.contacts.search': 'Pesquisar por nome, e-mail ou telefone',
  'cancelledCampaign.contacts.status': 'Status do ticket',
  'cancelledCampaign.contacts.ticket': 'Ticket',
  'cancelledCampaign.contacts.ticketNumber': 'Ticket #{id}',
  'cancelledCampaign.settings.cancel': 'Cancelar',
  'cancelledCampaign.settings.duvida': 'Tipo de dúvida do ticket',
  'cancelledCampaign.settings.duvidaEmpty': 'Nenhum tipo de dúvida ativo: cadastre um em Configurações › Tickets.',
  'cancelledCampaign.settings.duvidaFailed': 'Não foi possível carregar os tipos de dúvida.',
  'cancelledCampaign.settings.duvidaPlaceholder': 'Selecione o tipo de dúvida',
  'cancelledCampaign.settings.howClosed':
    'Se o comprador fizer uma compra aprovada deste produto, ele sai da campanha e a venda conta como recuperada.',
  'cancelledCampaign.settings.howMade':
    'Quando a plataforma de vendas avisa que uma compra deste produto foi cancelada ou expirou (conforme os status marcados abaixo), o comprador entra na campanha e os atendentes recebem um ticket com o tipo de dúvida escolhido. Não é criado ticket se o comprador já tiver uma compra aprovada deste produto, e quem já tem um ticket aberto para o produto continua nele.',
  'cancelledCampaign.settings.howTitle': 'Como o ticket chega aos atendentes',
  'cancelledCampaign.settings.nome': 'Nome da campanha',
  'cancelledCampaign.settings.origem': 'Origem do ticket: a plataforma de vendas (Hotmart). Responsável: a própria campanha.',
  'cancelledCampaign.settings.produto': 'Produto da campanha',
  'cancelledCampaign.settings.reabertura': 'Quando o comprador já tem um ticket fechado deste produto',
  'cancelledCampaign.settings.reaberturaNo': 'Abrir um ticket novo',
  'cancelledCampaign.settings.reaberturaYes': 'Reabrir o último ticket fechado (o histórico fica num só lugar)',
  'cancelledCampaign.settings.replace': 'Sim, substituir',
  'cancelledCampaign.settings.replaceMessage': '{reason} A outra campanha será desativada.',
  'cancelledCampaign.settings.replaceTitle': 'Substituir a campanha ativa?',
  'cancelledCampaign.settings.retry': 'Tentar novamente',
  'cancelledCampaign.settings.save': 'Salvar',
  'cancelledCampaign.settings.saveFailed': 'Não foi possível salvar a campanha. Tente novamente.',
  'cancelledCampaign.settings.saved': 'Campanha atualizada.',
  'cancelledCampaign.settings.status': 'Campanha ativa',
  'cancelledCampaign.settings.tipoCanceled': 'Compra cancelada',
  'cancelledCampaign.settings.tipoExpired': 'Compra expirada',
  'cancelledCampaign.settings.tipos': 'Status da compra que criam um ticket',
  'cancelledCampaign.settings.title': 'Configuração da campanha',
  'cancelledCampaign.status.0': 'Aberto',
  'cancelledCampaign.status.1': 'Pendente',
  'cancelledCampaign.status.2': 'Fechado',
  'cancelledCampaign.status.3': 'Reaberto',
  'cancelledCampaign.table.ascending': 'crescente',
  'cancelledCampaign.table.descending': 'decrescente',
  'cancelledCampaign.table.error': 'Não foi possível carregar os dados.',
  'cancelledCampaign.table.firstPage': 'Primeira página',
  'cancelledCampaign.table.lastPage': 'Última página',
  'cancelledCampaign.table.nextPage': 'Próxima página',
  'cancelledCampaign.table.noSort': 'Sem ordenação',
  'cancelledCampaign.table.pageOf': 'Página {page} de {pages}',
  'cancelledCampaign.table.pageSize': 'Itens por página',
  'cancelledCampaign.table.pagination': 'Paginação',
  'cancelledCampaign.table.previousPage': 'Página anterior',
  'cancelledCampaign.table.range': '{from}–{to} de {total}',
  'cancelledCampaign.table.retry': 'Tentar novamente',
  'cancelledCampaign.table.sortBy': 'Ordenar por',
  'cancelledCampaign.tabs.active': 'Pendentes',
  'cancelledCampaign.tabs.all': 'Todos',
  'cancelledCampaign.tabs.inactive': 'Fechados',
  'cancelledCampaign.tabs.settings': 'Configuração',
};

/** The keys of this module's texts (the pt source's). */
export type CancelledCampaignMessageKey = keyof typeof pt;

export const cancelledCampaignMessages = defineMessages(pt, {
  en: () => import('./messages.en'),
  de: () => import('./messages.de'),
  fr: () => import('./messages.fr'),
});

export type CancelledCampaignKey = SliceKey<typeof cancelledCampaignMessages>;
export type CancelledCampaignTranslate = Translate<CancelledCampaignKey>;
/** The translator of this module's screens: its own texts, then the shell's. */
export const useCancelledCampaignT = () => useT(cancelledCampaignMessages);
