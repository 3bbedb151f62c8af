import type { PermissionRules } from '@retoma/api-client';
import type { ServerConfig } from '../config';
import type { TokenService } from '../auth/tokens';
import type { Database } from '../db/client';
import type { Logger } from '../log';
import type { Mailer } from '../mail/mailer';
import type { PresenceRecorder } from '../services/presence';
import type { RateLimitStore } from './rateLimit';

/** `jwtSecret` also keys the signatures of campaign e-mails' tracked links (engine/tracking.ts). */
export type DepsConfig = Pick<
  ServerConfig,
  'accessTokenTtl' | 'publicUrl' | 'resetTokenTtl' | 'inviteTokenTtl' | 'trustProxy' | 'jwtSecret' | 'zenviaUrl'
>;

export interface Deps {
  db: Database;
  tokens: TokenService;
  config: DepsConfig;
  log: Logger;
  mailer: Mailer;
}

export interface CompanyScope {
  id: number;
  slug: string;
  name: string;
  /** The company's IANA time zone: every day, period and month the server counts is in it. */
  timeZone: string;
  roleId: number;
  role: string;
  /** The products the role may work with; null when it may work with all (services/tickets/access.ts). */
  produtos: number[] | null;
  rules: PermissionRules;
}

/** Hono's typed context: what middleware has established for the handlers after it. */
export interface AppEnv {
  Variables: {
    deps: Deps;
    userId: number;
    tokenId: string;
    company: CompanyScope;
    /** Where the rate limits count attempts (http/rateLimit.ts). */
    limits: RateLimitStore;
    /** Records who is at work, and in which language (services/presence.ts). */
    presence: PresenceRecorder;
  };
}
