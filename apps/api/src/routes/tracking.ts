import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { envioEventos, envios } from '../db/schema';
import { optOut } from '../engine/optOut';
import { whatsappAddressOfSend } from '../engine/render';
import { trackingKeys, validSignature } from '../engine/tracking';
import type { AppEnv } from '../http/context';
import { escapeHtml } from '../html/sanitize';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A small page for the recipient (they are no user of the app): pt, like the e-mail that brought them. */
function page(title: string, body: string) {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2933;line-height:1.5"><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</body></html>`;
}

/**
 * What the recipients of campaign e-mails reach, without a session (the send's unguessable `rastreio` names it):
 * `GET /api/t/o/{rastreio}.gif` the open pixel, `GET /api/t/c/{rastreio}?u=&s=` a tracked link (signed: only the
 * addresses of the e-mail redirect), `GET /api/t/w/{rastreio}` an SMS's "Mensagem no WhatsApp" (to the wa.me chat of
 * its step), `GET /api/t/u/{rastreio}` the unsubscribe page and `POST` the opt-out itself
 * (a GET changes nothing: mail scanners follow links; mail readers' one-click unsubscribe posts).
 */
export function trackingRoutes() {
  const app = new Hono<AppEnv>();
  const sendOf = async (db: AppEnv['Variables']['deps']['db'], rastreio: string) => {
    if (!UUID.test(rastreio)) return undefined;
    const [send] = await db.select({ id: envios.id, companyId: envios.companyId }).from(envios).where(eq(envios.rastreio, rastreio));
    return send;
  };

  app.get('/o/:file', async (c) => {
    const rastreio = c.req.param('file').replace(/\.gif$/, '');
    const send = await sendOf(c.var.deps.db, rastreio);
    if (send) await c.var.deps.db.insert(envioEventos).values({ companyId: send.companyId, envioId: send.id, evento: 'aberto' });
    // Always the pixel: an unknown id learns nothing either.
    return c.body(PIXEL, 200, { 'content-type': 'image/gif', 'cache-control': 'no-store, max-age=0' });
  });

  app.get('/c/:rastreio', async (c) => {
    const { deps } = c.var;
    const rastreio = c.req.param('rastreio');
    const url = c.req.query('u') ?? '';
    const keys = trackingKeys(deps.config.publicUrl, deps.config.jwtSecret);
    const send = await sendOf(deps.db, rastreio);
    if (!send || !/^https?:\/\//i.test(url) || !validSignature(keys, rastreio, url, c.req.query('s') ?? ''))
      return c.html(page('Link inválido', '<p>Este link não é válido. Confira o endereço na mensagem que você recebeu.</p>'), 404);
    await deps.db.insert(envioEventos).values({ companyId: send.companyId, envioId: send.id, evento: 'clicou', detalhe: url });
    return c.redirect(url, 302);
  });

  app.get('/w/:rastreio', async (c) => {
    const { db } = c.var.deps;
    const rastreio = c.req.param('rastreio');
    const target = UUID.test(rastreio) ? await whatsappAddressOfSend(db, rastreio) : null;
    if (!target)
      return c.html(page('Link inválido', '<p>Este link não é válido. Confira o endereço na mensagem que você recebeu.</p>'), 404);
    await db.insert(envioEventos).values({ companyId: target.companyId, envioId: target.envioId, evento: 'clicou', detalhe: target.url });
    return c.redirect(target.url, 302);
  });

  app.get('/u/:rastreio', async (c) => {
    const rastreio = c.req.param('rastreio');
    if (!(await sendOf(c.var.deps.db, rastreio)))
      return c.html(page('Link inválido', '<p>Este link não é válido. Confira o endereço na mensagem que você recebeu.</p>'), 404);
    return c.html(
      page(
        'Cancelar o recebimento',
        `<p>Confirme para não receber mais mensagens desta empresa.</p><form method="post" action="/api/t/u/${escapeHtml(rastreio)}"><button type="submit" style="font-size:1rem;padding:.6rem 1.2rem">Não quero mais receber</button></form>`,
      ),
    );
  });

  app.post('/u/:rastreio', async (c) => {
    const rastreio = c.req.param('rastreio');
    if (!UUID.test(rastreio) || !(await optOut(c.var.deps.db, rastreio)))
      return c.html(page('Link inválido', '<p>Este link não é válido. Confira o endereço na mensagem que você recebeu.</p>'), 404);
    return c.html(page('Pronto', '<p>Você não receberá mais mensagens desta empresa.</p>'));
  });

  return app;
}
