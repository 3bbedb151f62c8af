import { Hono } from 'hono';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { logoByToken } from '../services/company';
import { proofByToken } from '../services/commissions/proof';
import { badgeByToken } from '../services/conquistas';
import type { ServedImage } from '../services/images';
import { avatarByToken } from '../services/profile';

/**
 * Uploaded images: `GET /api/master/avatars/{token}` (profile photos), `GET /api/master/selos/{token}`
 * (achievement badges), `GET /api/master/logos/{token}` (company logos) and `GET /api/master/comprovantes/{token}`
 * (the screenshots proving a commission). No session: `<img>` sends none, and the token is unguessable (like a CDN address).
 * Served as inert images: never sniffed as another type, no scripts.
 */
export function imageRoutes() {
  const app = new Hono<AppEnv>();
  const serve = (folder: string, find: (db: Database, token: string) => Promise<ServedImage | null>, missing: string) =>
    app.get(`/${folder}/:token`, async (c) => {
      const token = c.req.param('token');
      const image = /^[\w-]{1,80}$/.test(token) ? await find(c.var.deps.db, token) : null;
      if (!image) throw notFound(missing);
      return c.body(new Uint8Array(image.bytes), 200, {
        'Content-Type': image.mime,
        // A new image gets a new address, so this one never changes.
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
    });
  serve('avatars', avatarByToken, 'Foto não encontrada.');
  serve('selos', badgeByToken, 'Selo não encontrado.');
  serve('logos', logoByToken, 'Logotipo não encontrado.');
  serve('comprovantes', proofByToken, 'Imagem não encontrada.');
  return app;
}
