import type { AppRoute } from '../../app/routeTypes';

export const dashboardRoutes: AppRoute[] = [];
