import { z } from 'zod';
import type { ContatoTicket, WhatsappResposta } from '../types';

/** What the WhatsApp campaign's contact actions answer (see responses.ts for the conventions). */

export const whatsappRespostaSchema = z.strictObject({
  mensagem: z.string().min(1),
  url: z.url({ protocol: /^https$/, hostname: /^wa\.me$/ }),
}) satisfies z.ZodType<WhatsappResposta>;

export const contatoTicketSchema = z.strictObject({ ticket_id: z.int().positive() }) satisfies z.ZodType<ContatoTicket>;
