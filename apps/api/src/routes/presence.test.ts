import type { CompanyMember, CurrentUser, DataEnvelope, ListResponse } from '@retoma/api-client';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { PRESENCE_WINDOW_SECONDS } from '../services/presence';
import { getHarness, type Harness } from '../test/harness';
import { addMember, createTestCompany, type Member } from '../test/tickets';

/** Presence: a person is online while they use the app (authenticated calls), offline a while after, or at logout. */

let h: Harness;
let company: string;
let manager: Member;
beforeAll(async () => {
  h = await getHarness();
  company = await createTestCompany(h);
  manager = await addMember(h, 'Administrador', 'gestora', company);
});

/** Whether the company's members list shows `who` online, as their manager reads it. */
async function onlineInList(who: Member, app = h.app): Promise<boolean> {
  const res = await h.call<ListResponse<CompanyMember>>(
    'GET',
    `/api/${company}/users_companies?search=${encodeURIComponent(who.email)}`,
    { token: manager.token },
    app,
  );
  expect(res.status).toBe(200);
  const [row] = res.body.data.data.filter((one) => one.user_id === who.id);
  return row!.online;
}

const lastSeen = async (who: Member) => (await h.db.select({ at: users.lastSeenAt }).from(users).where(eq(users.id, who.id)))[0]!.at;
const seenAgo = (who: Member, seconds: number) =>
  h.db
    .update(users)
    .set({ lastSeenAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(users.id, who.id));
const useApp = (who: Member, app = h.app) => h.call<DataEnvelope<CurrentUser>>('GET', `/api/${company}/user`, { token: who.token }, app);

describe('presence', () => {
  it('a member is offline until they use the app, and online after an authenticated call', async () => {
    const agent = await addMember(h, 'Atendente', 'agente', company);
    expect(await onlineInList(agent)).toBe(false);
    const me = await useApp(agent);
    expect(me.body.data.status).toBe(true);
    expect(await onlineInList(agent)).toBe(true);
    // The manager's own calls made them online too; the list says so of them as well.
    expect(await onlineInList(manager)).toBe(true);
  });

  it(`turns offline ${PRESENCE_WINDOW_SECONDS / 60} minutes after the last call, and online again with the next`, async () => {
    const agent = await addMember(h, 'Atendente', 'agente', company);
    await useApp(agent);
    await seenAgo(agent, PRESENCE_WINDOW_SECONDS - 60);
    expect(await onlineInList(agent)).toBe(true);
    await seenAgo(agent, PRESENCE_WINDOW_SECONDS + 60);
    expect(await onlineInList(agent)).toBe(false);
    // Another process (its own memory of what it wrote) sees the call and writes it: online again.
    await useApp(agent, h.freshApp());
    expect(await onlineInList(agent)).toBe(true);
  });

  it('logging out makes one offline at once', async () => {
    const agent = await addMember(h, 'Atendente', 'agente', company);
    await useApp(agent);
    expect(await onlineInList(agent)).toBe(true);
    const out = await h.call('POST', '/api/master/logout', { token: agent.token });
    expect(out.status).toBe(204);
    expect(await onlineInList(agent)).toBe(false);
    expect(await lastSeen(agent)).toBeNull();
  });

  it('writes the activity at most once a minute per person, however many calls and processes', async () => {
    const agent = await addMember(h, 'Atendente', 'agente', company);
    await useApp(agent);
    const first = await lastSeen(agent);
    await useApp(agent);
    expect(await lastSeen(agent)).toEqual(first);
    // A second process that has written nothing yet still leaves a write of 30 s ago as it is.
    await seenAgo(agent, 30);
    const recent = await lastSeen(agent);
    await useApp(agent, h.freshApp());
    expect(await lastSeen(agent)).toEqual(recent);
    // Past the minute, the next call is written.
    await seenAgo(agent, 90);
    const stale = await lastSeen(agent);
    await useApp(agent, h.freshApp());
    expect((await lastSeen(agent))!.getTime()).toBeGreaterThan(stale!.getTime());
  });

  it("one person's calls mark that person only; a colleague's unknown or failed calls mark no one", async () => {
    const active = await addMember(h, 'Atendente', 'ativa', company);
    const idle = await addMember(h, 'Atendente', 'parada', company);
    await useApp(active);
    expect(await h.call('GET', `/api/${company}/user`, { token: 'not-a-token' }).then((res) => res.status)).toBe(401);
    expect(await onlineInList(active)).toBe(true);
    expect(await onlineInList(idle)).toBe(false);
  });
});
