import { z } from 'zod';
import { PERIOD_ORDER_MESSAGE, periodInOrder, periodShape, periodWithin } from './fields';
import { idField } from './settings';

/** The predecessor's limit on a report's period (the first day to the last). */
export const REPORT_MAX_DAYS = 60;

/** `produtos[]=1&produtos[]=2`: query text, hence the coercion. */
const idListQuery = (message: string) => z.array(idField(message), { error: message }).optional();

const reportShape = { ...periodShape, produtos: idListQuery('Produto inválido.') };

/** Both rules sit on `dt_fim`, the field the range picker reports under. */
function withReportPeriod<S extends z.ZodType<{ dt_inicio?: string | undefined; dt_fim?: string | undefined }>>(schema: S) {
  return schema.refine(periodInOrder, { error: PERIOD_ORDER_MESSAGE, path: ['dt_fim'] }).refine(periodWithin(REPORT_MAX_DAYS), {
    error: `O intervalo entre as datas deve ser de, no máximo, ${REPORT_MAX_DAYS} dias.`,
    path: ['dt_fim'],
  });
}

/**
 * `GET relatorio-vendas` and `GET relatorio-tickets`: the period (days that exist, in order, at most 60 apart;
 * without it the server takes the last 7 days) and the products to include (all of the role's when left out).
 */
export const reportQuery = withReportPeriod(z.object(reportShape));
export type ReportQuery = z.input<typeof reportQuery>;

/** `GET relatorio-vendas-usuario`: the same, plus the users to include. */
export const userReportQuery = withReportPeriod(z.object({ ...reportShape, usuarios: idListQuery('Usuário inválido.') }));
export type UserReportQuery = z.input<typeof userReportQuery>;
