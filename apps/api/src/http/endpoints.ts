import { ENDPOINT_PERMISSIONS, type EndpointKey } from '@retoma/api-client';
import type { Handler, Hono } from 'hono';
import { requirePermission } from './company';
import type { AppEnv } from './context';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Splits a table key (`PUT /produtos/:id`) into its verb and path. */
export function parseEndpointKey(key: EndpointKey): { method: Method; path: string } {
  const [method, path] = key.split(' ') as [Method, string];
  return { method, path };
}

/**
 * Company routes are registered through this function only: the key names the route AND its permission
 * in ENDPOINT_PERMISSIONS (@retoma/api-client), so a route cannot exist without the permission the app's
 * guard also reads.
 */
export function endpoints(app: Hono<AppEnv>) {
  return function endpoint(key: EndpointKey, handler: Handler<AppEnv>) {
    const { method, path } = parseEndpointKey(key);
    app.on(method, path, requirePermission(ENDPOINT_PERMISSIONS[key]), handler);
  };
}
