import type { HttpClient } from '../client';
import { MASTER_IDENTITY } from '../client';
import type { RememberInput, ResetInput } from '../schemas/identity';
import type { LoginInput, RegisterInput } from '../schemas/session';
import type { CurrentUser, DataEnvelope, LoginResponse, MessageResponse, RegisterResponse, ResetTokenInfo } from '../types';
import { defineResource, responseSchemas } from './define';

/** Signing in and out, the password reset, and the caller as seen from the current company. */
export const sessionResource = defineResource({
  endpoints: {
    'GET /user': 'public',
  },
  responses: async () => {
    const { dataOf, NO_BODY, currentUserSchema, loginResponseSchema, messageResponseSchema, registerResponseSchema, resetTokenInfoSchema } =
      await responseSchemas();
    return {
      login: loginResponseSchema,
      register: registerResponseSchema,
      remember: messageResponseSchema,
      findResetToken: resetTokenInfoSchema,
      resetPassword: messageResponseSchema,
      me: dataOf(currentUserSchema),
      logout: NO_BODY,
    };
  },
  create(http: HttpClient) {
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
      /** Creates the account and stores its token: the new user is logged in, as after `login`. */
      async register(input: RegisterInput, signal?: AbortSignal): Promise<RegisterResponse> {
        const response = await http.request<RegisterResponse>('register', {
          method: 'POST',
          identity: MASTER_IDENTITY,
          body: input,
          signal,
          skipAuthRefresh: true,
        });
        http.setToken(response.accessToken);
        return response;
      },
      /**
       * `POST /remember`: asks for a password reset link. The answer is the same whether or not the e-mail has an
       * account, so it says nothing about who is a user.
       */
      remember: (input: RememberInput, signal?: AbortSignal) =>
        http.request<MessageResponse>('remember', {
          method: 'POST',
          identity: MASTER_IDENTITY,
          body: input,
          signal,
          skipAuthRefresh: true,
        }),
      /** `GET /find/{token}`: the e-mail of a usable reset token; `NotFoundError` when it is unknown, spent or expired. */
      findResetToken: (token: string, signal?: AbortSignal) =>
        http.request<ResetTokenInfo>(`find/${encodeURIComponent(token)}`, { identity: MASTER_IDENTITY, signal, skipAuthRefresh: true }),
      /**
       * `POST /reset`: sets the new password and spends the token. A token that expired meanwhile is a
       * `ValidationError` on `token`; every session of the user is revoked by the server.
       */
      resetPassword: (input: ResetInput, signal?: AbortSignal) =>
        http.request<MessageResponse>('reset', { method: 'POST', identity: MASTER_IDENTITY, body: input, signal, skipAuthRefresh: true }),
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
  },
});
