import { defineModule } from '../../platform/defineModule';
import type { RoutesOf } from '../../platform/routing';

const PLANS_CRUMB = { to: 'meus-planos' } as const;

/**
 * Recovery plans: the plans of the company (each a group of campaigns, switched on and off as a whole), a plan's
 * campaigns with their on/off switches, and a new campaign of one of the five kinds. The configuration of each
 * campaign lives in the campaigns module.
 */
const plans = defineModule({
  nav: {
    pt: {
      'plans.list.title': 'Planos de recuperação',
      'plans.list.menu': 'Meus planos',
      'plans.create.title': 'Criar plano de recuperação',
      'plans.manage.title': 'Gerenciar plano de recuperação',
      'plans.newCampaign.title': 'Nova campanha de recuperação',
    },
    en: {
      'plans.list.title': 'Recovery plans',
      'plans.list.menu': 'My plans',
      'plans.create.title': 'Create recovery plan',
      'plans.manage.title': 'Manage recovery plan',
      'plans.newCampaign.title': 'New recovery campaign',
    },
    de: {
      'plans.list.title': 'Rückgewinnungspläne',
      'plans.list.menu': 'Meine Pläne',
      'plans.create.title': 'Rückgewinnungsplan erstellen',
      'plans.manage.title': 'Rückgewinnungsplan verwalten',
      'plans.newCampaign.title': 'Neue Rückgewinnungskampagne',
    },
    fr: {
      'plans.list.title': 'Plans de récupération',
      'plans.list.menu': 'Mes plans',
      'plans.create.title': 'Créer un plan de récupération',
      'plans.manage.title': 'Gérer le plan de récupération',
      'plans.newCampaign.title': 'Nouvelle campagne de récupération',
    },
  },
  routes: [
    {
      id: 'meus-planos',
      path: 'planos/meus-planos',
      scope: 'company',
      permission: 'planos',
      title: 'plans.list.title',
      screen: () => import('./screens/PlansScreen'),
      menu: { group: 'plans', label: 'plans.list.menu', order: 10 },
    },
    {
      id: 'planos-criar',
      path: 'planos/criar',
      scope: 'company',
      permission: 'planos_incluir',
      title: 'plans.create.title',
      breadcrumbs: [PLANS_CRUMB],
      screen: () => import('./screens/PlanCreateScreen'),
    },
    {
      id: 'planos-gerenciar',
      path: 'plano/:plan_id',
      scope: 'company',
      permission: 'planos_gerenciar',
      title: 'plans.manage.title',
      breadcrumbs: [PLANS_CRUMB],
      screen: () => import('./screens/PlanManageScreen'),
    },
    {
      id: 'campanha-criar',
      path: 'planos/:plan_id/campanha/criar',
      scope: 'company',
      permission: 'planos_campanhas',
      title: 'plans.newCampaign.title',
      breadcrumbs: [PLANS_CRUMB],
      screen: () => import('./screens/CampaignCreateScreen'),
    },
  ],
});

export default plans;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof plans.routes> {}
}
