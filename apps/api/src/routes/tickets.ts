import type { EndpointKey } from '@retoma/api-client';
import {
  finishAttendanceInput,
  reopenTicketInput,
  ticketCountsQuery,
  ticketEmailInput,
  ticketIdInput,
  ticketInput,
  ticketListQuery,
  ticketProductCheckQuery,
  ticketWhatsappInput,
  transferTicketInput,
} from '@retoma/api-client/schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { requestLocale } from '../http/language';
import { translateServerMessage } from '../http/messages';
import { pathId, readInput, readQuery } from '../http/validate';
import { callerOf } from '../services/tickets/access';
import { attendTicket, cancelAttendance } from '../services/tickets/attend';
import { finishAttendance } from '../services/tickets/finish';
import { checkTicketProduct, countTickets, listTickets, type TicketTab } from '../services/tickets/list';
import { reopenTicket, transferTicket } from '../services/tickets/manage';
import { sendEmail, sendWhatsapp } from '../services/tickets/messages';
import { getTicketDetail } from '../services/tickets/read';
import { createTicket, deleteTicket, updateTicket } from '../services/tickets/write';

export const callerFor = (c: Context<AppEnv>) => callerOf(c.var.company, c.var.userId);

/** A refusal answered with 200 (someone else attends the ticket, the lead already has one open) reads in the request's language too. */
function inRequestLanguage(c: Context<AppEnv>, message: string): string {
  c.header('Vary', 'Accept-Language', { append: true });
  return translateServerMessage(message, requestLocale(c));
}

/** Tickets: the three lists and their counters, create / edit / delete, and the attendance flow. */
export function ticketRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);

  const tabs: Array<[EndpointKey, TicketTab]> = [
    ['GET /tickets', 'todos'],
    ['GET /ticketsAbertos', 'abertos'],
    ['GET /ticketsFechados', 'fechados'],
  ];
  for (const [key, tab] of tabs) {
    endpoint(key, async (c) => {
      const q = readQuery(c, ticketListQuery);
      return c.json({ data: await listTickets(c.var.deps.db, await callerFor(c), tab, q) });
    });
  }
  endpoint('GET /ticketsNum', async (c) => {
    const q = readQuery(c, ticketCountsQuery);
    return c.json({ data: await countTickets(c.var.deps.db, await callerFor(c), q) });
  });
  endpoint('GET /verificaTicketProduto', async (c) => {
    const q = readQuery(c, ticketProductCheckQuery);
    const check = await checkTicketProduct(c.var.deps.db, await callerFor(c), q);
    return c.json({ data: check.message === null ? check : { ...check, message: inRequestLanguage(c, check.message) } });
  });
  endpoint('GET /tickets/:id', async (c) => c.json({ data: await getTicketDetail(c.var.deps.db, await callerFor(c), pathId(c)) }));
  endpoint('POST /tickets', async (c) => {
    const input = await readInput(c, ticketInput);
    return c.json({ data: await createTicket(c.var.deps.db, await callerFor(c), input) }, 201);
  });
  endpoint('PUT /tickets/:id', async (c) => {
    const id = pathId(c);
    const input = await readInput(c, ticketInput);
    return c.json({ data: await updateTicket(c.var.deps.db, await callerFor(c), id, input) });
  });
  endpoint('DELETE /tickets/:id', async (c) => {
    await deleteTicket(c.var.deps.db, await callerFor(c), pathId(c));
    return c.body(null, 204);
  });

  endpoint('POST /atender-ticket', async (c) => {
    const { id } = await readInput(c, ticketIdInput);
    const result = await attendTicket(c.var.deps.db, await callerFor(c), id);
    return c.json({ data: result.status === 'ok' ? result : { ...result, msg: inRequestLanguage(c, result.msg) } });
  });
  endpoint('POST /cancelar-atendimento-ticket', async (c) => {
    const { id } = await readInput(c, ticketIdInput);
    return c.json({ data: await cancelAttendance(c.var.deps.db, await callerFor(c), id) });
  });
  endpoint('POST /atendimentos', async (c) => {
    const input = await readInput(c, finishAttendanceInput);
    return c.json({ data: await finishAttendance(c.var.deps.db, await callerFor(c), input) }, 201);
  });
  endpoint('POST /ticket-send-whatsapp', async (c) => {
    const input = await readInput(c, ticketWhatsappInput);
    return c.json({ data: await sendWhatsapp(c.var.deps.db, await callerFor(c), input) });
  });
  endpoint('POST /ticket-send-email', async (c) => {
    const input = await readInput(c, ticketEmailInput);
    return c.json({ data: await sendEmail(c.var.deps.db, c.var.deps.mailer, await callerFor(c), input) });
  });
  endpoint('POST /ticketsTransferir', async (c) => {
    const input = await readInput(c, transferTicketInput);
    return c.json({ data: await transferTicket(c.var.deps.db, await callerFor(c), input) });
  });
  endpoint('POST /ticketsReabrir', async (c) => {
    const input = await readInput(c, reopenTicketInput);
    return c.json({ data: await reopenTicket(c.var.deps.db, await callerFor(c), input) });
  });

  return app;
}
