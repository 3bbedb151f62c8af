import { defineModule } from '../../platform/defineModule';
import type { RoutesOf } from '../../platform/routing';

const SETTINGS_CRUMB = { title: 'menu.settings' } as const;
const LIST_CRUMB = { title: 'achievements.title', to: 'conquistas' } as const;

/** Create and edit share one screen: it reads the id from the address. */
const formScreen = () => import('./screens/AchievementFormScreen');

/** Settings › conquistas: the achievements a member reaches by sales, with their badge and commission bonus. */
const achievements = defineModule({
  nav: {
    pt: {
      'achievements.title': 'Conquistas',
      'achievements.createTitle': 'Nova conquista',
      'achievements.editTitle': 'Editar conquista',
    },
    en: {
      'achievements.title': 'Achievements',
      'achievements.createTitle': 'New achievement',
      'achievements.editTitle': 'Edit achievement',
    },
    de: {
      'achievements.title': 'Erfolge',
      'achievements.createTitle': 'Neuer Erfolg',
      'achievements.editTitle': 'Erfolg bearbeiten',
    },
    fr: {
      'achievements.title': 'Succès',
      'achievements.createTitle': 'Nouveau succès',
      'achievements.editTitle': 'Modifier le succès',
    },
  },
  routes: [
    {
      id: 'conquistas',
      path: 'configuracoes/conquistas',
      scope: 'company',
      permission: 'configuracao_conquista',
      title: 'achievements.title',
      breadcrumbs: [SETTINGS_CRUMB],
      screen: () => import('./screens/AchievementsScreen'),
    },
    {
      id: 'conquistas-nova',
      path: 'configuracoes/conquistas/nova',
      scope: 'company',
      permission: 'configuracao_conquista_incluir',
      title: 'achievements.createTitle',
      breadcrumbs: [SETTINGS_CRUMB, LIST_CRUMB],
      screen: formScreen,
    },
    {
      id: 'conquistas-editar',
      path: 'configuracoes/conquistas/editar/:id',
      scope: 'company',
      permission: 'configuracao_conquista_editar',
      title: 'achievements.editTitle',
      breadcrumbs: [SETTINGS_CRUMB, LIST_CRUMB],
      screen: formScreen,
    },
  ],
});

export default achievements;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof achievements.routes> {}
}
