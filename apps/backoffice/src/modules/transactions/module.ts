import { defineModule } from '../../platform/defineModule';
import type { RoutesOf } from '../../platform/routing';

/** Leads › Transações: the company's purchases as the sales platforms reported them, one whole in a side panel. */
const transactions = defineModule({
  nav: {
    pt: { 'transactions.title': 'Listagem de transações', 'transactions.menu': 'Transações' },
    en: { 'transactions.title': 'Transactions', 'transactions.menu': 'Transactions' },
    de: { 'transactions.title': 'Transaktionen', 'transactions.menu': 'Transaktionen' },
    fr: { 'transactions.title': 'Liste des transactions', 'transactions.menu': 'Transactions' },
  },
  routes: [
    {
      id: 'transacoes',
      path: 'leads/transacoes',
      scope: 'company',
      permission: 'lead_transacao',
      title: 'transactions.title',
      breadcrumbs: [{ title: 'menu.leads' }],
      screen: () => import('./screens/TransactionsScreen'),
      menu: { group: 'leads', label: 'transactions.menu', order: 20 },
    },
  ],
});

export default transactions;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof transactions.routes> {}
}
