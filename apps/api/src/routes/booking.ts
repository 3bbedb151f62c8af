import { bookingInput, bookingSlotsQuery } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { rateLimit } from '../http/rateLimit';
import { readInput, readQuery } from '../http/validate';
import { book, bookingPage, bookingSlots } from '../services/booking';

/**
 * The public booking page's calls, without a session (mounted at `/api/public`): the campaign's token names it.
 * `GET /agendamento/{token}` the page, `GET /agendamento/{token}/horarios?de&ate` the free slots, `POST
 * /agendamento/{token}` a booking (rate-limited per address and e-mail: each one writes a ticket).
 */
export function bookingPublicRoutes() {
  const app = new Hono<AppEnv>();
  const booking = rateLimit({ name: 'booking', windowMs: 60_000, perAddress: 20, perAccount: { field: 'email', limit: 5 } });

  app.get('/agendamento/:token', async (c) => c.json({ data: await bookingPage(c.var.deps.db, c.req.param('token')) }));
  app.get('/agendamento/:token/horarios', async (c) =>
    c.json({ data: await bookingSlots(c.var.deps.db, c.req.param('token'), readQuery(c, bookingSlotsQuery)) }),
  );
  app.post('/agendamento/:token', booking, async (c) => {
    const input = await readInput(c, bookingInput);
    return c.json({ data: await book(c.var.deps.db, c.req.param('token'), input) }, 201);
  });
  return app;
}
