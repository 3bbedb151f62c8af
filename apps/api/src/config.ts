import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded database and the generated secret; ignored by git. */
  dataDir: string;
  /** Any Postgres; when unset the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** Access token lifetime, seconds. */
  accessTokenTtl: number;
  /** How long after expiry a token may still be renewed, seconds. */
  refreshWindow: number;
  /** Built SPA to serve from the same origin, when present. */
  staticDir: string | undefined;
  logRequests: boolean;
  /** Address of the app as users reach it; links in e-mails point here. */
  publicUrl: string;
  /** Password reset link lifetime, seconds. */
  resetTokenTtl: number;
  /** Lifetime of the "choose your password" link sent with an invitation, seconds. */
  inviteTokenTtl: number;
  /** Local mode: e-mails are also written, whole, to the server log. */
  mailLog: boolean;
  /** Mail server that delivers the outbox (`smtp://user:password@host:587`); unset, e-mails stay in the outbox. */
  smtpUrl: string | undefined;
  /** Sender of every e-mail. */
  mailFrom: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits). Off by default, as the header is forgeable. */
  trustProxy: boolean;
  /** The recovery engine's worker runs inside the server (RETOMA_ENGINE_WORKER=0: only in its own processes). */
  engineWorker: boolean;
  /** Zenvia's SMS API: its address, the account's token and sender; without a token, SMS stay in the outbox. */
  zenviaUrl: string;
  zenviaToken: string | undefined;
  zenviaFrom: string;
  /** Server processes (node:cluster, `main.ts`): more than one only on PostgreSQL. */
  processes: number;
}

const number = (value: string | undefined, fallback: number) => (value && Number.isFinite(Number(value)) ? Number(value) : fallback);

/**
 * The default on PostgreSQL is a process per core, at most 8: each keeps a pool of 10 connections and one that
 * listens (db/changes.ts), and PostgreSQL's default allows 100.
 */
const MAX_DEFAULT_PROCESSES = 8;

/** RETOMA_PROCESSES, checked: PGlite lives inside the one process that opened its folder, so it is always 1 there. */
function processCount(given: string | undefined, postgres: boolean): number {
  if (!given) return postgres ? Math.min(availableParallelism(), MAX_DEFAULT_PROCESSES) : 1;
  const count = Number(given);
  if (!Number.isInteger(count) || count < 1) throw new Error(`RETOMA_PROCESSES=${given}: the number of server processes, 1 or more.`);
  if (count > 1 && !postgres) {
    throw new Error(
      `RETOMA_PROCESSES=${count} needs PostgreSQL (DATABASE_URL): the embedded PGlite lives inside the one process that opened its folder.`,
    );
  }
  return count;
}

/** The signing secret: RETOMA_JWT_SECRET, else one generated on first start and kept in the data folder. */
function loadSecret(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.RETOMA_DATA_DIR ?? path.join(process.cwd(), '.data'));
  const port = number(env.PORT, 3000);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: loadSecret(dataDir, env.RETOMA_JWT_SECRET),
    accessTokenTtl: number(env.RETOMA_ACCESS_TOKEN_TTL, 60 * 60),
    refreshWindow: number(env.RETOMA_REFRESH_WINDOW, 14 * 24 * 60 * 60),
    staticDir: env.RETOMA_STATIC_DIR ? path.resolve(env.RETOMA_STATIC_DIR) : undefined,
    logRequests: env.RETOMA_LOG !== '0',
    publicUrl: (env.RETOMA_PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/+$/, ''),
    resetTokenTtl: number(env.RETOMA_RESET_TOKEN_TTL, 60 * 60),
    inviteTokenTtl: number(env.RETOMA_INVITE_TOKEN_TTL, 7 * 24 * 60 * 60),
    mailLog: env.RETOMA_MAIL_LOG !== '0',
    smtpUrl: env.RETOMA_SMTP_URL || undefined,
    mailFrom: env.RETOMA_MAIL_FROM ?? 'Retoma <nao-responda@retoma.local>',
    trustProxy: env.RETOMA_TRUST_PROXY === '1',
    engineWorker: env.RETOMA_ENGINE_WORKER !== '0',
    zenviaUrl: env.RETOMA_ZENVIA_URL ?? 'https://api.zenvia.com',
    zenviaToken: env.RETOMA_ZENVIA_TOKEN || undefined,
    zenviaFrom: env.RETOMA_ZENVIA_FROM ?? 'retoma',
    processes: processCount(env.RETOMA_PROCESSES, Boolean(env.DATABASE_URL)),
  };
}
