import type { ListParams } from '@retoma/api-client';

/** The cache key of one page of a settings list: company, wire route, query. */
export type SettingsListKey = readonly [company: string, route: string, params: ListParams];

/** Whether a cache key belongs to `route`'s list (any page, any search) in any company. */
export const isSettingsListKey = (key: unknown, route: string): boolean => Array.isArray(key) && key[1] === route && key.length === 3;
