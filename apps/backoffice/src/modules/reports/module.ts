import { defineModule } from '../../platform/defineModule';
import type { RoutesOf, ScreenLoader } from '../../platform/routing';

// Typed as plain loaders: the screens link to these routes by id, so their types must not feed back into the table's.
const salesScreen: ScreenLoader = () => import('./screens/RecoveredSalesScreen');
const peopleScreen: ScreenLoader = () => import('./screens/PeopleSalesScreen');
const ticketsScreen: ScreenLoader = () => import('./screens/TicketsReportScreen');
const plansScreen: ScreenLoader = () => import('./screens/PlanReportScreen');

/**
 * Reports: the recovered sales of a period, the same per person, and the tickets of the period. Behind `relatorios` in the route guard, the
 * menu and the server alike (the editor's role and the Administrador hold it; a company grants it to other roles).
 */
const reports = defineModule({
  nav: {
    pt: {
      'reports.sales.title': 'Relatório de Vendas Recuperadas',
      'reports.sales.menu': 'Vendas Recuperadas',
      'reports.people.title': 'Relatório de Vendas Recuperadas por Usuário',
      'reports.people.menu': 'Vendas Rec. por Usuário',
      'reports.tickets.title': 'Relatório de Tickets',
      'reports.plans.title': 'Relatórios dos Planos',
      'reports.plans.menu': 'Funil dos planos',
      'reports.tickets.menu': 'Tickets',
    },
    en: {
      'reports.sales.title': 'Recovered sales report',
      'reports.sales.menu': 'Recovered sales',
      'reports.people.title': 'Recovered sales per person report',
      'reports.people.menu': 'Recovered sales per person',
      'reports.tickets.title': 'Tickets report',
      'reports.plans.title': 'Plan reports',
      'reports.plans.menu': 'Plan funnels',
      'reports.tickets.menu': 'Tickets',
    },
    de: {
      'reports.sales.title': 'Bericht über zurückgewonnene Verkäufe',
      'reports.sales.menu': 'Zurückgewonnene Verkäufe',
      'reports.people.title': 'Bericht über zurückgewonnene Verkäufe pro Person',
      'reports.people.menu': 'Zurückgew. Verkäufe pro Person',
      'reports.tickets.title': 'Ticket-Bericht',
      'reports.plans.title': 'Planberichte',
      'reports.plans.menu': 'Plan-Trichter',
      'reports.tickets.menu': 'Tickets',
    },
    fr: {
      'reports.sales.title': 'Rapport des ventes récupérées',
      'reports.sales.menu': 'Ventes récupérées',
      'reports.people.title': 'Rapport des ventes récupérées par personne',
      'reports.people.menu': 'Ventes récup. par personne',
      'reports.tickets.title': 'Rapport des tickets',
      'reports.plans.title': 'Rapports des plans',
      'reports.plans.menu': 'Entonnoirs des plans',
      'reports.tickets.menu': 'Tickets',
    },
  },
  routes: [
    {
      id: 'relatorio-vendas-recuperadas',
      path: 'relatorios/vendas-recuperadas',
      scope: 'company',
      permission: 'relatorios',
      title: 'reports.sales.title',
      screen: salesScreen,
      menu: { group: 'reports', label: 'reports.sales.menu', order: 10 },
    },
    {
      id: 'relatorio-usuario',
      path: 'relatorios/vendas-usuario',
      scope: 'company',
      permission: 'relatorios',
      title: 'reports.people.title',
      screen: peopleScreen,
      menu: { group: 'reports', label: 'reports.people.menu', order: 20 },
    },
    {
      id: 'relatorio-tickets',
      path: 'relatorios/tickets',
      scope: 'company',
      permission: 'relatorios',
      title: 'reports.tickets.title',
      screen: ticketsScreen,
      menu: { group: 'reports', label: 'reports.tickets.menu', order: 30 },
    },
    {
      // The plans' funnel is the plan editors' report (the route table's rule); the menu lists it with the reports.
      id: 'planos-relatorios',
      path: 'planos/relatorios',
      scope: 'company',
      permission: 'editor',
      title: 'reports.plans.title',
      breadcrumbs: [{ to: 'meus-planos' }],
      screen: plansScreen,
      menu: { group: 'reports', label: 'reports.plans.menu', order: 40 },
    },
  ],
});

export default reports;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof reports.routes> {}
}
