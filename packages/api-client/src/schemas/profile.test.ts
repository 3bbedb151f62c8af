import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, decodeAvatarDataUrl, myTicketsQuery, ownUserInput, profileInput } from './index';

function base64(bytes: number[]): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
const dataUrl = (type: string, bytes: number[]) => `data:${type};base64,${base64(bytes)}`;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 1, 2];
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0, 0, 0, 0],
    [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
  );

function fieldErrors(result: { success: boolean; error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return errors;
}

describe('decodeAvatarDataUrl', () => {
  it('accepts PNG, JPEG and WebP whose bytes are what they claim', () => {
    expect(decodeAvatarDataUrl(dataUrl('image/png', PNG))).toMatchObject({ type: 'image/png' });
    expect(decodeAvatarDataUrl(dataUrl('image/jpeg', JPEG))).toMatchObject({ type: 'image/jpeg' });
    expect(decodeAvatarDataUrl(dataUrl('image/webp', WEBP))?.bytes).toHaveLength(WEBP.length);
  });

  it('refuses other types, disguised files, bad base64 and anything too large', () => {
    expect(decodeAvatarDataUrl(dataUrl('image/svg+xml', [0x3c, 0x73]))).toBeNull();
    expect(decodeAvatarDataUrl(dataUrl('image/png', JPEG))).toBeNull();
    expect(decodeAvatarDataUrl('data:image/png;base64,@@@')).toBeNull();
    expect(decodeAvatarDataUrl('https://exemplo.com/foto.png')).toBeNull();
    expect(decodeAvatarDataUrl(dataUrl('image/png', [...PNG, ...new Array<number>(AVATAR_MAX_BYTES).fill(0)]))).toBeNull();
  });
});

describe('profileInput', () => {
  it('takes a name, a photo or null, each alone', () => {
    expect(profileInput.parse({ name: '  Ana Souza ' })).toEqual({ name: 'Ana Souza' });
    expect(profileInput.parse({ avatar: null })).toEqual({ avatar: null });
    expect(profileInput.safeParse({ avatar: dataUrl('image/png', PNG) }).success).toBe(true);
  });

  it('puts each problem on its field', () => {
    expect(fieldErrors(profileInput.safeParse({ name: ' ' }))).toEqual({ name: ['Informe seu nome.'] });
    expect(fieldErrors(profileInput.safeParse({ avatar: 'data:image/gif;base64,R0lG' }))).toEqual({
      avatar: ['Envie uma foto em PNG, JPEG ou WebP.'],
    });
    expect(fieldErrors(profileInput.safeParse({ password: 'nova-senha-1', password_confirmation: 'outra' }))).toEqual({
      current_password: ['Informe sua senha atual.'],
      password_confirmation: ['As senhas precisam ser idênticas.'],
    });
    expect(fieldErrors(profileInput.safeParse({ current_password: 'x', password: 'curta', password_confirmation: 'curta' }))).toEqual({
      password: ['A senha deve ter ao menos 8 caracteres.'],
    });
  });
});

describe('ownUserInput', () => {
  it('is the quick menu or the profile, and needs one of them', () => {
    expect(ownUserInput.parse({ menu_rapido: '["perfil","perfil"]' })).toEqual({ menu_rapido: ['perfil'] });
    expect(ownUserInput.parse({ name: 'Ana' })).toEqual({ name: 'Ana' });
    expect(fieldErrors(ownUserInput.safeParse({ email: 'outro@exemplo.com' }))).toEqual({ _: ['Informe o que deseja alterar.'] });
  });
});

describe('myTicketsQuery', () => {
  it('defaults to the attendances and refuses the predecessor’s typo', () => {
    expect(myTicketsQuery.parse({})).toEqual({ type: 'atendimento' });
    expect(myTicketsQuery.safeParse({ type: 'inseridor' }).success).toBe(false);
  });
});
