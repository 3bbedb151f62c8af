import { hotmart } from './hotmart';
import type { PlatformAdapter } from './types';

export type { EventType, NormalisedEvent, PlatformAdapter } from './types';

/**
 * The platforms whose webhooks the server receives, by `integracoes.slug`. Adding one (Kiwify, Eduzz) is writing
 * its adapter (how its requests carry the account's token, and its JSON turned into normalised events) and
 * listing it here; the engine and the webhook route stay as they are.
 */
export const PLATFORMS: ReadonlyMap<string, PlatformAdapter> = new Map([hotmart].map((adapter) => [adapter.slug, adapter]));
