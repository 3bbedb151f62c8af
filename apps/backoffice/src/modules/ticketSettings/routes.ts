import type { AppRoute } from '../../app/routeTypes';

export const ticketSettingsRoutes: AppRoute[] = [];
