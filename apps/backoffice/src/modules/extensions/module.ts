import { defineModule } from '../../platform/defineModule';
import type { RoutesOf, ScreenLoader } from '../../platform/routing';

// Typed as plain loaders: the screens link to these routes by id, so their types must not feed back into the table's.
const catalogueScreen: ScreenLoader = () => import('./screens/ExtensionsScreen');
const zenviaScreen: ScreenLoader = () => import('./screens/ZenviaScreen');

/** Extensions: the catalogue of providers a company connects, and the SMS provider's (Zenvia) account. */
const extensions = defineModule({
  nav: {
    pt: {
      'extensions.catalogue.title': 'Extensões',
      'extensions.zenvia.title': 'Zenvia (SMS)',
    },
    en: {
      'extensions.catalogue.title': 'Extensions',
      'extensions.zenvia.title': 'Zenvia (SMS)',
    },
    de: {
      'extensions.catalogue.title': 'Erweiterungen',
      'extensions.zenvia.title': 'Zenvia (SMS)',
    },
    fr: {
      'extensions.catalogue.title': 'Extensions',
      'extensions.zenvia.title': 'Zenvia (SMS)',
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
  ],
});

export default extensions;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof extensions.routes> {}
}
