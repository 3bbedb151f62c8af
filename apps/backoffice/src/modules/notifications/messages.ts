import { defineMessages } from '../../i18n/defineMessages';

/**
 * Texts of the notifications page, of the top bar's notifications button and of the notification preferences (used
 * through `useT(notificationsMessages)`). The route's title and menu label (`notifications.title`, `notifications.menu`)
 * are the shell's: the menu shows them before this module loads.
 */
const pt = {
  'notifications.description': 'Tickets transferidos para você, tickets reabertos e retornos agendados dos últimos 7 dias.',
  'notifications.markAllRead': 'Marcar todas como lidas',
  'notifications.markedAllRead': 'Todas as notificações foram marcadas como lidas.',
  'notifications.markFailed': 'Não foi possível marcar as notificações como lidas.',
  'notifications.empty': 'Não existe registro por aqui',
  'notifications.emptyHint': 'Quando um ticket for transferido para você, reaberto ou tiver um retorno marcado, você verá aqui.',
  'notifications.loadError': 'Não foi possível carregar as notificações.',
  'notifications.retry': 'Tentar de novo',
  'notifications.loadMore': 'Carregar mais',
  'notifications.loading': 'Carregando notificações…',
  'notifications.list': 'Notificações',
  'notifications.unread': 'Não lida',
  'notifications.openTicket': 'Ver ticket #{id}',
  'notifications.bell': 'Notificações',
  'notifications.bellUnread': 'Notificações, {count} não lidas',
  'notifications.popoverEmpty': 'Nenhuma notificação nova.',
  'notifications.seeAll': 'Ver todas as notificações',
  'notifications.preferences.description':
    'Escolha por onde cada aviso chega até você: no sino e na página de notificações (Interno) ou por e-mail. Vale só para você, nesta empresa, e é salvo assim que você muda.',
  'notifications.preferences.channelDatabase': 'Interno',
  'notifications.preferences.channelMail': 'E-mail',
  'notifications.preferences.toggle': '{channel}: {event}',
  'notifications.preferences.saveFailed': 'Não foi possível salvar a preferência “{event}”.',
  'notifications.preferences.loadError': 'Não foi possível carregar as suas preferências.',
  'notifications.preferences.loading': 'Carregando as preferências…',
  'notifications.preferences.empty': 'Nenhuma preferência disponível',
  'notifications.preferences.emptyHint': 'Quando houver avisos para escolher, eles aparecem aqui.',
  'notifications.preferences.groupTickets': 'Tickets',
  'notifications.preferences.groupActivities': 'Atividades',
  'notifications.preferences.groupCommissions': 'Comissões e pagamentos',
  'notifications.preferences.groupAchievements': 'Conquistas',
  'notifications.preferences.groupGifts': 'Brindes e envios',
  'notifications.preferences.groupTelephony': 'Telefonia e SMS (Zenvia)',
  'notifications.preferences.ticketLate': 'Ticket atrasado',
  'notifications.preferences.ticketLateHint': 'Quando um ticket seu passa do horário marcado sem atendimento.',
  'notifications.preferences.ticketSoon': 'Retorno agendado para breve',
  'notifications.preferences.ticketSoonHint': 'Pouco antes do horário de um retorno que você agendou.',
  'notifications.preferences.ticketAttended': 'Seu ticket foi atendido',
  'notifications.preferences.ticketAttendedHint': 'Quando um ticket que você inseriu é atendido por outra pessoa.',
  'notifications.preferences.roleChanged': 'Função alterada',
  'notifications.preferences.roleChangedHint': 'Quando um administrador muda a sua função nesta empresa.',
  'notifications.preferences.commissionApproved': 'Nova comissão aprovada',
  'notifications.preferences.commissionApprovedHint': 'Quando uma comissão sua é aprovada para pagamento.',
  'notifications.preferences.orderPaid': 'Ordem paga',
  'notifications.preferences.orderPaidHint': 'Quando uma ordem de pagamento das suas comissões é paga.',
  'notifications.preferences.achievementReached': 'Conquista alcançada',
  'notifications.preferences.achievementReachedHint': 'Quando você alcança uma conquista e ganha o selo dela.',
  'notifications.preferences.giftApproved': 'Solicitação de brinde aprovada',
  'notifications.preferences.giftApprovedHint': 'Quando um brinde que você pediu para um lead é aprovado.',
  'notifications.preferences.postalContractInactive': 'Contrato dos Correios inativo',
  'notifications.preferences.postalContractInactiveHint':
    'Quando o contrato dos Correios da empresa deixa de valer (para administradores e quem cuida dos envios).',
  'notifications.preferences.creditsTopUp': 'Recarga de créditos',
  'notifications.preferences.creditsTopUpHint': 'Quando a empresa recarrega os créditos de ligações e SMS.',
  'notifications.preferences.creditsLow': 'Saldo baixo',
  'notifications.preferences.creditsLowHint': 'Quando os créditos de ligações e SMS estão acabando.',
  'notifications.preferences.creditsOut': 'Sem saldo',
  'notifications.preferences.creditsOutHint': 'Quando os créditos acabam e as ligações e os SMS param.',
  'notifications.preferences.extensionLinked': 'Ramal vinculado',
  'notifications.preferences.extensionLinkedHint': 'Quando um ramal de telefonia é ligado ao seu usuário.',
  'notifications.preferences.extensionChanged': 'Ramal alterado',
  'notifications.preferences.extensionChangedHint': 'Quando o número do seu ramal muda.',
  'notifications.preferences.extensionUnlinked': 'Ramal desvinculado',
  'notifications.preferences.extensionUnlinkedHint': 'Quando o seu ramal é retirado do seu usuário.',
};

/** The keys of this module's texts (the pt source's). */
export type NotificationsMessageKey = keyof typeof pt;

export const notificationsMessages = defineMessages(pt, {
  en: () => import('./messages.en'),
  de: () => import('./messages.de'),
  fr: () => import('./messages.fr'),
});
