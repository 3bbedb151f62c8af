import { LINK_VARIABLE, messageVariables } from '@retoma/api-client/schemas';
import type { Database } from '../db/client';
import { campaignLinks, type MessageLink } from './personalLinks';

/** The sales links a text names (`[LINK_<identidade>]`), each once; the campaign's own link variables are no sales links. */
export function linkIdentities(text: string): string[] {
  return [
    ...new Set(
      messageVariables(text)
        .map((name) => LINK_VARIABLE.exec(name)?.[1])
        .filter((identity): identity is string => identity !== undefined),
    ),
  ];
}

/**
 * Per field, why the sales links it names cannot reach a lead: a link the company does not have, one switched off
 * (or of a product switched off), one whose product has no checkout yet. Empty when every link can go out. The one
 * rule of an agent's messages, a campaign step as it is saved and a campaign send as it leaves.
 */
export function linkErrors(fields: Record<string, string>, found: Map<string, MessageLink>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, text] of Object.entries(fields)) {
    const problems = linkIdentities(text).flatMap((identity) => {
      const link = found.get(identity);
      if (!link) return [`O link [LINK_${identity}] não existe nesta empresa: escolha um dos links de venda.`];
      if (!link.active) return [`O link [LINK_${identity}] (${link.descricao}) está desativado: escolha outro.`];
      if (!link.url) return [`O link [LINK_${identity}] (${link.descricao}) ainda não tem endereço: o produto não tem checkout.`];
      return [];
    });
    if (problems.length > 0) errors[field] = problems;
  }
  return errors;
}

/** Every sales link the texts name, each once. */
export const linksNamedIn = (texts: readonly string[]) => [...new Set(texts.flatMap(linkIdentities))];

/**
 * `linkErrors` of a campaign's message: its links as a campaign sends them, with the link's own origin and no
 * agent's tracking code (whether a link has an address does not depend on whose code it carries).
 */
export async function campaignLinkErrors(
  db: Database,
  companyId: number,
  fields: Record<string, string>,
): Promise<Record<string, string[]>> {
  return linkErrors(fields, await campaignLinks(db, companyId, linksNamedIn(Object.values(fields))));
}
