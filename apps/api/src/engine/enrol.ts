import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
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

/**
 * Enrols the lead in the product's active campaign of the event's kind (in an active plan), once: a second
 * abandoned checkout while enrolled changes nothing. Each active step gets its send, due `periodo` after the
 * previous step of its channel (the first one after the entry), moved past the company's quiet hours; a ticket is
 * opened at once when the campaign says so (and always by the cancelled-purchases campaign, which works by tickets).
 */
export async function enrol(db: Database, settings: EngineSettings, enrolment: Enrolment): Promise<EnrolResult> {
  const kind = KIND_OF[enrolment.type];
  if (!kind) return { skipped: 'tipo' };
  const [campanha] = await db
    .select({
      id: campanhas.id,
      tipo: campanhas.tipo,
      nome: campanhas.nome,
      config: campanhas.config,
      ticketPolicy: campanhas.ticketPolicy,
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
  if (!campanha) return { skipped: 'sem_campanha' };
  if (kind === 'cancelado') {
    const tipos = Array.isArray(campanha.config.tipos) ? campanha.config.tipos : ['canceled', 'expired'];
    if (!tipos.includes(CANCEL_STATUS[enrolment.type])) return { skipped: 'tipo' };
  }
  const [contato] = await db
    .insert(campanhaContatos)
    .values({
      companyId: enrolment.companyId,
      campanhaId: campanha.id,
      leadId: enrolment.leadId,
      leadProdutoId: enrolment.leadProdutoId,
      transacao: enrolment.transacao,
      entrouEm: enrolment.at,
    })
    .onConflictDoNothing()
    .returning({ id: campanhaContatos.id });
  if (!contato) return { skipped: 'ja_inscrito' };

  const passos = await db
    .select({ id: campanhaPassos.id, canal: campanhaPassos.canal, periodo: campanhaPassos.periodo })
    .from(campanhaPassos)
    .where(and(eq(campanhaPassos.campanhaId, campanha.id), eq(campanhaPassos.ativo, true)))
    .orderBy(asc(campanhaPassos.canal), asc(campanhaPassos.posicao), asc(campanhaPassos.id));
  const unit = periodoMs(settings);
  const elapsed = { email: 0, sms: 0 };
  const rows = passos.map((passo) => {
    elapsed[passo.canal] += passo.periodo * unit;
    return {
      companyId: enrolment.companyId,
      campanhaId: campanha.id,
      contatoId: contato.id,
      passoId: passo.id,
      canal: passo.canal,
      previstoPara: outsideQuietHours(new Date(enrolment.at.getTime() + elapsed[passo.canal]), settings.quiet),
    };
  });
  if (rows.length > 0) await db.insert(envios).values(rows);

  const ref: CampaignRef = campanha;
  const ticketId =
    campanha.ticketPolicy === 'na_entrada' || kind === 'cancelado'
      ? await openCampaignTicket(db, { ...enrolment, contatoId: contato.id, campanha: ref })
      : null;
  // Nothing to send and nobody to call: the contact has gone through the campaign already.
  if (rows.length === 0 && ticketId === null)
    await db.update(campanhaContatos).set({ situacao: 'concluido', saiuEm: enrolment.at }).where(eq(campanhaContatos.id, contato.id));
  return { contatoId: contato.id, envios: rows.length, ticketId };
}
