import { defineModule } from '../../platform/defineModule';
import type { RoutesOf, ScreenLoader } from '../../platform/routing';

// Typed as plain loaders: the screens link to these routes by id, so their types must not feed back into the table's.
const catalogueScreen: ScreenLoader = () => import('./screens/ExtensionsScreen');
const zenviaScreen: ScreenLoader = () => import('./screens/ZenviaScreen');
const smsUsageScreen: ScreenLoader = () => import('./screens/SmsUsageScreen');

/** Extensions: the catalogue of providers a company connects, the SMS provider's (Zenvia) account and the SMS usage. */
const extensions = defineModule({
  nav: {
    pt: {
      'extensions.catalogue.title': 'Extensões',
      'extensions.zenvia.title': 'Zenvia (SMS)',
      'extensions.usage.title': 'Uso de SMS',
    },
    en: {
      'extensions.catalogue.title': 'Extensions',
      'extensions.zenvia.title': 'Zenvia (SMS)',
      'extensions.usage.title': 'SMS usage',
    },
    de: {
      'extensions.catalogue.title': 'Erweiterungen',
      'extensions.zenvia.title': 'Zenvia (SMS)',
      'extensions.usage.title': 'SMS-Nutzung',
    },
    fr: {
      'extensions.catalogue.title': 'Extensions',
      'extensions.zenvia.title': 'Zenvia (SMS)',
      'extensions.usage.title': 'Utilisation des SMS',
    },
  },
  routes: [
    {
      id: 'extensoes',
      path: 'extensoes',
      scope: 'company',
      permission: 'extensao',
      title: 'extensions.catalogue.title',
      screen: catalogueScreen,
      menu: { group: 'extensions', label: 'extensions.catalogue.title', order: 10 },
    },
    {
      id: 'extensoes-zenvia',
      path: 'extensoes/zenvia',
      scope: 'company',
      permission: 'extensao_zenvia',
      title: 'extensions.zenvia.title',
      breadcrumbs: [{ to: 'extensoes' }],
      screen: zenviaScreen,
    },
    {
      id: 'extensoes-relatorio',
      path: 'extensoes/relatorio',
      scope: 'company',
      permission: 'extensao',
      title: 'extensions.usage.title',
      breadcrumbs: [{ to: 'extensoes' }],
      screen: smsUsageScreen,
    },
  ],
});

export default extensions;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof extensions.routes> {}
}
