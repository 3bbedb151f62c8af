import type { CurrentUser, DataEnvelope, ErrorBody } from '@retoma/api-client';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE_MESSAGE } from '@retoma/api-client/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../auth/password';
import { memberships, users } from '../db/schema';
import { ADMIN, getHarness, type Harness } from '../test/harness';
import { dataUrl, PNG } from '../test/images';
import { addMember, type Member } from '../test/tickets';

/** `PUT /users/{own id}` from the profile: name, photo, password — and the photo's public address. */

let h: Harness;
beforeAll(async () => {
  h = await getHarness();
});

/** A member with a password, so the password change can be tried for real. */
async function memberWithPassword(label: string, company = 'aurora'): Promise<Member> {
  const member = await addMember(h, 'Atendente', label, company);
  await h.db
    .update(users)
    .set({ passwordHash: await hashPassword('senha-antiga-1') })
    .where(eq(users.id, member.id));
  return member;
}

const update = (m: Member, json: unknown, company = 'aurora', id = m.id) =>
  h.call<DataEnvelope<CurrentUser> & ErrorBody>('POST', `/api/${company}/users/${id}`, {
    token: m.token,
    json: { _method: 'PUT', ...(json as object) },
  });

describe('name and photo', () => {
  it('renames, stores the photo apart and serves it at its own address, inert', async () => {
    const ana = await memberWithPassword('ana');
    const res = await update(ana, { name: '  Ana Paula Souza ', avatar: dataUrl('image/png', PNG) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: ana.id, name: 'Ana Paula Souza', role_name: 'Atendente', email: ana.email });
    const avatar = res.body.data.avatar!;
    expect(avatar).toMatch(new RegExp(`^/api/master/avatars/${ana.id}-[\\w-]{24}$`));

    const image = await h.call<string>('GET', avatar);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(image.headers.get('cache-control')).toContain('immutable');

    const me = await h.call<DataEnvelope<CurrentUser>>('GET', '/api/aurora/user', { token: ana.token });
    expect(me.body.data).toMatchObject({ name: 'Ana Paula Souza', avatar });

    // A new photo gets a new address; removing it removes both.
    const second = await update(ana, { avatar: dataUrl('image/png', PNG) });
    expect(second.body.data.avatar).not.toBe(avatar);
    expect((await h.call('GET', avatar)).status).toBe(404);
    const removed = await update(ana, { avatar: null });
    expect(removed.body.data.avatar).toBeNull();
    expect((await h.call('GET', second.body.data.avatar!)).status).toBe(404);
    expect((await h.call('GET', '/api/master/avatars/nao-existe')).status).toBe(404);
  });

  it('refuses what is not a small PNG, JPEG or WebP, and a blank name, each on its field', async () => {
    const ana = await memberWithPassword('ana');
    const svg = await update(ana, { avatar: dataUrl('image/svg+xml', Buffer.from('<svg onload="alert(1)"/>')) });
    expect(svg.status).toBe(422);
    expect(svg.body.errors?.avatar).toEqual(['Envie uma foto em PNG, JPEG ou WebP.']);
    // Claims to be a PNG, is not one.
    const fake = await update(ana, { avatar: dataUrl('image/png', Buffer.from('GIF89a...')) });
    expect(fake.body.errors?.avatar).toEqual(['Envie uma foto em PNG, JPEG ou WebP.']);
    const url = await update(ana, { avatar: 'https://exemplo.com/foto.png' });
    expect(url.body.errors?.avatar).toEqual(['Envie uma foto em PNG, JPEG ou WebP.']);
    // The test app caps bodies at 64 kB; one with the real server's room shows the photo's own limit.
    const roomy = h.freshApp({ maxBodyBytes: 4 * 1024 * 1024 });
    const huge = await h.call<ErrorBody>(
      'PUT',
      `/api/aurora/users/${ana.id}`,
      { token: ana.token, json: { avatar: dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)])) } },
      roomy,
    );
    expect(huge.status).toBe(422);
    expect(huge.body.errors?.avatar).toEqual([AVATAR_TOO_LARGE_MESSAGE]);
    const blank = await update(ana, { name: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors?.name).toEqual(['Informe seu nome.']);
    const nothing = await update(ana, { email: 'outro@exemplo.com' });
    expect(nothing.status).toBe(422);
    expect(nothing.body.errors?._).toEqual(['Informe o que deseja alterar.']);
    const [row] = await h.db.select({ name: users.name, email: users.email, avatar: users.avatar }).from(users).where(eq(users.id, ana.id));
    expect(row).toEqual({ name: ana.name, email: ana.email, avatar: null });
  });
});

describe('password', () => {
  it('needs the current password; a wrong one saves nothing', async () => {
    const ana = await memberWithPassword('ana');
    const missing = await update(ana, { password: 'nova-senha-1', password_confirmation: 'nova-senha-1' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.current_password).toEqual(['Informe sua senha atual.']);
    const mismatch = await update(ana, { current_password: 'senha-antiga-1', password: 'nova-senha-1', password_confirmation: 'outra' });
    expect(mismatch.body.errors?.password_confirmation).toEqual(['As senhas precisam ser idênticas.']);
    const short = await update(ana, { current_password: 'senha-antiga-1', password: 'curta', password_confirmation: 'curta' });
    expect(short.body.errors?.password).toEqual(['A senha deve ter ao menos 8 caracteres.']);

    const wrong = await update(ana, {
      name: 'Nome que não fica',
      current_password: 'errada',
      password: 'nova-senha-1',
      password_confirmation: 'nova-senha-1',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ['A senha atual não confere.'] });
    const [row] = await h.db.select({ name: users.name, hash: users.passwordHash }).from(users).where(eq(users.id, ana.id));
    expect(row!.name).toBe(ana.name);
    expect(await verifyPassword('senha-antiga-1', row!.hash)).toBe(true);
  });

  it('changes it and ends the other sessions, keeping this one', async () => {
    const ana = await memberWithPassword('ana');
    const otherDevice = await h.tokenFor(ana.email);
    const res = await update(ana, { current_password: 'senha-antiga-1', password: 'nova-senha-1', password_confirmation: 'nova-senha-1' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await h.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, ana.id));
    expect(await verifyPassword('nova-senha-1', row!.hash)).toBe(true);
    expect((await h.call('GET', '/api/aurora/user', { token: ana.token })).status).toBe(200);
    expect((await h.call('GET', '/api/aurora/user', { token: otherDevice })).status).toBe(401);
  });
});

describe('whose account', () => {
  it('only one’s own, even for an administrator; never through a company one is not in', async () => {
    const ana = await memberWithPassword('ana');
    const admin = { id: await h.userId(ADMIN), email: ADMIN, name: 'Ana Souza', token: await h.tokenFor(ADMIN) };
    const other = await update(admin, { name: 'Invasão' }, 'aurora', ana.id);
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('forbidden');
    const outside = await update(ana, { name: 'Por outra empresa' }, 'vitoria');
    expect(outside.status).toBe(403);
    expect(outside.body.error).toBe('not.access.in.company');
    const [row] = await h.db.select({ name: users.name }).from(users).where(eq(users.id, ana.id));
    expect(row!.name).toBe(ana.name);
  });

  it('is one account in every company: a new name shows in each', async () => {
    const ana = await memberWithPassword('ana');
    const [mine] = await h.db.select({ roleId: memberships.roleId }).from(memberships).where(eq(memberships.userId, ana.id));
    await h.db
      .insert(memberships)
      .values({ companyId: await h.companyId('vitoria'), userId: ana.id, roleId: mine!.roleId, status: 'active' });
    expect((await update(ana, { name: 'Ana Renomeada' })).status).toBe(200);
    const there = await h.call<DataEnvelope<CurrentUser>>('GET', '/api/vitoria/user', { token: ana.token });
    expect(there.body.data.name).toBe('Ana Renomeada');
  });
});
