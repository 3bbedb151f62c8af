import { defineModule } from '../../platform/defineModule';
import type { RoutesOf, ScreenLoader } from '../../platform/routing';

/** The settings trail the general pages start with. */
const SETTINGS_CRUMB = { title: 'menu.settings' } as const;
const HUB_CRUMB = { to: 'configuracoes-geral' } as const;

// Typed as plain loaders: the screens link to these routes by id, so their types must not feed back into the table's.
const redirectScreen: ScreenLoader = () => import('./screens/SettingsRedirect');
const hubScreen: ScreenLoader = () => import('./screens/SettingsHubScreen');
const planScreen: ScreenLoader = () => import('./screens/MyPlanScreen');
const companyScreen: ScreenLoader = () => import('./screens/CompanyScreen');

/** General settings: the hub of every setting the person may open, the plan and the company's own data. */
const settings = defineModule({
  nav: {
    pt: {
      'settings.hub.title': 'Configurações gerais',
      'settings.hub.menu': 'Geral',
      'settings.plan.title': 'Meu plano',
      'settings.company.title': 'Dados da empresa',
    },
    en: {
      'settings.hub.title': 'General settings',
      'settings.hub.menu': 'General',
      'settings.plan.title': 'My plan',
      'settings.company.title': 'Company details',
    },
    de: {
      'settings.hub.title': 'Allgemeine Einstellungen',
      'settings.hub.menu': 'Allgemein',
      'settings.plan.title': 'Mein Tarif',
      'settings.company.title': 'Unternehmensdaten',
    },
    fr: {
      'settings.hub.title': 'Paramètres généraux',
      'settings.hub.menu': 'Général',
      'settings.plan.title': 'Mon abonnement',
      'settings.company.title': 'Données de l’entreprise',
    },
  },
  routes: [
    {
      // The spec's `configuracoes` address opens the hub: a screen that only redirects, like `/auth/login` does.
      id: 'configuracoes',
      path: 'configuracoes',
      scope: 'company',
      permission: 'configuracao',
      title: 'settings.hub.title',
      screen: redirectScreen,
    },
    {
      id: 'configuracoes-geral',
      path: 'configuracoes/geral',
      scope: 'company',
      permission: 'configuracao',
      title: 'settings.hub.title',
      breadcrumbs: [SETTINGS_CRUMB],
      screen: hubScreen,
      menu: { group: 'settings', label: 'settings.hub.menu', order: 10 },
    },
    {
      id: 'meu-plano',
      path: 'configuracoes/meu-plano',
      scope: 'company',
      permission: 'configuracao_empresa',
      title: 'settings.plan.title',
      breadcrumbs: [SETTINGS_CRUMB, HUB_CRUMB],
      screen: planScreen,
    },
    {
      id: 'empresa',
      path: 'configuracoes/empresa',
      scope: 'company',
      permission: 'configuracao_empresa',
      title: 'settings.company.title',
      breadcrumbs: [SETTINGS_CRUMB, HUB_CRUMB],
      screen: companyScreen,
    },
  ],
});

export default settings;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof settings.routes> {}
}
