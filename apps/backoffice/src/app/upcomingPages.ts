import { QUICK_MENU_PAGES } from '@retoma/api-client';
import type { MessageKey } from '../i18n';
import type { AppRoute } from '../platform/routing';

type QuickMenuSlug = (typeof QUICK_MENU_PAGES)[number]['slug'];

/**
 * Titles of the bookmarkable pages whose module is not in this build yet. A module that brings one of these pages
 * adds its own route (with its own title); the entry here then goes (a unit test says so).
 */
export const UPCOMING_PAGE_TITLES: Partial<Record<QuickMenuSlug, MessageKey>> = {
  'brindes-solicitacoes': 'upcomingPage.giftRequests',
  'brindes-automacao': 'upcomingPage.giftDeliveries',
  'brindes-expedicoes': 'upcomingPage.giftShipments',
  correios: 'upcomingPage.contracts',
};

/**
 * Every page the spec lets a person star (§2) has an address, even before its module ships: a starred page of a
 * module still to come opens, inside the company, a page that says so (and keeps its star), never a 404. Only pages
 * the route table does not have yet are added, with the page's own address and permission.
 */
export function upcomingPageRoutes(built: readonly AppRoute[]): AppRoute[] {
  return QUICK_MENU_PAGES.filter((page) => !built.some((route) => route.id === page.slug)).map((page) => ({
    id: page.slug,
    path: page.url.slice(1),
    scope: 'company',
    permission: page.can,
    title: UPCOMING_PAGE_TITLES[page.slug] ?? 'comingSoon.title',
    breadcrumbs: [{ to: 'dashboard' }],
    screen: () => import('../modules/errors/screens/UpcomingPageScreen'),
  }));
}
