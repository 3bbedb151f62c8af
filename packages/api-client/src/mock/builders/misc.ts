import { NOTIFICATION_ICONS, type AppNotification, type MonthComparison, type MyTicketsStats } from '../../types';
import { dateDaysAgo, isoMinutesAgo } from '../data';
import { createRandom, entityRandom } from '../../fixtures';

export function buildMyTicketsStats(type: MyTicketsStats['type'] = 'atendimento'): MyTicketsStats {
  return type === 'atendimento'
    ? { type, tickets_ganhou: 34, tickets_aguardando: 12, tickets_perdeu: 9 }
    : { type, tickets_finalizados: 40, tickets_pendentes: 8, tickets_abertos: 15 };
}

/** Day-by-day counts of this month against the last (31 days each). */
export function buildMonthComparison(seed = 'atendimentos'): MonthComparison {
  const random = entityRandom(`month-${seed}`, 1);
  const series = (offset: number) =>
    Array.from({ length: 31 }, (_, index) => ({ dia: dateDaysAgo(offset + 30 - index), quantidade: random.int(0, 14) }));
  return { periodo_atual: series(0), periodo_anterior: series(31) };
}

export function buildNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  const id = overrides.id ?? 'n1';
  const random = createRandom(`notification:${id}`);
  const minutes = random.int(5, 5000);
  return {
    id,
    data: {
      icon: NOTIFICATION_ICONS.retorno,
      category: 'danger',
      acao: 'return_due',
      valores: { lead: 'Mariana Costa' },
      title: null,
      message: null,
      time: isoMinutesAgo(minutes),
      ticket_id: random.int(10, 99),
    },
    read_at: null,
    created_at: isoMinutesAgo(minutes),
    ...overrides,
  };
}
