import { QUICK_MENU_PAGES, type DataEnvelope, type ErrorBody, type QuickMenuPage } from '@retoma/api-client';
import { AGENT_ROLE } from '@retoma/api-client/fixtures';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberships, roles } from '../db/schema';
import { getHarness, type Harness } from '../test/harness';
import { addMember, createTestCompany, type Member } from '../test/tickets';

/** `GET /menus`: the quick menu's pages the caller may open in this company, and which ones they starred. */

let h: Harness;
beforeAll(async () => {
  h = await getHarness();
});

const menus = (m: Member, company = 'aurora') =>
  h.call<DataEnvelope<QuickMenuPage[]> & ErrorBody>('GET', `/api/${company}/menus`, { token: m.token });
const slugs = async (m: Member, company = 'aurora') => (await menus(m, company)).body.data.map((page) => page.slug);

describe('GET /menus', () => {
  it('gives an administrator every bookmarkable page, in the spec’s order, none starred at first', async () => {
    const gestora = await addMember(h, 'Administrador', 'gestora');
    const res = await menus(gestora);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(QUICK_MENU_PAGES.map((page) => ({ ...page, is_bookmarked: false })));
  });

  it('keeps to the pages the caller’s role may open', async () => {
    expect(await slugs(await addMember(h, 'Atendente', 'ana'))).toEqual(['minhas-comissoes', 'meus-links', 'perfil', 'agenda']);
    expect(await slugs(await addMember(h, 'editor', 'edu'))).toEqual(['minhas-comissoes', 'meus-links', 'perfil', 'transacoes']);
  });

  it('marks the pages starred through the quick-menu save', async () => {
    const ana = await addMember(h, 'Atendente', 'ana');
    const saved = await h.call('POST', `/api/aurora/users/${ana.id}`, {
      token: ana.token,
      json: { _method: 'PUT', menu_rapido: ['agenda', 'perfil', 'pagina-que-nao-existe'] },
    });
    expect(saved.status).toBe(200);
    const starred = (await menus(ana)).body.data.filter((page) => page.is_bookmarked).map((page) => page.slug);
    expect(starred).toEqual(['perfil', 'agenda']);
  });

  it('follows the role held in the company called; a non-member is refused', async () => {
    const gestora = await addMember(h, 'Administrador', 'gestora');
    const other = await createTestCompany(h);
    const [agent] = await h.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.nome, AGENT_ROLE), isNull(roles.companyId)));
    await h.db.insert(memberships).values({ companyId: await h.companyId(other), userId: gestora.id, roleId: agent!.id, status: 'active' });
    expect(await slugs(gestora)).toHaveLength(QUICK_MENU_PAGES.length);
    expect(await slugs(gestora, other)).toEqual(['minhas-comissoes', 'meus-links', 'perfil', 'agenda']);

    const refused = await menus(gestora, 'vitoria');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('not.access.in.company');
  });
});
