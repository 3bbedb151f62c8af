import { ticketProductCheckQuery } from '@retoma/api-client/schemas';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useDebouncedValue } from './useDebouncedValue';

const TYPING_PAUSE_MS = 400;

/**
 * `GET /verificaTicketProduto`: whether the lead (by e-mail) already has an open ticket for the product. Asked once
 * the e-mail is complete and a product is chosen; answers for an e-mail still being typed are not shown.
 * Returns the open ticket's id, or null.
 */
export function useDuplicateCheck(email: string, produtoId: number | null, enabled: boolean): number | null {
  const api = useApi();
  const { slug } = useCompanySession();
  const typed = email.trim();
  const settled = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const query = ticketProductCheckQuery.safeParse({ email: settled, produto_id: produtoId });
  const { data } = useSWR(enabled && query.success ? [slug, 'verificaTicketProduto', query.data] : null, ([, , params]) =>
    api.tickets.checkProduct(params),
  );
  return data?.verificacao && settled === typed ? data.ticket_id : null;
}
