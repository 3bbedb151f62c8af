import type { HttpClient } from '../client';
import { MASTER_IDENTITY } from '../client';
import type { LoginInput, RegisterInput } from '../schemas/session';
import type { CurrentUser, DataEnvelope, LoginResponse, RegisterResponse } from '../types';

export function sessionResource(http: HttpClient) {
  return {
    /** Stores the new token: a new session starts. */
    async login(input: LoginInput, signal?: AbortSignal): Promise<LoginResponse> {
      const response = await http.request<LoginResponse>('login', {
        method: 'POST',
        identity: MASTER_IDENTITY,
        body: input,
        signal,
        skipAuthRefresh: true,
      });
      http.setToken(response.access_token);
      return response;
    },
    register: (input: RegisterInput, signal?: AbortSignal) =>
      http.request<RegisterResponse>('register', { method: 'POST', identity: MASTER_IDENTITY, body: input, signal, skipAuthRefresh: true }),
    /** The user as seen from the current company (or master for the company panel). */
    me: async (signal?: AbortSignal, identity?: string) =>
      (await http.request<DataEnvelope<CurrentUser>>('user', { signal, identity })).data,
    /** Revokes the token on the server, then forgets it here whatever the answer. */
    async logout(): Promise<void> {
      try {
        await http.request('logout', { method: 'POST', identity: MASTER_IDENTITY, skipAuthRefresh: true });
      } finally {
        http.setToken(null);
      }
    },
  };
}
