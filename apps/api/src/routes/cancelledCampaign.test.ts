import type { Campanha, CampanhaContato, DataEnvelope, ErrorBody, ListResponse, Plano, ProdutoOption } from '@retoma/api-client';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadProdutos, leads, tickets } from '../db/schema';
import { engineSettings } from '../engine/config';
import { enrol } from '../engine/enrol';
import { ADMIN, getHarness, type Harness } from '../test/harness';
import { addMember, createTestCompany, type Member } from '../test/tickets';

/**
 * The cancelled-purchases campaign's contacts as the engine leaves them (a cancelled purchase enrols the buyer and
 * opens a ticket): each row names its ticket and the ticket's status, the lead, the product and the entry; the
 * list is pending while the ticket is open and closed once it is closed.
 */

let h: Harness;
let co: string;
let companyId: number;
let gestor: Member;
let campanha: Campanha<'cancelado'>;

const get = <T>(path: string, token = gestor.token, company = co) => h.call<T & ErrorBody>('GET', `/api/${company}/${path}`, { token });
const contatos = async (filtro: string) =>
  (await get<ListResponse<CampanhaContato>>(`campanha_cancelados_contatos?campanha_id=${campanha.id}&filtro=${filtro}`)).body.data;

/** A buyer whose purchase was cancelled, as the platform's event brings it to the engine. */
async function cancelledPurchase(email: string, at: Date) {
  const [lead] = await h.db.insert(leads).values({ companyId, nome: 'Otávio Reis', email, ddd: '31', telefone: '991234567' }).returning();
  const [pair] = await h.db.insert(leadProdutos).values({ companyId, leadId: lead!.id, produtoId: campanha.produto.id }).returning();
  const result = await enrol(h.db, await engineSettings(h.db, companyId), {
    companyId,
    leadId: lead!.id,
    produtoId: campanha.produto.id,
    leadProdutoId: pair!.id,
    transacao: `HP-${email}`,
    type: 'cancelada',
    at,
  });
  return { lead: lead!, result };
}

beforeAll(async () => {
  h = await getHarness();
  co = await createTestCompany(h);
  companyId = await h.companyId(co);
  gestor = await addMember(h, 'Administrador', 'gestor', co);
  const produto = (await get<DataEnvelope<ProdutoOption[]>>('selects/produtos')).body.data[0]!;
  const post = <T>(path: string, json: Record<string, unknown>) =>
    h.call<T & ErrorBody>('POST', `/api/${co}/${path}`, { token: gestor.token, json });
  const plano = (await post<DataEnvelope<Plano>>('planos', { nome: 'Plano das canceladas' })).body.data;
  const duvidas = (await get<ListResponse<{ id: number }>>('tipo_de_duvidas?status=1')).body.data.data;
  campanha = (
    await post<DataEnvelope<Campanha<'cancelado'>>>('campanha_cancelados', {
      nome: 'Canceladas',
      produto_id: produto.id,
      plano_id: plano.id,
    })
  ).body.data;
  const saved = await post<DataEnvelope<Campanha<'cancelado'>>>(`campanha_cancelados/${campanha.id}`, {
    _method: 'PUT',
    config: { tipo_duvida_id: duvidas[0]!.id, tipos: ['canceled'], reabertura: false },
  });
  expect(saved.status).toBe(200);
  campanha = saved.body.data;
});

describe('cancelled-purchases campaign contacts', () => {
  it('lists what the engine wrote: the ticket and its status, the lead, the product and the entry', async () => {
    const at = new Date('2026-11-20T13:00:00Z');
    const { lead, result } = await cancelledPurchase('otavio@exemplo.com.br', at);
    expect(result).toMatchObject({ envios: 0 });
    const ticketId = 'ticketId' in result ? result.ticketId : null;
    expect(ticketId).not.toBeNull();
    const [row] = (await contatos('ativos')).data;
    expect(row).toMatchObject({
      situacao: 'ativo',
      lead: { id: lead.id, nome: 'Otávio Reis', email: 'otavio@exemplo.com.br', ddd: '31', telefone: '991234567' },
      produto: { id: campanha.produto.id, nome: campanha.produto.nome },
      ticket: { id: ticketId, status: 0 },
      entrou_em: at.toISOString(),
      saiu_em: null,
    });
    const [ticket] = await h.db.select().from(tickets).where(eq(tickets.id, ticketId!));
    expect(ticket).toMatchObject({ tipoDuvidaId: campanha.config.tipo_duvida_id, responsavelType: 'cancelado' });
  });

  it('is pending while the ticket is open and closed once the ticket is closed', async () => {
    const { lead } = await cancelledPurchase('fechado@exemplo.com.br', new Date('2026-11-21T10:00:00Z'));
    await h.db
      .update(tickets)
      .set({ status: 2 })
      .where(and(eq(tickets.companyId, companyId), eq(tickets.leadId, lead.id)));
    const ativos = await contatos('ativos');
    const inativos = await contatos('inativos');
    expect(ativos.data.map((row) => row.lead.id)).not.toContain(lead.id);
    expect(inativos.data.map((row) => [row.lead.id, row.ticket?.status])).toEqual([[lead.id, 2]]);
    expect((await contatos('todos')).total).toBe(ativos.total + inativos.total);
  });

  it('reopens the lead’s last closed ticket for the product when the campaign says so (reabertura)', async () => {
    await h.call('POST', `/api/${co}/campanha_cancelados/${campanha.id}`, {
      token: gestor.token,
      json: { _method: 'PUT', config: { ...campanha.config, reabertura: true } },
    });
    const email = 'reaberto@exemplo.com.br';
    const [lead] = await h.db.insert(leads).values({ companyId, nome: 'Rita Prado', email }).returning();
    const [pair] = await h.db.insert(leadProdutos).values({ companyId, leadId: lead!.id, produtoId: campanha.produto.id }).returning();
    const [closed] = await h.db
      .insert(tickets)
      .values({
        companyId,
        leadId: lead!.id,
        produtoId: campanha.produto.id,
        leadProdutoId: pair!.id,
        status: 2,
        fechadoEm: new Date(),
        responsavelType: 'user',
        responsavelId: gestor.id,
      })
      .returning();
    const result = await enrol(h.db, await engineSettings(h.db, companyId), {
      companyId,
      leadId: lead!.id,
      produtoId: campanha.produto.id,
      leadProdutoId: pair!.id,
      transacao: 'HP-reaberto',
      type: 'expirada',
      at: new Date(),
    });
    // The campaign follows cancelled purchases only: an expired one enrols no one.
    expect(result).toEqual({ skipped: 'tipo' });
    const again = await enrol(h.db, await engineSettings(h.db, companyId), {
      companyId,
      leadId: lead!.id,
      produtoId: campanha.produto.id,
      leadProdutoId: pair!.id,
      transacao: 'HP-reaberto',
      type: 'cancelada',
      at: new Date(),
    });
    expect(again).toMatchObject({ ticketId: closed!.id });
    const [ticket] = await h.db.select().from(tickets).where(eq(tickets.id, closed!.id));
    expect(ticket).toMatchObject({ status: 3, fechadoEm: null });
  });

  it('gives aurora’s demo campaign its tickets: open for the pending contacts, closed for those who left', async () => {
    const token = await h.tokenFor(ADMIN);
    const planos = (await h.call<ListResponse<Plano>>('GET', '/api/aurora/planos?search=principal', { token })).body.data.data;
    const id = planos[0]!.campanhas.find((item) => item.tipo === 'cancelado')!.id;
    const list = async (filtro: string) =>
      (
        await h.call<ListResponse<CampanhaContato>>('GET', `/api/aurora/campanha_cancelados_contatos?campanha_id=${id}&filtro=${filtro}`, {
          token,
        })
      ).body.data;
    const ativos = await list('ativos');
    const inativos = await list('inativos');
    expect(ativos.total).toBeGreaterThan(0);
    expect(inativos.total).toBeGreaterThan(0);
    expect(ativos.data.every((row) => row.ticket !== null && row.ticket.status === 0)).toBe(true);
    expect(inativos.data.every((row) => row.ticket?.status === 2)).toBe(true);
  });

  it('is read under planos_campanhas and kept apart per company', async () => {
    const leitor = await addMember(h, 'editor', 'leitor', co);
    expect((await get(`campanha_cancelados_contatos?campanha_id=${campanha.id}`, leitor.token)).status).toBe(200);
    const agente = await addMember(h, 'Atendente', 'agente', co);
    expect((await get(`campanha_cancelados_contatos?campanha_id=${campanha.id}`, agente.token)).status).toBe(403);
    const other = await createTestCompany(h);
    const outsider = await addMember(h, 'Administrador', 'outro', other);
    expect((await get(`campanha_cancelados_contatos?campanha_id=${campanha.id}`, outsider.token, other)).status).toBe(404);
  });
});
