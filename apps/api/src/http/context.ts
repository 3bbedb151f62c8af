import type { PermissionRules } from '@retoma/api-client';
import type { ServerConfig } from '../config';
import type { TokenService } from '../auth/tokens';
import type { Database } from '../db/client';

export interface Deps {
  db: Database;
  tokens: TokenService;
  config: Pick<ServerConfig, 'accessTokenTtl'>;
}

export interface CompanyScope {
  id: number;
  slug: string;
  name: string;
  role: string;
  rules: PermissionRules;
}

/** Hono's typed context: what middleware has established for the handlers after it. */
export interface AppEnv {
  Variables: {
    deps: Deps;
    userId: number;
    tokenId: string;
    company: CompanyScope;
  };
}
