import { defineMessages } from '../../i18n/defineMessages';

/**
 * Texts of the dashboard (used through `useT(dashboardMessages)`). The route's title (`dashboard.title`) is the
 * shell's: the menu and breadcrumbs show it before this module loads.
 */
const pt = {
  'dashboard.period': 'Período',
  'dashboard.period.7': 'Últimos 7 dias',
  'dashboard.period.31': 'Último mês',
  'dashboard.period.365': 'Último ano',
  'dashboard.greeting': 'Olá, {name}!',
  'dashboard.editProfile': 'Editar meu perfil',
  'dashboard.stats.attended': 'Atendimentos no período',
  'dashboard.stats.won': 'Vendas ganhas no período',
  'dashboard.stats.overdue': 'Retornos atrasados',
  'dashboard.myTickets.atendimento': 'Meus tickets atendidos',
  'dashboard.myTickets.inseridos': 'Meus tickets inseridos',
  'dashboard.myTickets.views': 'Tickets exibidos',
  'dashboard.myTickets.tab.atendimento': 'Atendidos',
  'dashboard.myTickets.tab.inseridos': 'Inseridos',
  'dashboard.myTickets.empty': 'Nenhum ticket no período',
  'dashboard.outcome.ganhou': 'Ganhou',
  'dashboard.outcome.aguardando': 'Aguardando',
  'dashboard.outcome.perdeu': 'Perdeu',
  'dashboard.state.finalizados': 'Finalizados',
  'dashboard.state.pendentes': 'Pendentes',
  'dashboard.state.abertos': 'Abertos',
  'dashboard.daily.atendimento': 'Atendimentos por dia',
  'dashboard.daily.inseridos': 'Tickets inseridos por dia',
  'dashboard.daily.summary': '{current} no período, {previous} no período anterior',
  'dashboard.daily.current': 'Este período',
  'dashboard.daily.previous': 'Período anterior',
  'dashboard.daily.empty': 'Nada registrado no período',
  'dashboard.chart.loading': 'Carregando…',
  'dashboard.chart.situation': 'Situação',
  'dashboard.chart.tickets': 'Tickets',
  'dashboard.chart.share': 'Percentual',
  'dashboard.chart.total': 'Total',
  'dashboard.chart.day': 'Dia',
  'dashboard.sales.recovered': 'Vendas que recuperei no período',
  'dashboard.sales.previous': 'vs. período anterior',
  'dashboard.sales.commissions': 'Minhas comissões a receber',
  'dashboard.sales.byProduct': 'Minhas vendas por produto',
  'dashboard.sales.product': 'Produto',
  'dashboard.sales.value': 'Valor (R$)',
  'dashboard.sales.empty': 'Nenhuma venda recuperada no período',
  'dashboard.recent.title': 'Últimos tickets em que você participou',
  'dashboard.recent.loadMore': 'Carregar mais',
  'dashboard.recent.empty': 'Não existe registro por aqui',
  'dashboard.recent.ticket': 'Ticket #{id}',
  'dashboard.recent.responsible': 'Responsável: {name}',
  'dashboard.recent.by': 'por {name}',
  'dashboard.status.0': 'Aberto',
  'dashboard.status.1': 'Pendente',
  'dashboard.status.2': 'Fechado',
  'dashboard.status.3': 'Reaberto',
  'dashboard.loadError': 'Não foi possível carregar estes dados.',
  'dashboard.retry': 'Tentar de novo',
};

/** The keys of this module's texts (the pt source's). */
export type DashboardMessageKey = keyof typeof pt;

export const dashboardMessages = defineMessages(pt, {
  en: () => import('./messages.en'),
  de: () => import('./messages.de'),
  fr: () => import('./messages.fr'),
});
