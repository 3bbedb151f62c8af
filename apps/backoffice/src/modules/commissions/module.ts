import { defineModule } from '../../platform/defineModule';
import type { RoutesOf, ScreenLoader } from '../../platform/routing';

// Plain loaders: the screens link to these routes by id, so their types must not feed back into the table's.
const allScreen: ScreenLoader = () => import('./screens/AllCommissionsScreen');
const approveScreen: ScreenLoader = () => import('./screens/ApproveScreen');
const assignScreen: ScreenLoader = () => import('./screens/AssignScreen');
const paymentsScreen: ScreenLoader = () => import('./screens/PaymentsScreen');
const mineScreen: ScreenLoader = () => import('./screens/MyCommissionsScreen');

const COMMISSIONS_CRUMB = { title: 'menu.commissions' } as const;

/**
 * Commissions: every commission, the claims to approve, the people to order, the payment orders, and each person's
 * own commissions under Home.
 */
const commissions = defineModule({
  nav: {
    pt: {
      'commissions.all.title': 'Todas as comissões',
      'commissions.approve.title': 'Comissões a aprovar',
      'commissions.approve.menu': 'Aprovar',
      'commissions.assign.title': 'Comissionar vendas',
      'commissions.assign.menu': 'Comissionar',
      'commissions.payments.title': 'Pagamentos',
      'commissions.mine.title': 'Minhas comissões',
    },
    en: {
      'commissions.all.title': 'All commissions',
      'commissions.approve.title': 'Commissions to approve',
      'commissions.approve.menu': 'Approve',
      'commissions.assign.title': 'Commission sales',
      'commissions.assign.menu': 'Commission',
      'commissions.payments.title': 'Payments',
      'commissions.mine.title': 'My commissions',
    },
    de: {
      'commissions.all.title': 'Alle Provisionen',
      'commissions.approve.title': 'Zu genehmigende Provisionen',
      'commissions.approve.menu': 'Genehmigen',
      'commissions.assign.title': 'Verkäufe verprovisionieren',
      'commissions.assign.menu': 'Verprovisionieren',
      'commissions.payments.title': 'Zahlungen',
      'commissions.mine.title': 'Meine Provisionen',
    },
    fr: {
      'commissions.all.title': 'Toutes les commissions',
      'commissions.approve.title': 'Commissions à approuver',
      'commissions.approve.menu': 'Approuver',
      'commissions.assign.title': 'Commissionner les ventes',
      'commissions.assign.menu': 'Commissionner',
      'commissions.payments.title': 'Paiements',
      'commissions.mine.title': 'Mes commissions',
    },
  },
  routes: [
    {
      id: 'minhas-comissoes',
      path: 'minhas-comissoes',
      scope: 'company',
      permission: 'public',
      title: 'commissions.mine.title',
      screen: mineScreen,
      menu: { group: 'home', label: 'commissions.mine.title', order: 20 },
    },
    {
      id: 'comissoes-todas',
      path: 'comissoes/todas',
      scope: 'company',
      permission: 'comissao_pendente',
      title: 'commissions.all.title',
      breadcrumbs: [COMMISSIONS_CRUMB],
      screen: allScreen,
      menu: { group: 'commissions', label: 'commissions.all.title', order: 10 },
    },
    {
      id: 'comissoes-aprovar',
      path: 'comissoes/aprovar',
      scope: 'company',
      permission: 'comissao_pendente',
      title: 'commissions.approve.title',
      breadcrumbs: [COMMISSIONS_CRUMB],
      screen: approveScreen,
      menu: { group: 'commissions', label: 'commissions.approve.menu', order: 20 },
    },
    {
      id: 'comissoes-comissionar',
      path: 'comissoes/comissionar',
      scope: 'company',
      permission: 'comissao',
      title: 'commissions.assign.title',
      breadcrumbs: [COMMISSIONS_CRUMB],
      screen: assignScreen,
      menu: { group: 'commissions', label: 'commissions.assign.menu', order: 30 },
    },
    {
      id: 'comissoes-pagamentos',
      path: 'comissoes/pagamentos',
      scope: 'company',
      permission: 'comissao_pagamento',
      title: 'commissions.payments.title',
      breadcrumbs: [COMMISSIONS_CRUMB],
      screen: paymentsScreen,
      menu: { group: 'commissions', label: 'commissions.payments.title', order: 40 },
    },
  ],
});

export default commissions;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof commissions.routes> {}
}
