import { z } from 'zod';

/** Messages are pt, the product's source language; the app shows the server's message on the field. */
export const loginInput = z.object({
  username: z.email({ error: 'Informe um e-mail válido.' }),
  password: z.string().min(1, { error: 'Informe a senha.' }),
});
export type LoginInput = z.infer<typeof loginInput>;

export const registerInput = z.object({
  name: z.string().trim().min(2, { error: 'Informe seu nome.' }).max(120),
  email: z.email({ error: 'Informe um e-mail válido.' }),
  password: z.string().min(8, { error: 'A senha deve ter ao menos 8 caracteres.' }).max(200),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const refreshInput = z.object({ accessToken: z.string().min(1) });
export type RefreshInput = z.infer<typeof refreshInput>;
