import { renderMessage } from '@retoma/api-client';
import { useCompanySession } from '../../../platform/companySession';
import { useAllSalesLinks } from './useSalesLinks';

/** HTML text of a value: an e-mail preview shows a lead named `<b>` as text, as the server sends it. */
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/**
 * A message as the lead will receive it: the variables filled with the lead and product it is about (a ticket's), the agent's name
 * and, for each `[LINK_<código>]`, the agent's own address of that link (the server fills the same).
 */
export function useMessagePreview(ticket: { lead: { nome: string; email: string }; produto: { nome: string } }) {
  const { user } = useCompanySession();
  const links = useAllSalesLinks();
  const values = {
    '[NOME_LEAD]': ticket.lead.nome,
    '[EMAIL_LEAD]': ticket.lead.email,
    '[NOME_ATENDENTE]': user.name,
    '[NOME_PRODUTO]': ticket.produto.nome,
    ...Object.fromEntries((links.data ?? []).flatMap((link) => (link.url ? [[`[LINK_${link.identidade}]`, link.url]] : []))),
  };
  return {
    text: (template: string) => renderMessage(template, values),
    html: (template: string) => renderMessage(template, values, escapeHtml),
  };
}
