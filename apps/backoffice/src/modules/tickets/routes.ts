import type { AppRoute } from '../../app/routeTypes';

export const ticketsRoutes: AppRoute[] = [];
