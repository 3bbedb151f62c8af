import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireUser } from './auth';
import { companyScope } from './company';
import type { AppEnv, Deps } from './context';
import { HttpError } from './errors';
import { applyMethodOverride } from './methodOverride';
import { identityRoutes } from '../routes/identity';
import { sessionRoutes } from '../routes/session';

export interface RequestLog {
  method: string;
  path: string;
  status: number;
  ms: number;
  company?: string;
  user?: number;
}

export interface AppOptions {
  /** Receives one structured line per request; never tokens, bodies or passwords. */
  log?: (entry: RequestLog) => void;
  /** Request body cap in bytes (413 above it). */
  maxBodyBytes?: number;
}

/** The API, mounted under /api. Company routes live at /api/{company_slug}/...; session calls at /api/master/... */
export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('deps', deps);
    await next();
    options.log?.({
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      company: c.get('company')?.slug,
      user: c.get('userId'),
    });
  });
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: options.maxBodyBytes ?? 10 * 1024 * 1024,
      onError: (c) => c.json({ message: 'O conteúdo enviado é grande demais.' }, 413),
    }),
  );

  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.route('/api/master', sessionRoutes());

  const company = new Hono<AppEnv>();
  company.use('*', requireUser, companyScope);
  company.route('/', identityRoutes());
  app.route('/api/:company', company);

  app.notFound((c) => c.json({ error: 'not_found', message: 'Recurso não encontrado.' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json({ message: error.message, ...error.body }, error.status);
    }
    console.error(error);
    return c.json({ error: 'server_error', message: 'Erro interno do servidor.' }, 500);
  });

  return {
    app,
    /** Method spoofing happens before routing. */
    fetch: async (request: Request, env?: unknown) => app.fetch(await applyMethodOverride(request), env),
  };
}
