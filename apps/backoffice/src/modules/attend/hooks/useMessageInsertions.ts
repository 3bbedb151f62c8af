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

/**
 * Toolbar groups of the message composers (WhatsApp, e-mail): the variables and the product's sales links. In a
 * WhatsApp message a link goes in as its `[LINK_<código>]`, which the server turns into the agent's own address;
 * in an e-mail it is a link on its name to that address (`href`, the agent's own, tracking code included).
 */
export function useMessageInsertions(produtoId: number): InsertionGroup[] {
  const t = useAttendT();
  const links = useSalesLinks(produtoId);
  const variables: InsertionGroup = {
    label: t('attend.variables.label'),
    items: VARIABLES.map(({ variable, label }) => ({ id: variable, label: t(label), before: variable })),
  };
  const usable = (links.data ?? []).flatMap((link) =>
    link.url ? [{ id: `link-${link.id}`, label: link.descricao, before: `[LINK_${link.identidade}]`, href: link.url }] : [],
  );
  const linkGroup: InsertionGroup[] = usable.length === 0 ? [] : [{ label: t('attend.variables.links'), items: usable }];
  return [variables, ...linkGroup];
}
