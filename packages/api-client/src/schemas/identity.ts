import { z } from 'zod';
import { PERMISSION_NAMES } from '../permissionNames';
import { flag, idField, listParamsInput, sortField, text } from './settings';

/** Password reset (identity `master`). */
export const rememberInput = z.object({
  email: z.email({ error: 'Informe um e-mail válido.' }).max(160),
});
export type RememberInput = z.input<typeof rememberInput>;

export const resetInput = z
  .object({
    token: z.string({ error: 'Token não informado.' }).min(1, { error: 'Token não informado.' }).max(200),
    email: z.email({ error: 'Informe um e-mail válido.' }).max(160),
    password: z
      .string({ error: 'Informe a nova senha.' })
      .min(8, { error: 'A senha deve ter ao menos 8 caracteres.' })
      .max(200, { error: 'Use no máximo 200 caracteres.' }),
    password_confirmation: z.string({ error: 'Repita a senha.' }),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    error: 'As senhas precisam ser idênticas.',
  });
export type ResetInput = z.input<typeof resetInput>;

/** Pinned pages of the quick menu: a list of slugs, or that list as JSON text (as the predecessor sent it). */
export const menuRapidoInput = z.object({
  menu_rapido: z
    .union(
      [
        z.array(z.string()),
        z.string().transform((value, ctx): unknown => {
          try {
            return JSON.parse(value);
          } catch {
            ctx.addIssue({ code: 'custom', message: 'Menu rápido inválido.' });
            return z.NEVER;
          }
        }),
      ],
      { error: 'Menu rápido inválido.' },
    )
    .pipe(
      z
        .array(z.string().trim().min(1).max(100), { error: 'Menu rápido inválido.' })
        .max(50, { error: 'No máximo 50 páginas no menu rápido.' })
        .transform((slugs) => [...new Set(slugs)]),
    ),
});
export type MenuRapidoInput = z.input<typeof menuRapidoInput>;

/** Invite someone to the company by e-mail, with a role; the membership starts pending. */
export const inviteInput = z.object({
  email: z.email({ error: 'Por favor, insira o e-mail.' }).max(160),
  role_id: idField('Selecione a permissão do usuário.'),
  name: z
    .string()
    .trim()
    .max(120, { error: 'Use no máximo 120 caracteres.' })
    .nullish()
    .transform((value) => value || null),
});
export type InviteInput = z.input<typeof inviteInput>;

/** Change a member's role or (de)activate them; a membership never goes back to pending. */
export const memberUpdateInput = z
  .object({
    role_id: idField('Selecione a permissão do usuário.').optional(),
    status: z.enum(['active', 'inactive'], { error: 'Status: active ou inactive.' }).optional(),
  })
  .refine((value) => value.role_id !== undefined || value.status !== undefined, {
    path: ['role_id'],
    error: 'Informe a função ou o status.',
  });
export type MemberUpdateInput = z.input<typeof memberUpdateInput>;

export const MEMBER_SORTS = ['name', 'email', 'status', 'role_name', 'created_at', 'id'] as const;
/** `GET /users` and `GET /users_companies`: `status` 1 = active, 0 = inactive, or a membership status; `admin` 1/0 keeps only / drops administrators. */
export const memberListQuery = listParamsInput.extend({
  sort: sortField(MEMBER_SORTS),
  status: z
    .enum(['0', '1', 'pending', 'active', 'inactive'], { error: 'Status inválido.' })
    .optional()
    .transform((value) => (value === '1' ? 'active' : value === '0' ? 'inactive' : value)),
  admin: flag().optional(),
});

/** A company role: its name, the products it sees and the permissions it holds (by name). */
export const roleInput = z.object({
  nome: text('Por favor, insira o nome da função.', 60),
  full_products: flag().default(false),
  produtos: z.array(idField('Produto inválido.'), { error: 'Lista de produtos inválida.' }).max(500).default([]),
  permissions: z
    .array(z.enum(PERMISSION_NAMES, { error: 'Permissão desconhecida.' }), { error: 'Lista de permissões inválida.' })
    .default([])
    .transform((names) => [...new Set(names)]),
});
export type RoleInput = z.input<typeof roleInput>;
