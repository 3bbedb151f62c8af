import { useCan, useCompanySession } from './CompanyGate';
import { companyHref } from './menu';
import { routes } from './routes';

/** The ticket detail page, found in the route table by its id. */
const DETAIL_ROUTE = 'tickets-detalhar';

/** Where a ticket's number links to: its detail page, when the user may open it (else null: plain text). */
export function useTicketHref(ticketId: number | null): string | null {
  const { slug } = useCompanySession();
  const can = useCan();
  const detail = routes.find((route) => route.id === DETAIL_ROUTE);
  if (ticketId === null || !detail || !can(detail.permission ?? 'public')) return null;
  return companyHref(slug, { path: detail.path.replace(':id', String(ticketId)) });
}
