import type { createStore } from 'jotai';
import { accessTokenAtom, companyContextAtom } from '../apps/backoffice/src/session/atoms';

/** A story's session: logged out by default; `{ token, company }` for screens behind the login (`token: ''` logs out a story whose meta logs in). */
export interface StorySession {
  token?: string;
  company?: string;
}

export function storySessionInit(store: ReturnType<typeof createStore>, session: StorySession | undefined) {
  store.set(accessTokenAtom, session?.token || null);
  store.set(companyContextAtom, session?.company ?? null);
}
