import { Bell, Building2, Gauge, History, Link2, Package, Plug, ShieldCheck, Ticket, Trophy, Users, type LucideIcon } from 'lucide-react';
import type { CompanyRouteParams } from '../../platform/links';
import type { RouteId } from '../../platform/routing';
import type { SettingsMessageKey } from './messages';

/** A company page whose address needs no parameter (what a hub card can open). */
export type PlainRouteId = { [Id in RouteId]: keyof CompanyRouteParams<Id> extends never ? Id : never }[RouteId];

/** One card of the hub: the page it opens (its title and permission come from the route table) and a line about it. */
export interface HubSection {
  routeId: PlainRouteId;
  description: SettingsMessageKey;
  icon: LucideIcon;
}

export interface HubGroupConfig {
  id: string;
  title: SettingsMessageKey;
  sections: readonly HubSection[];
}

/** The hub's groups, by subject, in the order a manager sets a company up. */
export const HUB_GROUPS: readonly HubGroupConfig[] = [
  {
    id: 'company',
    title: 'settings.hub.group.company',
    sections: [
      { routeId: 'empresa', description: 'settings.hub.companyHint', icon: Building2 },
      { routeId: 'meu-plano', description: 'settings.hub.planHint', icon: Gauge },
    ],
  },
  {
    id: 'sales',
    title: 'settings.hub.group.sales',
    sections: [
      { routeId: 'contas', description: 'settings.hub.accountsHint', icon: Plug },
      { routeId: 'produtos', description: 'settings.hub.productsHint', icon: Package },
      { routeId: 'links', description: 'settings.hub.linksHint', icon: Link2 },
    ],
  },
  {
    id: 'team',
    title: 'settings.hub.group.team',
    sections: [
      { routeId: 'usuarios-list', description: 'settings.hub.usersHint', icon: Users },
      { routeId: 'funcoes', description: 'settings.hub.rolesHint', icon: ShieldCheck },
      { routeId: 'conquistas', description: 'settings.hub.achievementsHint', icon: Trophy },
      { routeId: 'auditoria', description: 'settings.hub.auditHint', icon: History },
    ],
  },
  {
    id: 'service',
    title: 'settings.hub.group.service',
    sections: [
      { routeId: 'configuracoes-tickets', description: 'settings.hub.ticketsHint', icon: Ticket },
      { routeId: 'notificacoes', description: 'settings.hub.notificationsHint', icon: Bell },
    ],
  },
];
