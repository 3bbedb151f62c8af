import type { Campanha, CampanhaConfigs, CampaignKind, PlanoCampanha } from '@retoma/api-client';
import type { campanhaCreateInput, campanhaUpdateInput } from '@retoma/api-client/schemas';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { campanhaContatos, campanhas, catalogos, EVENT_DRIVEN_TIPOS, envios, planos, produtos } from '../db/schema';
import { conflict, notFound, validationError } from '../http/errors';
import { assertBookingAgent } from './bookingAgent';
import { activeStatus, iso } from './pagination';

type CreateData = z.output<typeof campanhaCreateInput>;
type UpdateData<K extends CampaignKind> = z.output<ReturnType<typeof campanhaUpdateInput<K>>>;

/** What each kind's settings are before a manager saves them. */
const DEFAULT_CONFIGS: CampanhaConfigs = {
  carrinho: { checkout_url: null, janela_inicio: null, janela_fim: null },
  boleto: { janela_inicio: null, janela_fim: null },
  cancelado: { tipo_duvida_id: null, tipos: [], reabertura: false },
  agendamento: {
    descricao: null,
    obrigado_url: null,
    origem_id: null,
    tipo_duvida_id: null,
    dias_semana: [1, 2, 3, 4, 5],
    hora_inicio: '09:00',
    hora_fim: '17:00',
    duracao_minutos: 30,
    ddd: null,
    telefone: null,
    atendente_id: null,
  },
  whatsapp: { ddi: null, telefone: null, mensagem: null },
};

/** The stored settings over the kind's defaults, keeping only the kind's own keys (the wire's shape, always whole). */
export function configOf<K extends CampaignKind>(kind: K, stored: Record<string, unknown>): CampanhaConfigs[K] {
  const defaults = DEFAULT_CONFIGS[kind] as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(defaults).map((key) => [key, stored[key] ?? defaults[key]])) as unknown as CampanhaConfigs[K];
}

/** Sends of a campaign waiting to go out: what switching it off cancels. */
const agendadosCount = sql<number>`(select count(*)::int from ${envios} where ${envios.campanhaId} = ${campanhas.id} and ${envios.situacao} = 'agendado')`;

const isEventDriven = (kind: CampaignKind) => (EVENT_DRIVEN_TIPOS as readonly string[]).includes(kind);

export const CAMPANHA_MISSING = 'Campanha não encontrada.';

/** A campaign of `kind` of the company, for its routes: another company's, or another kind's, is a 404. */
export async function getCampanha<K extends CampaignKind>(db: Database, companyId: number, kind: K, id: number): Promise<Campanha<K>> {
  const [row] = await db
    .select({
      id: campanhas.id,
      tipo: campanhas.tipo,
      nome: campanhas.nome,
      ativo: campanhas.ativo,
      plano: { id: planos.id, nome: planos.nome },
      produto: { id: produtos.id, nome: produtos.nome, cor: produtos.cor },
      ticketPolicy: campanhas.ticketPolicy,
      token: campanhas.token,
      config: campanhas.config,
      agendados: agendadosCount,
      createdAt: campanhas.createdAt,
      updatedAt: campanhas.updatedAt,
    })
    .from(campanhas)
    .innerJoin(planos, eq(planos.id, campanhas.planoId))
    .innerJoin(produtos, eq(produtos.id, campanhas.produtoId))
    .where(and(eq(campanhas.companyId, companyId), eq(campanhas.tipo, kind), eq(campanhas.id, id)));
  if (!row) throw notFound(CAMPANHA_MISSING);
  return {
    id: row.id,
    tipo: kind,
    nome: row.nome,
    status: activeStatus(row.ativo),
    plano: row.plano,
    produto: row.produto,
    ticket_policy: row.ticketPolicy,
    token: row.token,
    config: configOf(kind, row.config),
    agendados_count: row.agendados,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** The campaigns of some plans, as each plan lists them: name, kind, product and what is scheduled. */
export async function campanhasOfPlanos(db: Database, companyId: number, planoIds: number[]): Promise<Map<number, PlanoCampanha[]>> {
  const byPlano = new Map<number, PlanoCampanha[]>(planoIds.map((id) => [id, []]));
  if (planoIds.length === 0) return byPlano;
  const rows = await db
    .select({
      planoId: campanhas.planoId,
      id: campanhas.id,
      tipo: campanhas.tipo,
      nome: campanhas.nome,
      ativo: campanhas.ativo,
      produto: { id: produtos.id, nome: produtos.nome },
      agendados: agendadosCount,
    })
    .from(campanhas)
    .innerJoin(produtos, eq(produtos.id, campanhas.produtoId))
    .where(and(eq(campanhas.companyId, companyId), inArray(campanhas.planoId, planoIds)))
    .orderBy(campanhas.id);
  for (const row of rows) {
    byPlano.get(row.planoId)?.push({
      id: row.id,
      tipo: row.tipo,
      nome: row.nome,
      status: activeStatus(row.ativo),
      produto: row.produto,
      agendados_count: row.agendados,
    });
  }
  return byPlano;
}

/**
 * What switching campaigns off does, in the caller's transaction: their scheduled sends are cancelled (with why)
 * and their active contacts leave as 'interrompido', so nothing more goes out and the lists say what happened.
 */
export async function stopCampanhas(tx: Database, companyId: number, campanhaIds: number[], motivo: string): Promise<void> {
  if (campanhaIds.length === 0) return;
  const now = new Date();
  await tx
    .update(envios)
    .set({ situacao: 'cancelado', motivo, bloqueadoAte: null, updatedAt: now })
    .where(and(eq(envios.companyId, companyId), inArray(envios.campanhaId, campanhaIds), eq(envios.situacao, 'agendado')));
  await tx
    .update(campanhaContatos)
    .set({ situacao: 'interrompido', saiuEm: now })
    .where(
      and(
        eq(campanhaContatos.companyId, companyId),
        inArray(campanhaContatos.campanhaId, campanhaIds),
        eq(campanhaContatos.situacao, 'ativo'),
        isNull(campanhaContatos.saiuEm),
      ),
    );
}

/** Switches campaigns off, with the cascade. */
export async function switchOffCampanhas(tx: Database, companyId: number, campanhaIds: number[], motivo: string): Promise<void> {
  if (campanhaIds.length === 0) return;
  await tx
    .update(campanhas)
    .set({ ativo: false, updatedAt: new Date() })
    .where(and(eq(campanhas.companyId, companyId), inArray(campanhas.id, campanhaIds)));
  await stopCampanhas(tx, companyId, campanhaIds, motivo);
}

/** How many sends of these campaigns are scheduled. */
export async function countAgendados(db: Database, companyId: number, campanhaIds: number[]): Promise<number> {
  if (campanhaIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(envios)
    .where(and(eq(envios.companyId, companyId), inArray(envios.campanhaId, campanhaIds), eq(envios.situacao, 'agendado')));
  return row?.n ?? 0;
}

const ONE_ACTIVE_MESSAGE = (nome: string) =>
  `Já existe uma campanha deste tipo ativa para este produto: ${nome}. Confirme a substituição para desativá-la e ativar esta.`;

/**
 * Before a carrinho/boleto/cancelado campaign becomes active: the other active one of its kind for the product is a
 * 409, or, when the manager confirmed (`substituir`), is switched off (with its cascade). The row lock on the plan's
 * product keeps two activations from both passing; the unique index is the last word.
 */
async function makeRoomFor(
  tx: Database,
  companyId: number,
  kind: CampaignKind,
  produtoId: number,
  nome: string,
  substituir: boolean,
  exceptId?: number,
) {
  if (!isEventDriven(kind)) return;
  await tx.select({ id: produtos.id }).from(produtos).where(eq(produtos.id, produtoId)).for('update');
  const [other] = await tx
    .select({ id: campanhas.id, nome: campanhas.nome })
    .from(campanhas)
    .where(
      and(
        eq(campanhas.companyId, companyId),
        eq(campanhas.produtoId, produtoId),
        eq(campanhas.tipo, kind),
        eq(campanhas.ativo, true),
        exceptId ? ne(campanhas.id, exceptId) : undefined,
      ),
    );
  if (!other) return;
  if (!substituir) throw conflict(ONE_ACTIVE_MESSAGE(other.nome));
  await switchOffCampanhas(tx, companyId, [other.id], `Campanha substituída por ${nome}.`);
}

/** A campaign cannot be on while its plan is off: the plan switches its campaigns as a whole. */
const PLANO_INATIVO = 'O plano desta campanha está desativado. Ative o plano antes de ativar a campanha.';

/** The unique index refused a second active campaign that raced past the check: the same 409. */
async function oneActive<R>(work: () => Promise<R>, nome: () => Promise<string>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ONE_ACTIVE_MESSAGE(await nome()));
    throw error;
  }
}

export async function createCampanha<K extends CampaignKind>(
  db: Database,
  companyId: number,
  kind: K,
  data: CreateData,
): Promise<Campanha<K>> {
  const [produto] = await db
    .select({ id: produtos.id })
    .from(produtos)
    .where(and(eq(produtos.companyId, companyId), eq(produtos.id, data.produto_id)));
  const [plano] = await db
    .select({ id: planos.id, ativo: planos.ativo })
    .from(planos)
    .where(and(eq(planos.companyId, companyId), eq(planos.id, data.plano_id)));
  const errors: Record<string, string[]> = {};
  if (!produto) errors.produto_id = ['Produto inválido.'];
  if (!plano) errors.plano_id = ['Plano inválido.'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  if (data.status && !plano!.ativo) throw conflict(PLANO_INATIVO);

  const id = await oneActive(
    () =>
      db.transaction(async (tx) => {
        if (data.status) await makeRoomFor(tx, companyId, kind, data.produto_id, data.nome, data.substituir);
        const [row] = await tx
          .insert(campanhas)
          .values({ companyId, planoId: data.plano_id, produtoId: data.produto_id, tipo: kind, nome: data.nome, ativo: data.status })
          .returning({ id: campanhas.id });
        return row!.id;
      }),
    () => activeNameOf(db, companyId, kind, data.produto_id),
  );
  return getCampanha(db, companyId, kind, id);
}

async function activeNameOf(db: Database, companyId: number, kind: CampaignKind, produtoId: number): Promise<string> {
  const [row] = await db
    .select({ nome: campanhas.nome })
    .from(campanhas)
    .where(
      and(eq(campanhas.companyId, companyId), eq(campanhas.produtoId, produtoId), eq(campanhas.tipo, kind), eq(campanhas.ativo, true)),
    );
  return row?.nome ?? '';
}

/** The origin and doubt type a kind's settings name must be the company's own. */
async function assertCatalogues(db: Database, companyId: number, config: Record<string, unknown>) {
  const refs: Array<[field: string, kind: 'origem' | 'tipo_duvida', message: string]> = [
    ['origem_id', 'origem', 'Selecione uma origem.'],
    ['tipo_duvida_id', 'tipo_duvida', 'Selecione o tipo de dúvida.'],
  ];
  const errors: Record<string, string[]> = {};
  for (const [field, catalogueKind, message] of refs) {
    const value = config[field];
    if (typeof value !== 'number') continue;
    const [found] = await db
      .select({ id: catalogos.id })
      .from(catalogos)
      .where(and(eq(catalogos.companyId, companyId), eq(catalogos.kind, catalogueKind), eq(catalogos.id, value)));
    if (!found) errors[`config.${field}`] = [message];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

export async function updateCampanha<K extends CampaignKind>(
  db: Database,
  companyId: number,
  kind: K,
  id: number,
  data: UpdateData<K>,
): Promise<Campanha<K>> {
  const current = await getCampanha(db, companyId, kind, id);
  if (data.config) await assertCatalogues(db, companyId, data.config as Record<string, unknown>);
  if (data.config && kind === 'agendamento') await assertBookingAgent(db, companyId, data.config as Record<string, unknown>);
  const nome = data.nome ?? current.nome;
  const turningOn = data.status === true && current.status === 0;
  const turningOff = data.status === false && current.status === 1;
  if (turningOn) {
    const [plano] = await db.select({ ativo: planos.ativo }).from(planos).where(eq(planos.id, current.plano.id));
    if (!plano?.ativo) throw conflict(PLANO_INATIVO);
  }
  await oneActive(
    () =>
      db.transaction(async (tx) => {
        if (turningOn) await makeRoomFor(tx, companyId, kind, current.produto.id, nome, data.substituir, id);
        await tx
          .update(campanhas)
          .set({
            nome,
            ...(data.status === undefined ? {} : { ativo: data.status }),
            ...(data.ticket_policy ? { ticketPolicy: data.ticket_policy } : {}),
            ...(data.config ? { config: data.config as Record<string, unknown> } : {}),
            updatedAt: new Date(),
          })
          .where(and(eq(campanhas.companyId, companyId), eq(campanhas.id, id)));
        if (turningOff) await stopCampanhas(tx, companyId, [id], 'Campanha desativada.');
      }),
    () => activeNameOf(db, companyId, kind, current.produto.id),
  );
  return getCampanha(db, companyId, kind, id);
}

/** The refusal of a delete that would drop scheduled sends: switch off first (which cancels them), then delete. */
export function agendadosRefusal(count: number, of: 'plano' | 'campanha'): string {
  if (of === 'plano')
    return count === 1
      ? 'Há 1 envio agendado nas campanhas deste plano. Desative o plano antes de excluí-lo: o envio será cancelado.'
      : `Há ${count} envios agendados nas campanhas deste plano. Desative o plano antes de excluí-lo: os envios serão cancelados.`;
  return count === 1
    ? 'Há 1 envio agendado nesta campanha. Desative a campanha antes de excluí-la: o envio será cancelado.'
    : `Há ${count} envios agendados nesta campanha. Desative a campanha antes de excluí-la: os envios serão cancelados.`;
}

export async function removeCampanha(db: Database, companyId: number, kind: CampaignKind, id: number): Promise<void> {
  await getCampanha(db, companyId, kind, id);
  await db.transaction(async (tx) => {
    const scheduled = await countAgendados(tx, companyId, [id]);
    if (scheduled > 0) throw conflict(agendadosRefusal(scheduled, 'campanha'));
    await tx.delete(campanhas).where(and(eq(campanhas.companyId, companyId), eq(campanhas.id, id)));
  });
}
