import type { AppRoute } from '../../app/routeTypes';

export const notificationsRoutes: AppRoute[] = [];
