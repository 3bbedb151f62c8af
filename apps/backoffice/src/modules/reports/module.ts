import { defineModule } from '../../platform/defineModule';
import type { RoutesOf, ScreenLoader } from '../../platform/routing';

// Typed as plain loaders: the screens link to these routes by id, so their types must not feed back into the table's.
const salesScreen: ScreenLoader = () => import('./screens/RecoveredSalesScreen');
const peopleScreen: ScreenLoader = () => import('./screens/PeopleSalesScreen');

/**
 * Reports: the recovered sales of a period and the same per person. Behind `relatorios` in the route guard, the
 * menu and the server alike (the editor's role and the Administrador hold it; a company grants it to other roles).
 */
const reports = defineModule({
  nav: {
    pt: {
      'reports.sales.title': 'Relatório de Vendas Recuperadas',
      'reports.sales.menu': 'Vendas Recuperadas',
      'reports.people.title': 'Relatório de Vendas Recuperadas por Usuário',
      'reports.people.menu': 'Vendas Rec. por Usuário',
    },
    en: {
      'reports.sales.title': 'Recovered sales report',
      'reports.sales.menu': 'Recovered sales',
      'reports.people.title': 'Recovered sales per person report',
      'reports.people.menu': 'Recovered sales per person',
    },
    de: {
      'reports.sales.title': 'Bericht über zurückgewonnene Verkäufe',
      'reports.sales.menu': 'Zurückgewonnene Verkäufe',
      'reports.people.title': 'Bericht über zurückgewonnene Verkäufe pro Person',
      'reports.people.menu': 'Zurückgew. Verkäufe pro Person',
    },
    fr: {
      'reports.sales.title': 'Rapport des ventes récupérées',
      'reports.sales.menu': 'Ventes récupérées',
      'reports.people.title': 'Rapport des ventes récupérées par personne',
      'reports.people.menu': 'Ventes récup. par personne',
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
  ],
});

export default reports;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof reports.routes> {}
}
