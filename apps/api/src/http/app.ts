import type { ErrorBody } from '@retoma/api-client';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { z } from 'zod';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { agendaRoutes } from '../routes/agenda';
import { auditRoutes } from '../routes/audit';
import { bookingPublicRoutes } from '../routes/booking';
import { campaignListRoutes } from '../routes/campaignLists';
import { commissionRoutes } from '../routes/commissions';
import { extensionRoutes } from '../routes/extensions';
import { campaignRoutes } from '../routes/campaigns';
import { campaignStepRoutes } from '../routes/campaignSteps';
import { recoveryRulesRoutes } from '../routes/recoveryRules';
import { salesLinkRoutes } from '../routes/salesLinks';
import { conquistaRoutes } from '../routes/conquistas';
import { contaRoutes } from '../routes/contas';
import { dashboardRoutes } from '../routes/dashboard';
import { identityRoutes } from '../routes/identity';
import { imageRoutes } from '../routes/images';
import { notificationRoutes } from '../routes/notifications';
import { passwordResetRoutes } from '../routes/passwordReset';
import { planRoutes } from '../routes/plans';
import { productRoutes } from '../routes/products';
import { selectRoutes } from '../routes/selects';
import { sessionRoutes } from '../routes/session';
import { settingsRoutes } from '../routes/settings';
import { ticketOptionRoutes } from '../routes/ticketOptions';
import { ticketRoutes } from '../routes/tickets';
import { userRoutes } from '../routes/users';
import { leadRoutes } from '../routes/leads';
import { reportRoutes } from '../routes/reports';
import { trackingRoutes } from '../routes/tracking';
import { webhookRoutes } from '../routes/webhooks';
import { whatsappCampaignRoutes } from '../routes/whatsappCampaign';
import { whatsappListRoutes } from '../routes/whatsappLists';
import { transactionRoutes } from '../routes/transactions';
import { whatsappCampaignPublicRoutes } from '../routes/whatsappCampaignPublic';
import { presenceRecorder, type PresenceRecorder } from '../services/presence';
import { companyScope } from './company';
import { bodyCapFor, JSON_BODY_CAP, UPLOAD_BODY_CAP, type BodyCaps } from './bodyCaps';
import type { AppEnv, Deps } from './context';
import { HttpError } from './errors';
import { requestLocale } from './language';
import { translateErrorBody } from './messages';
import { applyMethodOverride, BODY_TOO_LARGE_MESSAGE } from './methodOverride';
import { databaseRateLimits, type RateLimitStore } from './rateLimit';
import { withCommonHeaders } from './securityHeaders';
import { isUnwritablePath } from './validate';

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
  /** The cap of the routes that take an image (http/bodyCaps.ts). */
  maxUploadBytes?: number;
  /** Where rate limits count: the database by default (shared by every process), memory in tests. */
  rateLimits?: RateLimitStore;
  /** Who is at work: made here by default; the server makes it, so it can forget people when told (db/changes.ts). */
  presence?: PresenceRecorder;
}

/**
 * Every error body leaves through here: its messages are written in pt (the schemas', zod's and the server's own);
 * a client that asked for another of our languages reads them in it.
 */
function errorJson(c: Context, body: ErrorBody, status: ContentfulStatusCode) {
  c.header('Vary', 'Accept-Language', { append: true });
  return c.json(translateErrorBody(body, requestLocale(c)), status);
}

/**
 * The path as the request log may keep it: a route whose path carries a secret (a password-reset token, an
 * image's unguessable address) is logged by its pattern, `/api/master/find/:token`, never by the token.
 */
function loggablePath(c: Context): string {
  const secretRoute = matchedRoutes(c).find((route) => route.path.includes(':token'));
  return secretRoute ? secretRoute.path : c.req.path;
}

/** Messages zod writes itself (a wrong type, a missing field without its own message) are in Portuguese too. */
z.config(z.locales.pt());

/** The API, mounted under /api. Company routes live at /api/{company_slug}/...; session calls at /api/master/... */
export function createApp(deps: Deps, options: AppOptions = {}) {
  const caps: BodyCaps = { json: options.maxBodyBytes ?? JSON_BODY_CAP, upload: options.maxUploadBytes ?? UPLOAD_BODY_CAP };
  const limits = options.rateLimits ?? databaseRateLimits(deps.db);
  const presence = options.presence ?? presenceRecorder(deps.db);
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('deps', deps);
    c.set('limits', limits);
    c.set('presence', presence);
    await next();
    options.log?.({
      method: c.req.method,
      path: loggablePath(c),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      company: c.get('company')?.slug,
      user: c.get('userId'),
    });
  });
  // A GET or HEAD has no body to limit (the Request cannot carry one); asking for it would make the server build
  // the full Request object, its headers and abort signal, on every list call.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : bodyLimit({
          maxSize: bodyCapFor(c.req.path, caps),
          onError: (limited) => errorJson(limited, { message: BODY_TOO_LARGE_MESSAGE }, 413),
        })(c, next),
  );

  // A path naming nothing that can exist (a NUL, broken percent-encoding) is a 404 before any lookup by it.
  app.use('/api/*', async (c, next) => {
    if (isUnwritablePath(new URL(c.req.url).pathname)) return errorJson(c, { error: 'not_found', message: 'Recurso não encontrado.' }, 404);
    await next();
  });

  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.route('/api/master', sessionRoutes());
  app.route('/api/master', passwordResetRoutes());
  app.route('/api/master', imageRoutes());
  // Sales platforms post their events here: no session, the account's key and token identify the sender.
  app.route('/api/webhooks', webhookRoutes());
  // Campaign e-mails' open pixel, tracked links and unsubscribe page: reached by recipients, named by the send.
  app.route('/api/t', trackingRoutes());
  // The scheduling campaigns' public booking page: reached by leads, the campaign's token names it.
  app.route('/api/public', bookingPublicRoutes());
  // Public forms of campaigns, embedded on the company's own pages: named by the campaign's token.
  app.route('/api/public', whatsappCampaignPublicRoutes());

  const company = new Hono<AppEnv>();
  // `master` is the identity of session calls, never a company: its unknown paths are plain 404s.
  company.use('*', async (c, next) => {
    if (c.req.param('company') === 'master') return errorJson(c, { error: 'not_found', message: 'Recurso não encontrado.' }, 404);
    await next();
  });
  // The token, the company and the membership: one round trip (http/company.ts).
  company.use('*', companyScope);
  company.route('/', identityRoutes());
  company.route('/', userRoutes());
  company.route('/', settingsRoutes());
  company.route('/', contaRoutes());
  company.route('/', conquistaRoutes());
  company.route('/', productRoutes());
  company.route('/', ticketOptionRoutes());
  company.route('/', selectRoutes());
  company.route('/', ticketRoutes());
  company.route('/', agendaRoutes());
  company.route('/', dashboardRoutes());
  company.route('/', notificationRoutes());
  company.route('/', auditRoutes());
  company.route('/', salesLinkRoutes());
  company.route('/', planRoutes());
  company.route('/', campaignRoutes());
  company.route('/', campaignStepRoutes());
  company.route('/', recoveryRulesRoutes());
  company.route('/', campaignListRoutes());
  company.route('/', whatsappCampaignRoutes());
  company.route('/', whatsappListRoutes());
  company.route('/', transactionRoutes());
  company.route('/', extensionRoutes());
  company.route('/', commissionRoutes());
  company.route('/', leadRoutes());
  company.route('/', reportRoutes());
  app.route('/api/:company', company);

  app.notFound((c) => errorJson(c, { error: 'not_found', message: 'Recurso não encontrado.' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return errorJson(c, { message: error.message, ...error.body }, error.status);
    }
    // Two writes raced for the same unique value: the second one is told, not given a 500.
    if (isUniqueViolation(error)) return errorJson(c, { message: 'Registro duplicado: já existe um registro com estes dados.' }, 409);
    // A delete of something still referenced (an origin used by tickets, a status used by attendances): refused,
    // never cascaded into history.
    if (isForeignKeyViolation(error))
      return errorJson(
        c,
        { message: 'Este registro está em uso por outros registros e não pode ser removido. Desative-o em vez disso.' },
        409,
      );
    deps.log.error('unhandled error', { method: c.req.method, path: c.req.path, error: error instanceof Error ? error : String(error) });
    return errorJson(c, { error: 'server_error', message: 'Erro interno do servidor.' }, 500);
  });

  return {
    app,
    /** Method spoofing happens before routing. */
    fetch: async (request: Request, env?: unknown) => {
      const started = performance.now();
      const prepared = await applyMethodOverride(request, bodyCapFor(new URL(request.url).pathname, caps));
      if (!(prepared instanceof Response)) return withCommonHeaders(await app.fetch(prepared, env));
      // Refused before routing (413): still one log line, like every other request.
      const { pathname } = new URL(request.url);
      options.log?.({
        method: request.method,
        path: pathname,
        status: prepared.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
      return withCommonHeaders(prepared);
    },
  };
}
