import type { AppRoute } from '../../app/routeTypes';

export const agendaRoutes: AppRoute[] = [];
