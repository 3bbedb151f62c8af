import { renderMessage, WHATSAPP_LINK_VARIABLE, whatsappUrl } from '@retoma/api-client';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { campanhaContatos, campanhaPassos, campanhas, envios, leads, planos, produtos } from '../db/schema';
import { bookingPageUrl } from '../services/booking';
import { linksNamedIn } from '../services/linkChecks';
import { campaignLinks } from '../services/personalLinks';

/** Who a message is for and about: the values of its variables. */
export interface MessageSubject {
  companyId: number;
  lead: { nome: string; email: string; ddi: string; ddd: string; telefone: string };
  produto: { id: number; nome: string };
  /** Where leads reach the app's public pages (the scheduling link); without it that link stays as written. */
  appUrl?: string;
  /** The step's WhatsApp target (`[LINK_ACAO_WHATSAPPLIST]`); without a number that variable stays as written. */
  whatsapp?: WhatsappTarget;
}

/** The company's WhatsApp that receives the lead's message, and the message typed in for the lead (with variables). */
export interface WhatsappTarget {
  ddi: string | null;
  telefone: string | null;
  mensagem: string | null;
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

/** The lead's phone as people write it: +55 (11) 987654321. */
export const phoneText = ({ ddi, ddd, telefone }: MessageSubject['lead']) =>
  telefone ? `+${ddi}${ddd ? ` (${ddd})` : ''} ${telefone}` : '';

/**
 * The values of a campaign message's variables: the lead's first name, e-mail and phone, the product's name, each
 * sales link it names (`[LINK_<identidade>]`, the company's links that are on with their product, addressed with the link's own origin and no
 * agent's code: a campaign sold it), the booking page of the product's scheduling campaign, and the step's "Mensagem
 * no WhatsApp" (the wa.me address of the company's number, the message typed in with the lead's and product's data).
 * A variable with no value stays as written.
 */
export async function variablesFor(db: Database, subject: MessageSubject, ...texts: string[]): Promise<Record<string, string>> {
  const found = await campaignLinks(db, subject.companyId, linksNamedIn(texts));
  const values: Record<string, string> = {
    '[NOME_LEAD]': subject.lead.nome.split(' ')[0] ?? subject.lead.nome,
    '[EMAIL_LEAD]': subject.lead.email,
    '[TELEFONE_LEAD]': phoneText(subject.lead),
    '[NOME_PRODUTO]': subject.produto.nome,
  };
  const { whatsapp } = subject;
  if (whatsapp?.telefone && texts.some((text) => text.includes(WHATSAPP_LINK_VARIABLE)))
    values[WHATSAPP_LINK_VARIABLE] = whatsappUrl(`${whatsapp.ddi ?? ''}${whatsapp.telefone}`, fill(whatsapp.mensagem ?? '', values));
  for (const link of found.values()) if (link.active && link.url) values[`[LINK_${link.identidade}]`] = link.url;
  const { appUrl } = subject;
  if (appUrl && texts.some((text) => text.includes(BOOKING_LINK))) {
    const booking = await bookingLinkFor(db, { ...subject, appUrl });
    if (booking) values[BOOKING_LINK] = booking;
  }
  return values;
}

export const fill = (template: string, values: Record<string, string>, escape?: (text: string) => string) =>
  renderMessage(template, values as Parameters<typeof renderMessage>[1], escape);

/**
 * The wa.me address a send's "Mensagem no WhatsApp" leads to, filled for its lead as when it went out (the SMS's
 * short address resolves here); null when the send is unknown or its step sets no WhatsApp.
 */
export async function whatsappAddressOfSend(
  db: Database,
  rastreio: string,
): Promise<{ envioId: number; companyId: number; url: string } | null> {
  const [send] = await db
    .select({
      envioId: envios.id,
      companyId: envios.companyId,
      whatsapp: { ddi: campanhaPassos.ddi, telefone: campanhaPassos.telefone, mensagem: campanhaPassos.whatsapp },
      lead: { nome: leads.nome, email: leads.email, ddi: leads.ddi, ddd: leads.ddd, telefone: leads.telefone },
      produto: { id: produtos.id, nome: produtos.nome },
    })
    .from(envios)
    .innerJoin(campanhaPassos, eq(campanhaPassos.id, envios.passoId))
    .innerJoin(campanhaContatos, eq(campanhaContatos.id, envios.contatoId))
    .innerJoin(leads, eq(leads.id, campanhaContatos.leadId))
    .innerJoin(campanhas, eq(campanhas.id, envios.campanhaId))
    .innerJoin(produtos, eq(produtos.id, campanhas.produtoId))
    .where(eq(envios.rastreio, rastreio));
  if (!send?.whatsapp.telefone) return null;
  const values = await variablesFor(
    db,
    { companyId: send.companyId, lead: send.lead, produto: send.produto, whatsapp: send.whatsapp },
    WHATSAPP_LINK_VARIABLE,
  );
  const url = values[WHATSAPP_LINK_VARIABLE];
  return url ? { envioId: send.envioId, companyId: send.companyId, url } : null;
}
