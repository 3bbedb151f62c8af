import type { Ticket } from './tickets';
import type { IsoDate } from './common';
import type { DateRangeParams, Paginator } from './wire';

/** "Meus tickets": as attendant (won / waiting / lost) or as creator (finished / pending / open). */
export type MyTicketsStats =
  | { type: 'atendimento'; tickets_ganhou: number; tickets_aguardando: number; tickets_perdeu: number }
  | { type: 'inseridos'; tickets_finalizados: number; tickets_pendentes: number; tickets_abertos: number };

export interface DailyCount {
  dia: IsoDate;
  quantidade: number;
}

/** This month against the last one, per day. */
export interface MonthComparison {
  periodo_atual: DailyCount[];
  periodo_anterior: DailyCount[];
}

export interface CountStat {
  total: number;
}

/** `GET dashboard/{route}`: each route's answer. */
export interface DashboardData {
  meus_tickets: MyTicketsStats;
  meus_tickets_atividades: Paginator<Ticket>;
  tickets_atrasados: CountStat;
  atendimentos: MonthComparison;
  inseridos: MonthComparison;
}
export type DashboardRoute = keyof DashboardData;

/** `GET dashboard/{route}`: each route's parameters. */
export interface DashboardParams {
  meus_tickets: DateRangeParams & { type: MyTicketsStats['type'] };
  meus_tickets_atividades: { page?: number; per_page?: 10 | 25 | 50 | 100 };
  tickets_atrasados: Record<string, never>;
  atendimentos: DateRangeParams;
  inseridos: DateRangeParams;
}
