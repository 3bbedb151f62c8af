import type { PermissionName } from '@retoma/api-client';
import {
  buildPeopleReport,
  buildPlanReport,
  buildProductOptions,
  buildSalesReport,
  buildTicketsReport,
  buildUserOptions,
  mockHandlers,
  reportOptionsOf,
} from '@retoma/api-client/mock';
import { companySessionHandlers } from '#storybook/companySession';

/** The reports as the server answers them: made from the request's period and filters. */
export const salesByRequest = (options: { refunds?: boolean; empty?: boolean } = {}) =>
  mockHandlers.reports.sales(({ request }) => buildSalesReport({ ...reportOptionsOf(new URL(request.url)), ...options }));
export const peopleByRequest = (options: { refunds?: boolean; empty?: boolean } = {}) =>
  mockHandlers.reports.people(({ request }) => buildPeopleReport({ ...reportOptionsOf(new URL(request.url)), ...options }));
export const plansByRequest = (options: { empty?: boolean } = {}) =>
  mockHandlers.reports.plans(({ request }) => buildPlanReport({ ...reportOptionsOf(new URL(request.url)), ...options }));
export const ticketsByRequest = (options: { empty?: boolean } = {}) =>
  mockHandlers.reports.tickets(({ request }) => buildTicketsReport({ ...reportOptionsOf(new URL(request.url)), ...options }));

/** The session and the filters' options. */
export const reportSession = () => [
  ...companySessionHandlers(),
  mockHandlers.selects.produtos(buildProductOptions()),
  mockHandlers.selects.usuarios(buildUserOptions()),
];

/** A person whose role holds only `permissions` (the Administrador holds them all). */
export const limitedUser = (permissions: readonly PermissionName[]) =>
  companySessionHandlers({ user: { role_name: 'Atendente' }, grants: { Atendente: permissions } });

/** What the server answers a period longer than 60 days. */
export const PERIOD_REFUSAL = {
  message: 'O intervalo entre as datas deve ser de, no máximo, 60 dias.',
  errors: { dt_fim: ['O intervalo entre as datas deve ser de, no máximo, 60 dias.'] },
};
