import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { avatarByToken } from '../services/profile';

/**
 * `GET /api/master/avatars/{token}`: an uploaded profile photo. No session: `<img>` sends none, and the token is
 * unguessable (like a CDN address). Served as an inert image: never sniffed as another type, no scripts.
 */
export function avatarRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/avatars/:token', async (c) => {
    const token = c.req.param('token');
    const avatar = /^[\w-]{1,80}$/.test(token) ? await avatarByToken(c.var.deps.db, token) : null;
    if (!avatar) throw notFound('Foto não encontrada.');
    return c.body(new Uint8Array(avatar.bytes), 200, {
      'Content-Type': avatar.mime,
      // A new photo gets a new address, so this one never changes.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
  return app;
}
