import { createApiClient, ForbiddenError, type ApiClient, type ValidationError } from '@retoma/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENT, getHarness, type Harness } from './harness';
import { addMember } from './tickets';

/** The home pages' calls (dashboard, notifications, quick menu, profile) through the app's own client against the real server. */
let h: Harness;
function clientFor(token: string, identity = 'aurora'): ApiClient {
  let current: string | null = token;
  const app = h.freshApp();
  return createApiClient({
    apiUrl: 'http://retoma.test/api',
    getIdentity: () => identity,
    tokens: { get: () => current, set: (next) => (current = next) },
    fetch: (input, init) => app.fetch(new Request(input, init)),
  });
}
beforeAll(async () => {
  h = await getHarness();
});

describe('home calls of the api-client against the server', () => {
  it('dashboard: every route the app reads answers its typed shape for the demo agent', async () => {
    const agent = clientFor(await h.tokenFor(AGENT));
    const stats = await agent.dashboard.get('meus_tickets', { type: 'atendimento', dt_inicio: '2024-01-01', dt_fim: '2024-12-31' });
    expect(stats).toEqual({ type: 'atendimento', tickets_ganhou: 0, tickets_aguardando: 0, tickets_perdeu: 0 });
    const inserted = await agent.dashboard.get('meus_tickets', { type: 'inseridos' });
    expect(inserted.type).toBe('inseridos');
    const recent = await agent.dashboard.get('meus_tickets_atividades', { per_page: 10 });
    expect(recent.data.length).toBe(10);
    expect(recent.data[0]).toHaveProperty('ultima_acao.evento');
    expect((await agent.dashboard.get('tickets_atrasados', {})).total).toBeGreaterThan(0);
    const daily = await agent.dashboard.get('atendimentos', {});
    expect(daily.periodo_atual).toHaveLength(7);
    const month = await agent.dashboard.get('inseridos', { dt_inicio: '2026-02-12', dt_fim: '2026-03-14' });
    expect(month.periodo_anterior).toHaveLength(31);
  });

  it('notifications: the list, the unread ones and mark all read answer their shapes', async () => {
    const member = await addMember(h, 'Atendente', 'leitora');
    const own = clientFor(member.token);
    expect((await own.notifications.list({ per_page: 10 })).total).toBe(0);
    expect(await own.notifications.unread()).toEqual([]);
    expect(await own.notifications.markAllRead()).toEqual({ marcadas: 0 });
    const demo = clientFor(await h.tokenFor(AGENT), 'casabela');
    const page = await demo.notifications.list({ per_page: 10 });
    expect(page.data.every((n) => typeof n.id === 'string' && (n.data.acao != null || Boolean(n.data.title)))).toBe(true);
  });

  it('notification preferences and the quick menu’s pages answer their shapes', async () => {
    const own = clientFor((await addMember(h, 'Atendente', 'preferencias')).token);
    expect((await own.notifications.preferences()).ticket_atrasados).toEqual(['database']);
    const saved = await own.notifications.savePreferences({ ticket_atrasados: ['database', 'mail'] });
    expect(saved).toMatchObject({ ticket_atrasados: ['database', 'mail'], ordem_paga: ['database'] });
    const pages = await own.menus.list();
    expect(pages.map((page) => [page.slug, page.is_bookmarked])).toEqual([
      ['minhas-comissoes', false],
      ['meus-links', false],
      ['perfil', false],
      ['agenda', false],
    ]);
  });

  it('profile: saves the name and answers the user; refuses another account and bad input', async () => {
    const member = await addMember(h, 'Atendente', 'perfil');
    const own = clientFor(member.token);
    const saved = await own.identity.updateProfile(member.id, { name: 'Nome Pelo Cliente' });
    expect(saved).toMatchObject({ id: member.id, name: 'Nome Pelo Cliente', role_name: 'Atendente' });
    await expect(own.identity.updateProfile(await h.userId(AGENT), { name: 'Outra' })).rejects.toBeInstanceOf(ForbiddenError);
    const invalid = await own.identity.updateProfile(member.id, { name: '' }).catch((e: unknown) => e);
    expect((invalid as ValidationError).fieldMessage('name')).toBe('Informe seu nome.');
  });
});
