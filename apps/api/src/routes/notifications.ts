import { notificationListQuery } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { readQuery } from '../http/validate';
import { listNotifications, markAllRead, unreadNotifications } from '../services/notifications';

/** The caller's notifications in this company: the last week's, the unread ones, and marking them read. */
export function notificationRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);

  endpoint('GET /notifications/todas', async (c) => {
    const q = readQuery(c, notificationListQuery);
    return c.json({ data: await listNotifications(c.var.deps.db, c.var.company.id, c.var.userId, q) });
  });
  endpoint('GET /notifications/nlidas', async (c) =>
    c.json({ data: await unreadNotifications(c.var.deps.db, c.var.company.id, c.var.userId) }),
  );
  // A POST: it changes state (the predecessor used GET, which caches and prefetchers may repeat).
  endpoint('POST /notifications/setlidas', async (c) => c.json({ data: await markAllRead(c.var.deps.db, c.var.company.id, c.var.userId) }));

  return app;
}
