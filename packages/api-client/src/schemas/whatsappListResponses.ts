import { z } from 'zod';
import {
  WHATSAPPLIST_KINDS,
  type WhatsappListAnswer,
  type WhatsappListCounts,
  type WhatsappListDetail,
  type WhatsappListEntry,
  type WhatsappListResponsibles,
  type WhatsappListTicket,
} from '../types/whatsappList';

/** What the WhatsApp list's endpoints answer (see responses.ts for the conventions). */

const id = z.int().positive();
const count = z.int().nonnegative();
const text = z.string();
const nullableText = z.string().nullable();
const dateTime = z.iso.datetime({ offset: true });
const userRef = z.strictObject({ id, name: text, avatar: nullableText });

export const whatsappListAnswerSchema = z.strictObject({
  mensagem: text,
  respondida_em: dateTime,
  usuario: userRef.nullable(),
}) satisfies z.ZodType<WhatsappListAnswer>;

export const whatsappListEntrySchema = z.strictObject({
  id,
  lead: z.strictObject({ id, nome: text, email: text, ddi: text, ddd: text, telefone: text }),
  produto: z.strictObject({ id, nome: text, cor: text }),
  campanha: z.strictObject({ id, nome: text, tipo: z.enum(WHATSAPPLIST_KINDS), plano: text }),
  resposta: whatsappListAnswerSchema.nullable(),
  respostas_count: count,
  ticket_aberto: id.nullable(),
  created_at: dateTime,
}) satisfies z.ZodType<WhatsappListEntry>;

export const whatsappListDetailSchema = whatsappListEntrySchema.extend({
  respostas: z.array(whatsappListAnswerSchema),
}) satisfies z.ZodType<WhatsappListDetail>;

export const whatsappListCountsSchema = z.strictObject({
  pendentes: count,
  respondidos: count,
  todos: count,
}) satisfies z.ZodType<WhatsappListCounts>;

export const whatsappListResponsiblesSchema = z.strictObject({
  usuarios: z.array(userRef),
  campanhas: z.array(z.strictObject({ id, nome: text, tipo: z.enum(WHATSAPPLIST_KINDS) })),
}) satisfies z.ZodType<WhatsappListResponsibles>;

export const whatsappListTicketSchema = z.strictObject({ ticket_id: id }) satisfies z.ZodType<WhatsappListTicket>;
