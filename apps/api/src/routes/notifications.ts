import { notificationListQuery, notificationPreferencesInput } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { readInput, readQuery } from '../http/validate';
import { getNotificationPreferences, saveNotificationPreferences } from '../services/notificationPreferences';
import { listNotifications, markAllRead, unreadNotifications } from '../services/notifications';

/**
 * The caller's notifications in this company: the last week's, the unread ones, marking them read, and the
 * channels each event goes to.
 */
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
  // The predecessor's paths, with its dummy id: the preferences are always the caller's own.
  endpoint('GET /notifications/1', async (c) =>
    c.json({ data: await getNotificationPreferences(c.var.deps.db, c.var.company.id, c.var.userId) }),
  );
  endpoint('PUT /confignotifications/1', async (c) => {
    const input = await readInput(c, notificationPreferencesInput);
    return c.json({ data: await saveNotificationPreferences(c.var.deps.db, c.var.company.id, c.var.userId, input) });
  });

  return app;
}
