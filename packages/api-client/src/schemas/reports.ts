import { z } from 'zod';
import { REPORT_MAX_DAYS } from '../types/reports';
import { periodInOrder, periodShape, periodWithin, PERIOD_ORDER_MESSAGE } from './fields';

/**
 * The reports' query: a period of at most 60 days (both ends included; the last 7 days when left out) and
 * id filters as comma-separated lists (`produtos=1,2`), so a report's address can be shared as it is.
 */

const MAX_FILTER_IDS = 100;

/** What a longer period is refused with, on `dt_fim` (the spec's message). */
export const REPORT_PERIOD_MESSAGE = 'O intervalo entre as datas deve ser de, no máximo, 60 dias.';

/** `1,2,3`: ids, each once; empty means no filter. */
const idListParam = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\s*$|^\d{1,9}(,\d{1,9})*$/, { error: message })
    .transform((value) => [...new Set(value.split(',').filter(Boolean).map(Number))])
    .refine((ids) => ids.length <= MAX_FILTER_IDS && ids.every((id) => id > 0), { error: message })
    .optional();

const reportShape = {
  ...periodShape,
  produtos: idListParam('Produtos inválidos.'),
};

export const reportQuery = z
  .object(reportShape)
  .refine(periodInOrder, { error: PERIOD_ORDER_MESSAGE, path: ['dt_fim'] })
  .refine(periodWithin(REPORT_MAX_DAYS - 1), { error: 'O intervalo entre as datas deve ser de, no máximo, 60 dias.', path: ['dt_fim'] });
export type ReportQuery = z.output<typeof reportQuery>;

export const peopleReportQuery = z
  .object({ ...reportShape, usuarios: idListParam('Pessoas inválidas.') })
  .refine(periodInOrder, { error: PERIOD_ORDER_MESSAGE, path: ['dt_fim'] })
  .refine(periodWithin(REPORT_MAX_DAYS - 1), { error: 'O intervalo entre as datas deve ser de, no máximo, 60 dias.', path: ['dt_fim'] });
export type PeopleReportQuery = z.output<typeof peopleReportQuery>;

/** The dashboard's own sales: the dashboard's periods (up to 400 days: 7, 31 or 365 days are offered). */
export const mySalesQuery = z
  .object(periodShape)
  .refine(periodInOrder, { error: PERIOD_ORDER_MESSAGE, path: ['dt_fim'] })
  .refine(periodWithin(399), { error: 'Escolha um período de até 400 dias.', path: ['dt_fim'] });
export type MySalesQuery = z.output<typeof mySalesQuery>;
