/**
 * Where to go after logging in, registering or unlocking: the page that asked for it (`?redirect=`), else the
 * company panel. Only paths of this app are accepted: an open redirect would let a link send users elsewhere
 * after they typed their password.
 */
export function safeRedirect(params: URLSearchParams, fallback = '/'): string {
  const redirect = params.get('redirect');
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\') ? redirect : fallback;
}

/** `?redirect=` for a link to another auth page, keeping where the person wanted to go. */
export function redirectQuery(params: URLSearchParams): string {
  const redirect = params.get('redirect');
  return redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '';
}

/** What `/login` shows when another page sends the person there (router state `{ notice }`). */
export type LoginNotice = 'passwordReset';

export interface LoginLocationState {
  notice?: LoginNotice;
  /** The account the notice is about: the login form starts with it. */
  email?: string;
}

/** The router state of /login, read defensively (history entries can hold anything). */
export function loginStateOf(state: unknown): LoginLocationState {
  if (typeof state !== 'object' || state === null) return {};
  return {
    notice: 'notice' in state && state.notice === 'passwordReset' ? 'passwordReset' : undefined,
    email: 'email' in state && typeof state.email === 'string' ? state.email : undefined,
  };
}
