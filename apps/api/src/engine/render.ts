import { renderMessage } from '@retoma/api-client';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { campanhas, contas, integracoes, links, planos, produtos } from '../db/schema';
import { bookingPageUrl } from '../services/booking';
import { offerUrl } from '../services/offerUrl';

/** Who a message is for and about: the values of its variables. */
export interface MessageSubject {
  companyId: number;
  lead: { nome: string; email: string; ddi: string; ddd: string; telefone: string };
  produto: { id: number; nome: string };
  /** Where leads reach the app's public pages (the scheduling link); without it that link stays as written. */
  appUrl?: string;
}

const BOOKING_LINK = '[LINK_AGENDAMENTO_LEADS]';

/** The booking page of the product's scheduling campaign that takes bookings now (of a plan switched on), if any. */
async function bookingLinkFor(db: Database, subject: MessageSubject & { appUrl: string }): Promise<string | null> {
  const [campanha] = await db
    .select({ token: campanhas.token })
    .from(campanhas)
    .innerJoin(planos, eq(planos.id, campanhas.planoId))
    .where(
      and(
        eq(campanhas.companyId, subject.companyId),
        eq(campanhas.produtoId, subject.produto.id),
        eq(campanhas.tipo, 'agendamento'),
        eq(campanhas.ativo, true),
        eq(planos.ativo, true),
      ),
    )
    .orderBy(desc(campanhas.id))
    .limit(1);
  return campanha ? bookingPageUrl(subject.appUrl, campanha.token) : null;
}

const LINK_TOKEN = /\[LINK_([A-Za-z0-9_-]+)\]/g;

/** The lead's phone as people write it: +55 (11) 987654321. */
export const phoneText = ({ ddi, ddd, telefone }: MessageSubject['lead']) =>
  telefone ? `+${ddi}${ddd ? ` (${ddd})` : ''} ${telefone}` : '';

/**
 * The values of a campaign message's variables: the lead's first name, e-mail and phone, the product's name, each
 * sales link it names (`[LINK_<identidade>]`, the company's active links, addressed with the link's own origin and no
 * agent's code: a campaign sold it), and the booking page of the product's scheduling campaign. A variable with no
 * value stays as written.
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
  const { appUrl } = subject;
  if (appUrl && texts.some((text) => text.includes(BOOKING_LINK))) {
    const booking = await bookingLinkFor(db, { ...subject, appUrl });
    if (booking) values[BOOKING_LINK] = booking;
  }
  return values;
}

export const fill = (template: string, values: Record<string, string>, escape?: (text: string) => string) =>
  renderMessage(template, values as Parameters<typeof renderMessage>[1], escape);
