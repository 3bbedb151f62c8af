import { z } from 'zod';
import { PERMISSION_NAMES } from '../permissionNames';
import { issue } from './fields';
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

/** Profile photos: small raster images only (an SVG can carry scripts). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];
export const AVATAR_MAX_BYTES = 1024 * 1024;
/** The longest `data:` URL of an AVATAR_MAX_BYTES image (base64 grows by 4/3, plus the prefix). */
const AVATAR_DATA_URL_MAX = Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 32;
const AVATAR_DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]*={0,2})$/;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
/** The first bytes each format starts with: a file is what its bytes say, not what its name or type claims. */
const SIGNATURES: Record<AvatarType, (bytes: Uint8Array) => boolean> = {
  'image/png': (bytes) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte),
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/webp': (bytes) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP',
};

/** The image of a `data:` URL when it is one of AVATAR_TYPES and its bytes are that format; null otherwise. */
export function decodeAvatarDataUrl(value: string): { type: AvatarType; bytes: Uint8Array } | null {
  const match = AVATAR_DATA_URL.exec(value);
  if (!match) return null;
  let binary: string;
  try {
    binary = atob(match[2]!);
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const type = match[1] as AvatarType;
  return bytes.length <= AVATAR_MAX_BYTES && SIGNATURES[type](bytes) ? { type, bytes } : null;
}

export const AVATAR_TOO_LARGE_MESSAGE = 'A foto pode ter no máximo 1 MB.';
export const AVATAR_INVALID_MESSAGE = 'Envie uma foto em PNG, JPEG ou WebP.';

/**
 * An uploaded image as a `data:` URL (the file chosen in a form), under the rules of profile photos: AVATAR_TYPES,
 * at most AVATAR_MAX_BYTES, bytes that are what the type says. null removes the image.
 */
export const uploadedImageField = (messages: { invalid: string; tooLarge: string }) =>
  z
    .string({ error: messages.invalid })
    .max(AVATAR_DATA_URL_MAX, { error: messages.tooLarge, abort: true })
    .refine((value) => decodeAvatarDataUrl(value) !== null, { error: messages.invalid })
    .nullable();

/** A new photo (the file chosen on the profile), or null to remove the photo. */
const avatarField = uploadedImageField({ invalid: AVATAR_INVALID_MESSAGE, tooLarge: AVATAR_TOO_LARGE_MESSAGE });

/**
 * What a person may change of their own account. Every field is optional: absent means unchanged. A new
 * password needs the current one and its confirmation.
 */
const profileShape = {
  name: z
    .string({ error: 'Informe seu nome.' })
    .trim()
    .min(2, { error: 'Informe seu nome.' })
    .max(120, { error: 'Use no máximo 120 caracteres.' })
    .optional(),
  avatar: avatarField.optional(),
  current_password: z.string({ error: 'Informe sua senha atual.' }).max(200, { error: 'Use no máximo 200 caracteres.' }).optional(),
  password: z
    .string({ error: 'Informe a nova senha.' })
    .min(8, { error: 'A senha deve ter ao menos 8 caracteres.' })
    .max(200, { error: 'Use no máximo 200 caracteres.' })
    .optional(),
  password_confirmation: z.string({ error: 'Repita a nova senha.' }).optional(),
};

function passwordChangeRule(
  value: { current_password?: string | undefined; password?: string | undefined; password_confirmation?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.password === undefined) return;
  if (!value.current_password) issue(ctx, 'current_password', 'Informe sua senha atual.');
  if (value.password !== value.password_confirmation) issue(ctx, 'password_confirmation', 'As senhas precisam ser idênticas.');
}

/** The profile form (`perfil`): name, photo and password. */
export const profileInput = z.object(profileShape).superRefine(passwordChangeRule);
export type ProfileInput = z.input<typeof profileInput>;

/** `PUT /users/{own id}`: the quick menu or the profile, each field optional, at least one given. */
export const ownUserInput = z
  .object({ ...profileShape, menu_rapido: menuRapidoInput.shape.menu_rapido.optional() })
  .superRefine(passwordChangeRule)
  .refine((value) => Object.values(value).some((field) => field !== undefined), { error: 'Informe o que deseja alterar.' });
export type OwnUserInput = z.input<typeof ownUserInput>;

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

/** A phone extension: digits only; empty clears it. */
const ramalField = z
  .string({ error: 'Ramal: use somente números.' })
  .trim()
  .regex(/^\d{0,8}$/, { error: 'Ramal: use somente números (até 8).' })
  .nullish()
  .transform((value) => value || null);

/** Change a member's role, extension or (de)activate them; a membership never goes back to pending. */
export const memberUpdateInput = z
  .object({
    role_id: idField('Selecione a permissão do usuário.').optional(),
    status: z.enum(['active', 'inactive'], { error: 'Status: active ou inactive.' }).optional(),
    ramal: ramalField.optional(),
  })
  .refine((value) => value.role_id !== undefined || value.status !== undefined || value.ramal !== undefined, {
    path: ['role_id'],
    error: 'Informe a função, o ramal ou o status.',
  });
export type MemberUpdateInput = z.input<typeof memberUpdateInput>;

/** `POST /users_companies/{id}/transferir`: who takes over a member's pending returns and assigned tickets. */
export const reassignInput = z.object({ user_id: idField('Selecione quem vai assumir os retornos.') });
export type ReassignInput = z.input<typeof reassignInput>;

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
