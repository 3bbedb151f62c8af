import { defineModule } from '../../platform/defineModule';
import type { RoutesOf } from '../../platform/routing';

const SETTINGS_CRUMB = { title: 'menu.settings' } as const;
const LINKS_CRUMB = { title: 'salesLinks.links.title', to: 'links' } as const;

const linkFormScreen = () => import('./screens/LinkFormScreen');

/**
 * Sales links: the offers of each product and their checkout addresses (Settings), and every agent's own links,
 * carrying their tracking code, to copy into a conversation ("Meus links", Home).
 */
const salesLinks = defineModule({
  nav: {
    pt: {
      'salesLinks.links.title': 'Links de venda',
      'salesLinks.productLinks.title': 'Links do produto',
      'salesLinks.form.createTitle': 'Novo link de venda',
      'salesLinks.form.editTitle': 'Editar link de venda',
      'salesLinks.mine.title': 'Meus links',
    },
    en: {
      'salesLinks.links.title': 'Sales links',
      'salesLinks.productLinks.title': 'Product links',
      'salesLinks.form.createTitle': 'New sales link',
      'salesLinks.form.editTitle': 'Edit sales link',
      'salesLinks.mine.title': 'My links',
    },
    de: {
      'salesLinks.links.title': 'Verkaufslinks',
      'salesLinks.productLinks.title': 'Links des Produkts',
      'salesLinks.form.createTitle': 'Neuer Verkaufslink',
      'salesLinks.form.editTitle': 'Verkaufslink bearbeiten',
      'salesLinks.mine.title': 'Meine Links',
    },
    fr: {
      'salesLinks.links.title': 'Liens de vente',
      'salesLinks.productLinks.title': 'Liens du produit',
      'salesLinks.form.createTitle': 'Nouveau lien de vente',
      'salesLinks.form.editTitle': 'Modifier le lien de vente',
      'salesLinks.mine.title': 'Mes liens',
    },
  },
  routes: [
    {
      id: 'links',
      path: 'configuracoes/links',
      scope: 'company',
      permission: 'configuracao_link',
      title: 'salesLinks.links.title',
      breadcrumbs: [SETTINGS_CRUMB],
      screen: () => import('./screens/LinksScreen'),
    },
    {
      id: 'links-produto',
      path: 'configuracoes/links/produto/:id',
      scope: 'company',
      permission: 'configuracao_link',
      title: 'salesLinks.productLinks.title',
      breadcrumbs: [SETTINGS_CRUMB, LINKS_CRUMB],
      screen: () => import('./screens/ProductLinksScreen'),
    },
    {
      id: 'links-produto-criar',
      path: 'configuracoes/links/produto/:id/criar',
      scope: 'company',
      permission: 'configuracao_link_incluir',
      title: 'salesLinks.form.createTitle',
      breadcrumbs: [SETTINGS_CRUMB, LINKS_CRUMB],
      screen: linkFormScreen,
    },
    {
      id: 'links-produto-editar',
      path: 'configuracoes/links/produto/:id/editar/:link',
      scope: 'company',
      permission: 'configuracao_link_editar',
      title: 'salesLinks.form.editTitle',
      breadcrumbs: [SETTINGS_CRUMB, LINKS_CRUMB],
      screen: linkFormScreen,
    },
    {
      id: 'meus-links',
      path: 'meus-links',
      scope: 'company',
      permission: 'public',
      title: 'salesLinks.mine.title',
      breadcrumbs: [{ to: 'dashboard' }],
      screen: () => import('./screens/MyLinksScreen'),
      menu: { group: 'home', label: 'salesLinks.mine.title', order: 30 },
    },
  ],
});

export default salesLinks;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof salesLinks.routes> {}
}
