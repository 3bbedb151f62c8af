import { whatsappFormInput } from '@retoma/api-client/schemas';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from '../http/context';
import { HttpError, notFound } from '../http/errors';
import { rateLimit } from '../http/rateLimit';
import { readInput } from '../http/validate';
import { escapeHtml } from '../html/sanitize';
import { enrolFromForm } from '../services/whatsappCampaign';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const THANKS = 'Recebemos seus dados. Em breve falaremos com você pelo WhatsApp.';

/** The page a lead sees after posting the plain HTML form (no script on the embedding page): pt, like the form. */
function page(title: string, body: string) {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2933;line-height:1.5"><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** A form post (the embedded HTML form) is answered with a page; a script's JSON post with JSON. */
const isFormPost = (c: Context<AppEnv>) => !(c.req.header('content-type') ?? '').includes('application/json');

/**
 * The WhatsApp campaign's public form, reached by leads on the company's own pages, without a session:
 * `POST /api/public/campanha_whatsapps/{token}` with nome, email, ddi and telefone. The campaign's unguessable token
 * names it; an unknown token, or a campaign or plan switched off, is a 404. Limited per address, as anyone can post.
 */
export function whatsappCampaignPublicRoutes() {
  const app = new Hono<AppEnv>();
  // A script on the company's own site may post JSON too: any origin, no credentials (the form needs no session).
  app.use('/campanha_whatsapps/:token', cors({ origin: '*', allowMethods: ['POST'], allowHeaders: ['Content-Type'], maxAge: 600 }));
  app.post('/campanha_whatsapps/:token', rateLimit({ name: 'whatsapp-form', windowMs: 10 * 60_000, perAddress: 20 }), async (c) => {
    const form = isFormPost(c);
    try {
      const token = c.req.param('token');
      if (!UUID.test(token)) throw notFound('Formulário não encontrado.');
      const input = await readInput(c, whatsappFormInput);
      await enrolFromForm(c.var.deps.db, token, input);
      return form ? c.html(page('Obrigado!', `<p>${escapeHtml(THANKS)}</p>`), 201) : c.json({ data: { mensagem: THANKS } }, 201);
    } catch (error) {
      if (!form || !(error instanceof HttpError) || (error.status !== 404 && error.status !== 422)) throw error;
      if (error.status === 404)
        return c.html(page('Formulário indisponível', '<p>Este formulário não está mais recebendo contatos.</p>'), 404);
      const messages = Object.values(error.body.errors ?? {}).flat();
      const items = messages.map((message) => `<li>${escapeHtml(message)}</li>`).join('');
      return c.html(page('Confira seus dados', `<ul>${items}</ul><p>Volte à página anterior e corrija.</p>`), 422);
    }
  });
  return app;
}
