import { Link, type LinkProps } from '@retoma/ui';
import { useCallback } from 'react';
import { useCan, useCompanySession } from './companySession';
import { findRoute, href, type LinkQuery, type RouteId, type RouteParams } from './routing';

/** A route's params without the company: inside a company page the current one is implied. */
export type CompanyRouteParams<Id extends RouteId> = Omit<RouteParams<Id>, 'company'>;

type CompanyHrefArgs<Id extends RouteId> = keyof CompanyRouteParams<Id> extends never
  ? [params?: CompanyRouteParams<Id>, query?: LinkQuery]
  : [params: CompanyRouteParams<Id>, query?: LinkQuery];

/** `href` bound to the current company: `companyHref('tickets-atender', { id: 7 })` → `/aurora/tickets/atender/7`. */
export function useCompanyHref() {
  const { slug } = useCompanySession();
  return useCallback(
    <Id extends RouteId>(id: Id, ...[params, query]: CompanyHrefArgs<Id>): string =>
      (href as (id: RouteId, params: object, query?: LinkQuery) => string)(id, { ...params, company: slug }, query),
    [slug],
  );
}

/** Whether the current user may open route `id` (its permission; `public` when it names none). */
export function useCanOpen() {
  const can = useCan();
  return useCallback(
    (id: RouteId) => {
      const route = findRoute(id);
      return route !== undefined && can(route.permission ?? 'public');
    },
    [can],
  );
}

export type CompanyLinkProps<Id extends RouteId> = Omit<LinkProps, 'href'> & {
  to: { id: Id; query?: LinkQuery } & (keyof CompanyRouteParams<Id> extends never
    ? { params?: CompanyRouteParams<Id> }
    : { params: CompanyRouteParams<Id> });
};

/** The kit's Link to a page of the current company, named by its route: `<CompanyLink to={{ id: 'perfil' }}>`. */
export function CompanyLink<Id extends RouteId>({ to, ...props }: CompanyLinkProps<Id>) {
  const companyHref = useCompanyHref() as (id: RouteId, params?: object, query?: LinkQuery) => string;
  return <Link {...props} href={companyHref(to.id, to.params, to.query)} />;
}

/** `companyHref` of a route the user may open, else null (the caller shows plain text instead of a link). */
export function useAllowedHref() {
  const companyHref = useCompanyHref();
  const canOpen = useCanOpen();
  return useCallback(
    <Id extends RouteId>(id: Id, ...args: CompanyHrefArgs<Id>): string | null => (canOpen(id) ? companyHref(id, ...args) : null),
    [canOpen, companyHref],
  );
}
