import { z } from 'zod';
import { AUDIT_AREAS } from '../types/audit';
import { idField, listOf } from './settings';

/** The audit trail's list: newest first, by area and by the person who made the change. */
export const auditListQuery = listOf(['created_at']).extend({
  area: z.enum(AUDIT_AREAS, { error: 'Área inválida.' }).optional(),
  user_id: idField('Pessoa inválida.').optional(),
});
