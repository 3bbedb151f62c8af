import { generatePath } from 'react-router-dom';
import { useCompanySession } from '../../../app/CompanyGate';
import { routes } from '../../../app/routes';

/** `/{company}/{path}` of a route of the table, by id, with its parameters filled in. */
export function useCompanyHref() {
  const { slug } = useCompanySession();
  return (routeId: string, params?: Record<string, string | number>) => {
    const route = routes.find((candidate) => candidate.id === routeId);
    if (!route) throw new Error(`No route '${routeId}' in the route table`);
    const path = generatePath(route.path, Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, String(value)])));
    return `/${slug}/${path}`;
  };
}
