import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
}

const number = (value: string | undefined, fallback: number) => (value && Number.isFinite(Number(value)) ? Number(value) : fallback);

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
  return {
    port: number(env.PORT, 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: loadSecret(dataDir, env.RETOMA_JWT_SECRET),
    accessTokenTtl: number(env.RETOMA_ACCESS_TOKEN_TTL, 60 * 60),
    refreshWindow: number(env.RETOMA_REFRESH_WINDOW, 14 * 24 * 60 * 60),
    staticDir: env.RETOMA_STATIC_DIR ? path.resolve(env.RETOMA_STATIC_DIR) : undefined,
    logRequests: env.RETOMA_LOG !== '0',
  };
}
