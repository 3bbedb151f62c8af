import { z } from 'zod';
import { dateTimeField, idField, requiredText } from './fields';

export const whatsappListReplyInput = z.object({
  id: idField('Contato inválido.'),
  mensagem: requiredText('Digite uma mensagem.', 4096),
});
export type WhatsappListReplyInput = z.infer<typeof whatsappListReplyInput>;

/** Turn an answered entry into a ticket, attended now (`data` = now) or scheduled for `data`. */
export const whatsappListTransformInput = z.object({
  id: idField('Contato inválido.'),
  produto: idField('Produto inválido.'),
  data: dateTimeField('Escolha quando o ticket será atendido.'),
});
export type WhatsappListTransformInput = z.infer<typeof whatsappListTransformInput>;
