import { renderMessage, whatsappUrl, type MessageVariableValues, type SendEmailResult, type WhatsappLink } from '@retoma/api-client';
import type { ticketEmailInput, ticketWhatsappInput } from '@retoma/api-client/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { companyUsage, leads, produtos, tickets, users } from '../../db/schema';
import { validationError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { escapeHtml, hasVisibleContent, sanitizeHtmlFragment } from '../../html/sanitize';
import { linkErrors, linksNamedIn } from '../linkChecks';
import { messageLinks } from '../personalLinks';
import { assertHolder, type Caller, ticketState } from './access';
import { recordActivity } from './history';
import { currentMonthIn } from '../timeZone';

/** What the message variables stand for in one ticket. */
interface MessageContext {
  ticketId: number;
  leadId: number;
  lead: { nome: string; email: string; ddi: string; ddd: string; telefone: string };
  produto: string;
  atendente: string;
}

/**
 * The message variables of one ticket. Rendered on the server so the history keeps what the lead received; the
 * message editor's preview renders with the same `renderMessage`.
 */
function variablesOf(context: MessageContext): MessageVariableValues {
  return {
    '[NOME_LEAD]': context.lead.nome,
    '[EMAIL_LEAD]': context.lead.email,
    '[NOME_ATENDENTE]': context.atendente,
    '[NOME_PRODUTO]': context.produto,
  };
}

/**
 * `[LINK_<identidade>]` of the given fields, each filled with the attending agent's personal address of that link.
 * A lead never receives a placeholder: a link the company does not have, one switched off (or of a product switched
 * off) or one whose product has no checkout yet refuses the send, on the field that names it, saying which.
 */
export async function linkVariables(
  db: Database,
  caller: Caller,
  fields: Record<string, string>,
): Promise<Partial<Record<`[LINK_${string}]`, string>>> {
  const found = await messageLinks(db, caller.scope.id, caller.userId, linksNamedIn(Object.values(fields)));
  const errors = linkErrors(fields, found);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return Object.fromEntries([...found.values()].map((link) => [`[LINK_${link.identidade}]`, link.url!]));
}

/** Only the agent attending the ticket sends from it; the context is read once for the whole message. */
async function contextFor(db: Database, caller: Caller, ticketId: number): Promise<MessageContext> {
  const state = await ticketState(db, caller, ticketId);
  assertHolder(state, caller);
  const [row] = await db
    .select({
      lead: { nome: leads.nome, email: leads.email, ddi: leads.ddi, ddd: leads.ddd, telefone: leads.telefone },
      produto: produtos.nome,
    })
    .from(tickets)
    .innerJoin(leads, eq(leads.id, tickets.leadId))
    .innerJoin(produtos, eq(produtos.id, tickets.produtoId))
    .where(and(eq(tickets.companyId, caller.scope.id), eq(tickets.id, ticketId)));
  const [me] = await db.select({ name: users.name }).from(users).where(eq(users.id, caller.userId));
  return { ticketId, leadId: state.leadId, lead: row!.lead, produto: row!.produto, atendente: me?.name ?? '' };
}

/** The WhatsApp number: country code, area code and number, digits only (Brazil when no country code is known). */
export function whatsappNumber(lead: { ddi: string; ddd: string; telefone: string }): string {
  return `${lead.ddi || '55'}${lead.ddd}${lead.telefone}`.replace(/\D/g, '');
}

/**
 * `POST /ticket-send-whatsapp {id, mensagem}`: renders the message, keeps it in the history and answers the
 * wa.me deep link the browser opens. The message leaves from the agent's own WhatsApp: nothing is sent from here.
 */
export async function sendWhatsapp(db: Database, caller: Caller, data: z.output<typeof ticketWhatsappInput>): Promise<WhatsappLink> {
  const context = await contextFor(db, caller, data.id);
  const numero = whatsappNumber(context.lead);
  if (numero.length < 10) throw validationError({ id: ['O lead não tem um telefone válido para o WhatsApp.'] });
  const links = await linkVariables(db, caller, { mensagem: data.mensagem });
  const mensagem = renderMessage(data.mensagem, { ...variablesOf(context), ...links });
  await recordActivity(db, {
    companyId: caller.scope.id,
    leadId: context.leadId,
    ticketId: context.ticketId,
    evento: 'whatsapp',
    acao: 'whatsapp_sent',
    userId: caller.userId,
    properties: { tipo: 'whatsapp', mensagem },
  });
  return { mensagem, url: whatsappUrl(numero, mensagem) };
}

/**
 * `POST /ticket-send-email {id, assunto, mensagem}`: variables first (HTML-escaped, so a lead named `<b>` stays
 * text), then the allow-list sanitiser over the result, so no value can smuggle markup or a `javascript:` link in.
 * The e-mail goes to the outbox (a delivery worker sends it) in the same transaction as its history entry, and
 * counts towards the month's e-mails of the plan.
 */
export async function sendEmail(
  db: Database,
  mailer: Mailer,
  caller: Caller,
  data: z.output<typeof ticketEmailInput>,
): Promise<SendEmailResult> {
  const context = await contextFor(db, caller, data.id);
  const links = await linkVariables(db, caller, { assunto: data.assunto, mensagem: data.mensagem });
  const variables = { ...variablesOf(context), ...links };
  // A header may not carry line breaks: a subject with one could add headers to the message.
  const assunto = renderMessage(data.assunto, variables)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const mensagem = sanitizeHtmlFragment(renderMessage(data.mensagem, variables, escapeHtml));
  if (!hasVisibleContent(mensagem))
    throw validationError({ mensagem: ['A mensagem ficou vazia depois de removido o conteúdo não permitido.'] });
  const companyId = caller.scope.id;
  await db.transaction(async (tx) => {
    await mailer.send(tx, { kind: 'ticket_email', to: context.lead.email, subject: assunto, body: mensagem, companyId });
    await recordActivity(tx, {
      companyId,
      leadId: context.leadId,
      ticketId: context.ticketId,
      evento: 'email',
      acao: 'email_sent',
      userId: caller.userId,
      properties: { tipo: 'email', assunto, mensagem },
    });
    await tx
      .insert(companyUsage)
      .values({ companyId, mes: currentMonthIn(caller.scope.timeZone), numeroEmails: 1 })
      .onConflictDoUpdate({
        target: [companyUsage.companyId, companyUsage.mes],
        set: { numeroEmails: sql`${companyUsage.numeroEmails} + 1` },
      });
  });
  return { return: true };
}
