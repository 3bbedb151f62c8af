import { NOTIFICATION_EVENTS, type DataEnvelope, type ErrorBody, type NotificationPreferences } from '@retoma/api-client';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../db/schema';
import { getHarness, type Harness } from '../test/harness';
import { addMember, createTestCompany, type Member } from '../test/tickets';

/** `GET notifications/1` and `PUT confignotifications/1`: the caller's channels per notification event. */

let h: Harness;
beforeAll(async () => {
  h = await getHarness();
});

type Answer = DataEnvelope<NotificationPreferences> & ErrorBody;
const preferences = (m: Member, company = 'aurora') => h.call<Answer>('GET', `/api/${company}/notifications/1`, { token: m.token });
/** As the predecessor saved them: POST with `_method: PUT`. */
const save = (m: Member, json: object, company = 'aurora') =>
  h.call<Answer>('POST', `/api/${company}/confignotifications/1`, { token: m.token, json: { _method: 'PUT', ...json } });

const DEFAULTS = Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, ['database']]));

describe('notification preferences', () => {
  it('start with every event on database (Interno) only, until the user saves', async () => {
    const ana = await addMember(h, 'Atendente', 'ana');
    const res = await preferences(ana);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(DEFAULTS);
    expect(Object.keys(res.body.data)).toEqual([...NOTIFICATION_EVENTS]);
  });

  it('save the events given, each channel once; the events left out keep theirs', async () => {
    const ana = await addMember(h, 'Atendente', 'ana');
    const first = await save(ana, { ticket_atrasados: ['database', 'mail'], ordem_paga: [] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({ ...DEFAULTS, ticket_atrasados: ['database', 'mail'], ordem_paga: [] });

    // A real PUT works the same way.
    const second = await h.call<Answer>('PUT', '/api/aurora/confignotifications/1', {
      token: ana.token,
      json: { ordem_paga: ['mail', 'mail'], ticket_atrasados: ['mail'] },
    });
    expect(second.body.data).toEqual({ ...DEFAULTS, ticket_atrasados: ['mail'], ordem_paga: ['mail'] });
    expect((await preferences(ana)).body.data).toEqual(second.body.data);
  });

  it('refuse unknown events and channels on their own field — slack too, as no Slack extension exists yet', async () => {
    const ana = await addMember(h, 'Atendente', 'ana');
    const res = await save(ana, { ticket_atrasados: ['database', 'slack'], conquista_alcancada: 'mail', evento_inventado: ['database'] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      ticket_atrasados: ['Canal desconhecido: use database (Interno) ou mail (E-mail).'],
      conquista_alcancada: ['Informe a lista de canais do evento.'],
      evento_inventado: ['Evento de notificação desconhecido.'],
    });
    const empty = await save(ana, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ _: ['Informe os canais de ao menos um evento.'] });
    expect((await preferences(ana)).body.data).toEqual(DEFAULTS);
  });

  it('are each user’s own in each company: nobody else’s choice shows, and a non-member is refused', async () => {
    const [ana, bia] = [await addMember(h, 'Atendente', 'ana'), await addMember(h, 'Atendente', 'bia')];
    const other = await createTestCompany(h);
    const [aurora] = await h.db.select({ roleId: memberships.roleId }).from(memberships).where(eq(memberships.userId, ana.id));
    await h.db
      .insert(memberships)
      .values({ companyId: await h.companyId(other), userId: ana.id, roleId: aurora!.roleId, status: 'active' });

    expect((await save(ana, { ticket_foi_atendido: ['mail'] })).status).toBe(200);
    expect((await preferences(ana)).body.data.ticket_foi_atendido).toEqual(['mail']);
    expect((await preferences(ana, other)).body.data).toEqual(DEFAULTS);
    expect((await preferences(bia)).body.data).toEqual(DEFAULTS);

    const outsider = await addMember(h, 'Administrador', 'outra', 'vitoria');
    const refused = await preferences(outsider);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('not.access.in.company');
    expect((await save(outsider, { ticket_foi_atendido: ['database'] })).status).toBe(403);
    expect((await preferences(ana)).body.data.ticket_foi_atendido).toEqual(['mail']);
  });
});
