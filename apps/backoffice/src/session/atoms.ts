import type { PermissionRules } from '@retoma/api-client';
import type { Direction, ThemeName } from '@retoma/ui';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Storage keys are the spec's: `accessToken`, `userInfo`, `permissoes`, `companyContext`. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  userInfo: 'userInfo',
  permissions: 'permissoes',
  companyContext: 'companyContext',
} as const;

/** The logged-in user as kept locally (spec §3). */
export interface UserInfo {
  uid: number;
  displayName: string;
  email: string;
  photoURL: string | null;
  status: 'online' | 'offline';
  userRole: string;
  permissoes: string[];
  ramal: string | null;
  menu_rapido: string[];
  companies: Array<{ slug: string; name: string; role_name: string; status: string }>;
  autenticado: boolean;
}

// jotai's default storage is the window's localStorage, and none where there is no window (a public page pre-rendered
// at build time, src/prerender.tsx): every atom then starts from its default, as on a first visit.
const json = createJSONStorage<unknown>();
const storage = <T>() => json as unknown as ReturnType<typeof createJSONStorage<T>>;
const init = { getOnInit: true };

export const accessTokenAtom = atomWithStorage<string | null>(STORAGE_KEYS.accessToken, null, storage<string | null>(), init);
export const userInfoAtom = atomWithStorage<UserInfo | null>(STORAGE_KEYS.userInfo, null, storage<UserInfo | null>(), init);
export const permissionRulesAtom = atomWithStorage<PermissionRules | null>(
  STORAGE_KEYS.permissions,
  null,
  storage<PermissionRules | null>(),
  init,
);
export const companyContextAtom = atomWithStorage<string | null>(STORAGE_KEYS.companyContext, null, storage<string | null>(), init);

/**
 * The lock screen is on: the session (token, user) is kept, but every page behind the login sends the person to
 * /pages/lock-screen until they type their password again. Kept across reloads; a new login or a logout clears it.
 */
export const screenLockedAtom = atomWithStorage<boolean>('screenLocked', false, storage<boolean>(), init);

export const themeNameAtom = atomWithStorage<ThemeName>('theme', 'light', storage<ThemeName>(), init);
export const directionAtom = atomWithStorage<Direction>('direction', 'ltr', storage<Direction>(), init);

/**
 * Whether the desk's one-key shortcuts (n, a, w, f, ?) listen. WCAG 2.1.4: a shortcut made of one character must
 * be possible to turn off — for speech input, where a spoken word types letters, and for anyone who presses keys
 * by accident. On by default, switched in the preferences; remembered on this device.
 */
export const keyboardShortcutsAtom = atomWithStorage<boolean>('keyboardShortcuts', true, storage<boolean>(), init);

/** The side menu shows icons only; remembered across visits. */
export const menuCollapsedAtom = atomWithStorage<boolean>('menuCollapsed', false, storage<boolean>(), init);
