import type { PermissionName } from '@retoma/api-client';
import type { SideNavEntry } from '@retoma/ui';
import { ChartColumn, Gift, House, MessageCircle, Puzzle, Settings, Target, Ticket, Trophy, Users, type LucideIcon } from 'lucide-react';
import type { MessageKey } from '../i18n';
import { hrefOf, type AppRoute, type MenuGroupId } from '../platform/routing';

/** The side menu's groups, in the predecessor's full order (restored: it had dropped half of them). */
export const MENU_GROUPS: Array<{ id: MenuGroupId; label: MessageKey; icon: LucideIcon }> = [
  { id: 'home', label: 'menu.home', icon: House },
  { id: 'tickets', label: 'menu.tickets', icon: Ticket },
  { id: 'commissions', label: 'menu.commissions', icon: Trophy },
  { id: 'plans', label: 'menu.plans', icon: Target },
  { id: 'leads', label: 'menu.leads', icon: Users },
  { id: 'whatsapp', label: 'menu.whatsapp', icon: MessageCircle },
  { id: 'gifts', label: 'menu.gifts', icon: Gift },
  { id: 'extensions', label: 'menu.extensions', icon: Puzzle },
  { id: 'settings', label: 'menu.settings', icon: Settings },
  { id: 'reports', label: 'menu.reports', icon: ChartColumn },
];

/**
 * The side menu, built from the route table: a group per menu group that has entries, each item carrying its
 * permission so the kit's SideNav filters it with the session's `can`.
 */
export function buildMenu(routes: readonly AppRoute[], companySlug: string, t: (key: string) => string): SideNavEntry<PermissionName>[] {
  return MENU_GROUPS.flatMap((group): SideNavEntry<PermissionName>[] => {
    const items = routes
      .filter((route) => route.scope === 'company' && route.menu?.group === group.id)
      .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))
      .map((route) => ({
        id: route.id,
        label: t(route.menu!.label),
        href: hrefOf(route, { company: companySlug }),
        permission: route.menu!.permission ?? route.permission,
      }));
    if (items.length === 0) return [];
    const Icon = group.icon;
    return [{ id: group.id, label: t(group.label), icon: <Icon aria-hidden size={18} />, items }];
  });
}
