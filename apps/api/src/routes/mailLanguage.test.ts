import type { CompanyMember, DataEnvelope, RoleListItem } from '@retoma/api-client';
import { AGENT_ROLE } from '@retoma/api-client/fixtures';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../db/schema';
import { getHarness, type Harness } from '../test/harness';
import { addMember, createTestCompany, type Member } from '../test/tickets';

/**
 * The e-mails the server writes to people (password reset, invitations) are in the recipient's language: the one
 * their app last spoke (its Accept-Language, recorded with their activity), else the asking page's or the inviter's.
 */

let h: Harness;
let company: string;
let manager: Member;
let agentRole: number;
beforeAll(async () => {
  h = await getHarness();
  company = await createTestCompany(h);
  manager = await addMember(h, 'Administrador', 'gestora', company);
  const roles = await h.call<DataEnvelope<RoleListItem[]>>('GET', `/api/${company}/roles`, { token: manager.token });
  agentRole = roles.body.data.find((role) => role.nome === AGENT_ROLE)!.id;
});

const lastMailTo = async (email: string, kind: 'password_reset' | 'invite') =>
  (
    await h.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toEmail, email), eq(outbox.kind, kind)))
      .orderBy(desc(outbox.id))
      .limit(1)
  )[0]!;
const languageOf = async (who: Member) =>
  (await h.db.select({ language: users.language }).from(users).where(eq(users.id, who.id)))[0]!.language;
/** The person uses the app in `language`: any authenticated call carries it. */
const useAppIn = (who: Member, language: string) =>
  h.call('GET', `/api/${company}/user`, { token: who.token, headers: { 'accept-language': language } }, h.freshApp());
const remember = (email: string, language?: string) =>
  h.call('POST', '/api/master/remember', { json: { email }, headers: language ? { 'accept-language': language } : {} }, h.freshApp());
const invite = (email: string, language: string) =>
  h.call<DataEnvelope<CompanyMember>>('POST', `/api/${company}/users_companies`, {
    token: manager.token,
    json: { email, role_id: agentRole, name: 'Gabriela Rocha' },
    headers: { 'accept-language': language },
  });

describe('the language the server keeps for a person', () => {
  it("is the one their app speaks, changed with the app's next call; a call naming none of ours leaves it", async () => {
    const agent = await addMember(h, 'Atendente', 'agente', company);
    expect(await languageOf(agent)).toBeNull();
    await useAppIn(agent, 'de');
    expect(await languageOf(agent)).toBe('de');
    // Changed in the app: the next call (even within the same minute, the same process) records it.
    const app = h.freshApp();
    await h.call('GET', `/api/${company}/user`, { token: agent.token, headers: { 'accept-language': 'fr' } }, app);
    await h.call('GET', `/api/${company}/user`, { token: agent.token, headers: { 'accept-language': 'en-US' } }, app);
    expect(await languageOf(agent)).toBe('en');
    await h.call('GET', `/api/${company}/user`, { token: agent.token, headers: { 'accept-language': 'ja, *;q=0.5' } }, app);
    await h.call('GET', `/api/${company}/user`, { token: agent.token }, h.freshApp());
    expect(await languageOf(agent)).toBe('en');
  });
});

describe('password reset e-mail', () => {
  it("is in an English user's English, whatever the asking page speaks", async () => {
    const agent = await addMember(h, 'Atendente', 'agente', company);
    await useAppIn(agent, 'en');
    await remember(agent.email, 'pt');
    const mail = await lastMailTo(agent.email, 'password_reset');
    expect(mail.subject).toBe('Password recovery — Retoma');
    expect(mail.body).toContain(`Hello, ${agent.name}!`);
    expect(mail.body).toContain('The link is valid for 60 minutes and can be used only once.');
    expect(mail.body).toMatch(/\/recuperar-a-senha\/[A-Za-z0-9_-]+/);
  });

  it('is in German and French for people who use the app in them', async () => {
    const german = await addMember(h, 'Atendente', 'deutsch', company);
    const french = await addMember(h, 'Atendente', 'francais', company);
    await useAppIn(german, 'de-DE');
    await useAppIn(french, 'fr');
    await remember(german.email);
    await remember(french.email);
    expect((await lastMailTo(german.email, 'password_reset')).subject).toBe('Passwort-Wiederherstellung — Retoma');
    expect((await lastMailTo(german.email, 'password_reset')).body).toContain('Der Link ist 60 Minuten gültig');
    expect((await lastMailTo(french.email, 'password_reset')).subject).toBe('Récupération du mot de passe — Retoma');
    expect((await lastMailTo(french.email, 'password_reset')).body).toContain(`Bonjour ${french.name} !`);
  });

  it('for someone the app never saw, is in the asking page’s language, else in pt', async () => {
    const unseen = await addMember(h, 'Atendente', 'nova', company);
    await remember(unseen.email, 'de');
    expect((await lastMailTo(unseen.email, 'password_reset')).subject).toBe('Passwort-Wiederherstellung — Retoma');
    await remember(unseen.email);
    const mail = await lastMailTo(unseen.email, 'password_reset');
    expect(mail.subject).toBe('Recuperação de senha — Retoma');
    expect(mail.body).toContain('O link vale por 60 minutos e só pode ser usado uma vez.');
  });
});

describe('invitation e-mail', () => {
  it("is in the inviter's language for a new person, with the link's days in it", async () => {
    const email = `convite-${Date.now()}@teste.retoma.dev`;
    const res = await invite(email, 'en');
    expect(res.status).toBe(201);
    const mail = await lastMailTo(email, 'invite');
    expect(mail.subject).toMatch(/^Invitation to Empresa de teste t-\w+ — Retoma$/);
    expect(mail.body).toContain(`${manager.name} invited you to join the company`);
    expect(mail.body).toContain('To create your password and sign in, use the link below:');
    expect(mail.body).toContain('The link is valid for 7 days and can be used only once.');
  });

  it("is in the invited person's own language when the app knows it", async () => {
    const other = await createTestCompany(h);
    const person = await addMember(h, 'Atendente', 'pessoa', other);
    await h.call('GET', `/api/${other}/user`, { token: person.token, headers: { 'accept-language': 'fr' } }, h.freshApp());
    expect((await invite(person.email, 'en')).status).toBe(201);
    const mail = await lastMailTo(person.email, 'invite');
    expect(mail.subject).toMatch(/^Invitation à rejoindre Empresa de teste t-\w+ — Retoma$/);
    expect(mail.body).toContain(`${manager.name} vous a invité à rejoindre`);
  });
});
