import type { MessageVariable } from '@retoma/api-client';
import { useAttendT, type AttendKey } from '../messages';
import { useSalesLinks } from './useSalesLinks';
import type { InsertionGroup } from '../components/MessageComposer';

/** The variables the server fills in before a message leaves (spec §3). */
const VARIABLES: Array<{ variable: MessageVariable; label: AttendKey }> = [
  { variable: '[NOME_LEAD]', label: 'attend.variables.leadName' },
  { variable: '[EMAIL_LEAD]', label: 'attend.variables.leadEmail' },
  { variable: '[NOME_ATENDENTE]', label: 'attend.variables.agentName' },
  { variable: '[NOME_PRODUTO]', label: 'attend.variables.productName' },
];

/** The formatting an e-mail may carry (the server's sanitiser keeps these tags). */
const FORMATS: Array<{ id: string; label: AttendKey; before: string; after: string }> = [
  { id: 'bold', label: 'attend.email.format.bold', before: '<strong>', after: '</strong>' },
  { id: 'italic', label: 'attend.email.format.italic', before: '<em>', after: '</em>' },
  { id: 'paragraph', label: 'attend.email.format.paragraph', before: '<p>', after: '</p>' },
  { id: 'list', label: 'attend.email.format.list', before: '<ul>\n<li>', after: '</li>\n</ul>' },
  { id: 'link', label: 'attend.email.format.link', before: '<a href="https://">', after: '</a>' },
];

/**
 * Toolbar groups of the message composers: the variables, the product's sales links (each goes in as its
 * `[LINK_<código>]`, which the server turns into the agent's own address), and for e-mails the formatting first.
 */
export function useMessageInsertions(channel: 'whatsapp' | 'email', produtoId: number): InsertionGroup[] {
  const t = useAttendT();
  const links = useSalesLinks(produtoId);
  const variables: InsertionGroup = {
    label: t('attend.variables.label'),
    items: VARIABLES.map(({ variable, label }) => ({ id: variable, label: t(label), before: variable })),
  };
  const usable = (links.data ?? []).filter((link) => link.url);
  const linkGroup: InsertionGroup[] =
    usable.length === 0
      ? []
      : [
          {
            label: t('attend.variables.links'),
            items: usable.map((link) => ({ id: `link-${link.id}`, label: link.descricao, before: `[LINK_${link.identidade}]` })),
          },
        ];
  if (channel === 'whatsapp') return [variables, ...linkGroup];
  const formats: InsertionGroup = {
    label: t('attend.email.formatting'),
    items: FORMATS.map(({ label, ...format }) => ({ ...format, label: t(label) })),
  };
  return [formats, variables, ...linkGroup];
}
