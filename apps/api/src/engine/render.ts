import { renderMessage } from '@retoma/api-client';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contas, integracoes, links, produtos } from '../db/schema';
import { offerUrl } from '../services/offerUrl';

/** Who a message is for and about: the values of its variables. */
export interface MessageSubject {
  companyId: number;
  lead: { nome: string; email: string; ddi: string; ddd: string; telefone: string };
  produto: { id: number; nome: string };
}

const LINK_TOKEN = /\[LINK_([A-Za-z0-9_-]+)\]/g;

/** The lead's phone as people write it: +55 (11) 987654321. */
export const phoneText = ({ ddi, ddd, telefone }: MessageSubject['lead']) =>
  telefone ? `+${ddi}${ddd ? ` (${ddd})` : ''} ${telefone}` : '';

/**
 * The values of a campaign message's variables: the lead's first name, e-mail and phone, the product's name, and
 * each sales link it names (`[LINK_<identidade>]`, the company's active links, addressed with the link's own
 * origin and no agent's code: a campaign sold it). A variable with no value stays as written.
 */
export async function variablesFor(db: Database, subject: MessageSubject, ...texts: string[]): Promise<Record<string, string>> {
  const identities = [...new Set(texts.flatMap((text) => [...text.matchAll(LINK_TOKEN)].map((match) => match[1]!)))];
  const rows = identities.length
    ? await db
        .select({
          identidade: links.identidade,
          codigoOferta: links.codigoOferta,
          src: links.src,
          checkout: produtos.checkout,
          checkoutBase: integracoes.checkoutBase,
        })
        .from(links)
        .innerJoin(produtos, eq(produtos.id, links.produtoId))
        .innerJoin(contas, eq(contas.id, produtos.contaId))
        .innerJoin(integracoes, eq(integracoes.id, contas.integracaoId))
        .where(and(eq(links.companyId, subject.companyId), inArray(links.identidade, identities), eq(links.status, true)))
    : [];
  const values: Record<string, string> = {
    '[NOME_LEAD]': subject.lead.nome.split(' ')[0] ?? subject.lead.nome,
    '[EMAIL_LEAD]': subject.lead.email,
    '[TELEFONE_LEAD]': phoneText(subject.lead),
    '[NOME_PRODUTO]': subject.produto.nome,
  };
  for (const row of rows) {
    const url = offerUrl(row);
    if (url) values[`[LINK_${row.identidade}]`] = url;
  }
  return values;
}

export const fill = (template: string, values: Record<string, string>, escape?: (text: string) => string) =>
  renderMessage(template, values as Parameters<typeof renderMessage>[1], escape);
