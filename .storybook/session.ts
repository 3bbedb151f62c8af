import type { createStore } from 'jotai';
import {
  accessTokenAtom,
  companyContextAtom,
  keyboardShortcutsAtom,
  menuCollapsedAtom,
  screenLockedAtom,
} from '../apps/backoffice/src/session/atoms';

/** A story's session: logged out by default; `{ token, company }` for screens behind the login (`token: ''` logs out a story whose meta logs in). */
export interface StorySession {
  token?: string;
  company?: string;
}

export function storySessionInit(store: ReturnType<typeof createStore>, session: StorySession | undefined) {
  store.set(accessTokenAtom, session?.token || null);
  store.set(companyContextAtom, session?.company ?? null);
  // Stored atoms read localStorage once, when their module loads, and again only once mounted: a lock left by an
  // earlier story file (the lock screen's) would send every screen of the next file to /pages/lock-screen, and a
  // story that turns the shortcuts off raced their mounting (in the built Storybook the play pressed `?` first).
  // Each device preference is read again now, after the story's own beforeEach, which may set one on purpose.
  store.set(screenLockedAtom, localStorage.getItem('screenLocked') === 'true');
  store.set(keyboardShortcutsAtom, localStorage.getItem('keyboardShortcuts') !== 'false');
  store.set(menuCollapsedAtom, localStorage.getItem('menuCollapsed') === 'true');
}
