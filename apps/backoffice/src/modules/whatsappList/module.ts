import { defineModule } from '../../platform/defineModule';
import type { RoutesOf } from '../../platform/routing';

/** WhatsApp › Lista: the campaign contacts the agents must write to on WhatsApp. */
const whatsappList = defineModule({
  nav: {
    pt: { 'whatsappList.title': 'Contatos da lista do WhatsApp', 'whatsappList.menu': 'Lista do WhatsApp' },
    en: { 'whatsappList.title': 'WhatsApp list contacts', 'whatsappList.menu': 'WhatsApp list' },
    de: { 'whatsappList.title': 'Kontakte der WhatsApp-Liste', 'whatsappList.menu': 'WhatsApp-Liste' },
    fr: { 'whatsappList.title': 'Contacts de la liste WhatsApp', 'whatsappList.menu': 'Liste WhatsApp' },
  },
  routes: [
    {
      id: 'whatsapplist-listagem',
      path: 'whatsapplist/listagem',
      scope: 'company',
      permission: 'whatsapplist',
      title: 'whatsappList.title',
      breadcrumbs: [{ title: 'menu.whatsapp' }],
      screen: () => import('./screens/WhatsappListScreen'),
      menu: { group: 'whatsapp', label: 'whatsappList.menu', order: 10 },
    },
  ],
});

export default whatsappList;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof whatsappList.routes> {}
}
