import { isQuickMenuPage } from '@retoma/api-client';
import { Breadcrumbs, IconButton, PageHeader } from '@retoma/ui';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCompanySession } from '../platform/companySession';
import { findRoute, hrefOf } from '../platform/routing';
import { useRouteText } from '../i18n';
import { useShellT } from './messages';
import { renderRouterLink } from './RouterLink';
import { useCurrentRoute } from './useCurrentRoute';
import { usePageTitle } from './usePageTitle';
import { useQuickMenu } from './useQuickMenu';

export interface ScreenHeaderProps {
  /**
   * Instead of the route's title, in the heading, the last breadcrumb and the browser tab: for a page whose title
   * depends on what it finds (someone else's ticket is not "Atendendo ticket").
   */
  title?: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/**
 * The heading of a company page: title and breadcrumbs from the route table, and the star that adds a
 * bookmarkable page to the quick menu. Every company screen starts with it.
 */
export function ScreenHeader({ title: ownTitle, description, actions }: ScreenHeaderProps) {
  const t = useShellT();
  const routeText = useRouteText();
  const route = useCurrentRoute();
  const { slug } = useCompanySession();
  const quickMenu = useQuickMenu();
  usePageTitle(ownTitle, t('app.name'));
  if (!route) return null;

  const title = ownTitle ?? routeText(route.title);
  const crumbs = [
    ...(route.breadcrumbs ?? []).map((crumb) => {
      const target = crumb.to ? findRoute(crumb.to) : undefined;
      return { label: routeText(crumb.title ?? target?.title ?? ''), href: target ? hrefOf(target, { company: slug }) : undefined };
    }),
    { label: title },
  ];
  const starred = quickMenu.isStarred(route.id);
  const star = isQuickMenuPage(route.id) ? (
    <IconButton
      aria-label={t(starred ? 'shell.unstar' : 'shell.star')}
      aria-pressed={starred}
      icon={<Star aria-hidden size={18} fill={starred ? 'currentColor' : 'none'} />}
      onPress={() => void quickMenu.toggle(route.id)}
    />
  ) : null;

  return (
    <PageHeader
      title={title}
      description={description}
      breadcrumbs={
        crumbs.length > 1 ? <Breadcrumbs items={crumbs} renderLink={renderRouterLink} aria-label={t('shell.breadcrumbs')} /> : undefined
      }
      actions={
        star || actions ? (
          <>
            {star}
            {actions}
          </>
        ) : undefined
      }
    />
  );
}
