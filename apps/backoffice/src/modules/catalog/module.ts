import { defineModule } from '../../platform/defineModule';
import type { RoutesOf } from '../../platform/routing';

/** The settings trail the catalogue pages start with: the settings, then their hub. */
const SETTINGS_CRUMB = { title: 'menu.settings' } as const;
const HUB_CRUMB = { to: 'configuracoes-geral' } as const;
const PRODUCTS_CRUMB = { title: 'catalog.produtos.title', to: 'produtos' } as const;

const produtoFormScreen = () => import('./screens/ProdutoFormScreen');

/**
 * What the company sells: its accounts on the sales platforms (Hotmart, Eduzz, Kiwify), with the webhook address
 * each platform posts to, and its products with their price, commission, upsells and links. The recovery modules
 * (campaigns per product, platform events per account, commissions per product) stand on this catalogue.
 */
const catalog = defineModule({
  nav: {
    pt: {
      'catalog.contas.title': 'Contas de produtos',
      'catalog.produtos.title': 'Produtos',
      'catalog.produtoForm.createTitle': 'Novo produto',
      'catalog.produtoForm.editTitle': 'Editar produto',
    },
    en: {
      'catalog.contas.title': 'Product accounts',
      'catalog.produtos.title': 'Products',
      'catalog.produtoForm.createTitle': 'New product',
      'catalog.produtoForm.editTitle': 'Edit product',
    },
    de: {
      'catalog.contas.title': 'Produktkonten',
      'catalog.produtos.title': 'Produkte',
      'catalog.produtoForm.createTitle': 'Neues Produkt',
      'catalog.produtoForm.editTitle': 'Produkt bearbeiten',
    },
    fr: {
      'catalog.contas.title': 'Comptes de produits',
      'catalog.produtos.title': 'Produits',
      'catalog.produtoForm.createTitle': 'Nouveau produit',
      'catalog.produtoForm.editTitle': 'Modifier le produit',
    },
  },
  routes: [
    {
      id: 'contas',
      path: 'configuracoes/contas',
      scope: 'company',
      permission: 'configuracao_conta',
      title: 'catalog.contas.title',
      breadcrumbs: [SETTINGS_CRUMB, HUB_CRUMB],
      screen: () => import('./screens/ContasScreen'),
    },
    {
      id: 'produtos',
      path: 'configuracoes/produtos',
      scope: 'company',
      permission: 'configuracao_produto',
      title: 'catalog.produtos.title',
      breadcrumbs: [SETTINGS_CRUMB, HUB_CRUMB],
      screen: () => import('./screens/ProdutosScreen'),
    },
    {
      id: 'produtos-criar',
      path: 'configuracoes/produtos/criar',
      scope: 'company',
      permission: 'configuracao_produto_incluir',
      title: 'catalog.produtoForm.createTitle',
      breadcrumbs: [SETTINGS_CRUMB, HUB_CRUMB, PRODUCTS_CRUMB],
      screen: produtoFormScreen,
    },
    {
      id: 'produtos-editar',
      path: 'configuracoes/produtos/editar/:id',
      scope: 'company',
      permission: 'configuracao_produto_editar',
      title: 'catalog.produtoForm.editTitle',
      breadcrumbs: [SETTINGS_CRUMB, HUB_CRUMB, PRODUCTS_CRUMB],
      screen: produtoFormScreen,
    },
  ],
});

export default catalog;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof catalog.routes> {}
}
