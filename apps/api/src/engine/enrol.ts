import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';
import { campanhaContatos, campanhaPassos, campanhas, envios, planos } from '../db/schema';
import type { EventType } from '../platforms';
import { periodoMs, type EngineSettings } from './config';
import { outsideQuietHours } from './rules';
import { openCampaignTicket, type CampaignRef } from './tickets';

/** The campaign kind each event starts (the cancelled kind filters by its own `tipos`). */
const KIND_OF: Partial<Record<EventType, 'carrinho' | 'boleto' | 'cancelado'>> = {
  abandono: 'carrinho',
  boleto_impresso: 'boleto',
  cancelada: 'cancelado',
  expirada: 'cancelado',
  assinatura_cancelada: 'cancelado',
};

/** The purchase statuses a cancelled-purchases campaign may be set to follow (its `config.tipos`). */
const CANCEL_STATUS: Partial<Record<EventType, string>> = { cancelada: 'canceled', expirada: 'expired', assinatura_cancelada: 'canceled' };

export const startsCampaign = (type: EventType) => KIND_OF[type] !== undefined;

export interface Enrolment {
  companyId: number;
  leadId: number;
  produtoId: number;
  leadProdutoId: number;
  transacao: string | null;
  type: EventType;
  at: Date;
}

/** What enrolling did, for the event log. */
export type EnrolResult =
  { contatoId: number; envios: number; ticketId: number | null } | { skipped: 'sem_campanha' | 'ja_inscrito' | 'tipo' };

interface Passo {
  id: number;
  canal: 'email' | 'sms';
  periodo: number;
}

/** The product's active campaign of a kind in an active plan, with its active steps in sending order: one query. */
async function activeCampaign(db: Database, enrolment: Enrolment, kind: 'carrinho' | 'boleto' | 'cancelado') {
  const [campanha] = await db
    .select({
      id: campanhas.id,
      tipo: campanhas.tipo,
      nome: campanhas.nome,
      config: campanhas.config,
      ticketPolicy: campanhas.ticketPolicy,
      passos: sql<Passo[]>`coalesce((
        select json_agg(json_build_object('id', p.id, 'canal', p.canal, 'periodo', p.periodo) order by p.canal, p.posicao, p.id)
        from ${campanhaPassos} p where p.campanha_id = ${campanhas.id} and p.ativo), '[]'::json)`,
    })
    .from(campanhas)
    .innerJoin(planos, eq(planos.id, campanhas.planoId))
    .where(
      and(
        eq(campanhas.companyId, enrolment.companyId),
        eq(campanhas.produtoId, enrolment.produtoId),
        eq(campanhas.tipo, kind),
        eq(campanhas.ativo, true),
        eq(planos.ativo, true),
      ),
    );
  return campanha;
}

/**
 * The contact and its sends in one statement (intake runs once per platform event: every round trip counts). The
 * sends are inserted only if the contact is (a lead already enrolled conflicts and gets neither).
 */
async function insertContact(
  db: Database,
  enrolment: Enrolment,
  campanhaId: number,
  sends: { passo_id: number; canal: Passo['canal']; previsto_para: Date }[],
): Promise<number | null> {
  const result = await db.execute<{ id: number }>(sql`
    with contato as (
      insert into ${campanhaContatos} (company_id, campanha_id, lead_id, lead_produto_id, transacao, created_at)
      values (${enrolment.companyId}, ${campanhaId}, ${enrolment.leadId}, ${enrolment.leadProdutoId}, ${enrolment.transacao}, ${enrolment.at})
      on conflict do nothing
      returning id
    ), sends as (
      insert into ${envios} (company_id, campanha_id, contato_id, passo_id, canal, previsto_para)
      select ${enrolment.companyId}, ${campanhaId}, contato.id, s.passo_id, s.canal, s.previsto_para
      from contato, json_to_recordset(${JSON.stringify(sends)}::json) as s(passo_id int, canal text, previsto_para timestamptz)
    )
    select id from contato`);
  const [row] = rowsOf<{ id: number }>(result);
  return row ? Number(row.id) : null;
}

/**
 * Enrols the lead in the product's active campaign of the event's kind (in an active plan), once: a second
 * abandoned checkout while enrolled changes nothing. Each active step gets its send, due `periodo` after the
 * previous step of its channel (the first one after the entry), moved past the company's quiet hours; a ticket is
 * opened at once when the campaign says so (and always by the cancelled-purchases campaign, which works by tickets).
 */
export async function enrol(db: Database, settings: EngineSettings, enrolment: Enrolment): Promise<EnrolResult> {
  const kind = KIND_OF[enrolment.type];
  if (!kind) return { skipped: 'tipo' };
  const campanha = await activeCampaign(db, enrolment, kind);
  if (!campanha) return { skipped: 'sem_campanha' };
  if (kind === 'cancelado') {
    const tipos = Array.isArray(campanha.config.tipos) ? campanha.config.tipos : ['canceled', 'expired'];
    if (!tipos.includes(CANCEL_STATUS[enrolment.type])) return { skipped: 'tipo' };
  }
  const unit = periodoMs(settings);
  const elapsed = { email: 0, sms: 0 };
  const sends = campanha.passos.map((passo) => {
    elapsed[passo.canal] += passo.periodo * unit;
    const due = new Date(enrolment.at.getTime() + elapsed[passo.canal]);
    return { passo_id: passo.id, canal: passo.canal, previsto_para: outsideQuietHours(due, settings.quiet) };
  });
  const contatoId = await insertContact(db, enrolment, campanha.id, sends);
  if (contatoId === null) return { skipped: 'ja_inscrito' };

  const ref: CampaignRef = campanha;
  const ticketId =
    campanha.ticketPolicy === 'na_entrada' || kind === 'cancelado'
      ? await openCampaignTicket(db, { ...enrolment, contatoId, campanha: ref })
      : null;
  // Nothing to send and nobody to call: the contact has gone through the campaign already.
  if (sends.length === 0 && ticketId === null)
    await db.update(campanhaContatos).set({ situacao: 'concluido', saiuEm: enrolment.at }).where(eq(campanhaContatos.id, contatoId));
  return { contatoId, envios: sends.length, ticketId };
}
