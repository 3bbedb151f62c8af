import type { PermissionName } from '../permissionNames';

/** A page that can be starred in the quick menu, as `GET /menus` answers it. */
export interface QuickMenuPage {
  /** Relative to `/{company_slug}`. */
  url: string;
  name: string;
  /** What `menu_rapido` stores; the app's route id of the page. */
  slug: string;
  /** Material icon name (like the notifications'). */
  icon: string;
  /** Permission rule needed to see the page. */
  can: PermissionName;
  is_bookmarked: boolean;
}

/**
 * The spec's bookmarkable pages (§2), in its order: the ONE list behind the server's `GET /menus` and the app's star
 * on a page header. Names are the predecessor's (src/paginas.js), rules the pages' own. The spec's
 * `/configuracoes/contratos` is a page its route table does not have (the predecessor's link led nowhere): the
 * contracts live at `extensoes/correios`, so the star points there.
 */
export const QUICK_MENU_PAGES = [
  { slug: 'minhas-comissoes', url: '/minhas-comissoes', name: 'Minhas comissões', icon: 'monetization_on', can: 'public' },
  { slug: 'meus-links', url: '/meus-links', name: 'Meus links', icon: 'link', can: 'public' },
  { slug: 'perfil', url: '/perfil', name: 'Perfil', icon: 'person', can: 'public' },
  { slug: 'agenda', url: '/agenda', name: 'Agenda', icon: 'today', can: 'ticket_agenda' },
  { slug: 'comissoes-comissionar', url: '/comissoes/comissionar', name: 'Comissionar', icon: 'attach_money', can: 'comissao' },
  { slug: 'comissoes-pagamentos', url: '/comissoes/pagamentos', name: 'Pagamentos', icon: 'payments', can: 'comissao_pagamento' },
  { slug: 'transacoes', url: '/leads/transacoes', name: 'Transações', icon: 'receipt_long', can: 'lead_transacao' },
  {
    slug: 'brindes-solicitacoes',
    url: '/brindes/solicitacoes',
    name: 'Solicitações de brindes',
    icon: 'card_giftcard',
    can: 'brinde_solicitacao',
  },
  { slug: 'brindes-automacao', url: '/brindes/automacao', name: 'Entregas de brindes', icon: 'local_shipping', can: 'brinde_automacao' },
  { slug: 'brindes-expedicoes', url: '/brindes/expedicoes', name: 'Expedições', icon: 'inventory_2', can: 'brinde_expedicao' },
  { slug: 'contas', url: '/configuracoes/contas', name: 'Contas de produtos', icon: 'account_balance', can: 'configuracao_conta' },
  { slug: 'produtos', url: '/configuracoes/produtos', name: 'Produtos', icon: 'shopping_bag', can: 'configuracao_produto' },
  { slug: 'correios', url: '/extensoes/correios', name: 'Contratos', icon: 'description', can: 'configuracao_contrato' },
] as const satisfies ReadonlyArray<Omit<QuickMenuPage, 'is_bookmarked'>>;

/** Whether a page (by its route id) may be starred. */
export const isQuickMenuPage = (slug: string): boolean => QUICK_MENU_PAGES.some((page) => page.slug === slug);

export type MembershipStatus = 'pending' | 'active' | 'inactive';

/** A company the user belongs to, with the user's role in it. */
export interface CompanyMembership {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  role_name: string;
  status: MembershipStatus;
  /** The company's IANA time zone: its pages show dates and times in it, wherever the person is. */
  time_zone: string;
}

/** `GET /user`: the logged-in user in the current company. */
export interface CurrentUser {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
  /** true online, false offline. */
  status: boolean;
  role_name: string;
  permissions: string[];
  ramal: string | null;
  /** Pinned pages (slugs of QuickMenuPage). */
  menu_rapido: string[];
  companies: CompanyMembership[];
}

export interface LoginResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

export interface RegisterResponse {
  accessToken: string;
  userData: { id: number; name: string; email: string };
}

/** Identity service: a permission with the roles that hold it. */
export interface PermissionRecord {
  name: string;
  permission_role: Array<{ role: { nome: string } }>;
}

export interface RoleRecord {
  id: number;
  nome: string;
}
