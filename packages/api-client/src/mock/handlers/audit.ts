import type { AuditEntry } from '../../types';
import { list } from './core';

/** `mockHandlers.audit.*`, mirroring `client.audit`. */
export const auditHandlers = {
  list: list<AuditEntry>('auditoria'),
};
