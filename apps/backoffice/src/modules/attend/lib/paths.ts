/** Where the ticket screens lead: the list (tickets module), and the two screens of this module. */
export const ticketsListPath = (slug: string) => `/${slug}/tickets`;
export const attendPath = (slug: string, id: number) => `/${slug}/tickets/atender/${id}`;
export const detailPath = (slug: string, id: number) => `/${slug}/tickets/detalhar/${id}`;
