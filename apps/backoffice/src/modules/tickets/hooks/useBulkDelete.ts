import { ApiError, type Ticket } from '@retoma/api-client';
import { useState } from 'react';
import { useApi } from '../../../platform/api';
import { useRefreshTickets } from './useTicketList';

export interface BulkDeleteProgress {
  done: number;
  total: number;
}

export interface BulkDeleteResult {
  deleted: number[];
  /** Refused by the server (in attendance, closed meanwhile, no permission...), with its message. */
  failed: Array<{ id: number; message: string }>;
}

/**
 * Deletes the chosen tickets one by one (the API deletes one ticket per call): the progress is real, and each
 * refusal is kept with the server's own reason instead of failing the whole batch.
 */
export function useBulkDelete() {
  const api = useApi();
  const refresh = useRefreshTickets();
  const [progress, setProgress] = useState<BulkDeleteProgress | null>(null);

  async function run(tickets: Ticket[]): Promise<BulkDeleteResult> {
    const result: BulkDeleteResult = { deleted: [], failed: [] };
    setProgress({ done: 0, total: tickets.length });
    try {
      for (const [index, ticket] of tickets.entries()) {
        try {
          await api.tickets.remove(ticket.id);
          result.deleted.push(ticket.id);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          result.failed.push({ id: ticket.id, message: error.message });
        }
        setProgress({ done: index + 1, total: tickets.length });
      }
    } finally {
      setProgress(null);
      void refresh();
    }
    return result;
  }

  return { run, progress };
}
