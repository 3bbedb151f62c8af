import { useState, type ComponentType } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../apps/backoffice/src/app/router';
import type { AppRoute } from '../apps/backoffice/src/platform/routing';
import { routes } from '../apps/backoffice/src/app/routeTable';
import { OUTSIDE_TEXT } from './outsideText';

/**
 * Where a screen story starts. With `id`, the story is mounted as that entry of the app's route table, so it
 * runs through the real guard, company context and shell; `pattern` mounts it on a bare path instead.
 */
export interface StoryRoute {
  path?: string;
  id?: string;
  pattern?: string;
  /** Location state the screen is opened with (as the app's guards pass it). */
  state?: unknown;
  /** A page visited before, so "back" has somewhere to go. */
  from?: string;
}

/** Shown when the screen navigates away: the story can assert where to (e.g. "…: /nao-autorizado"). */
function OutsideTheStory() {
  const { pathname, search } = useLocation();
  return <p>{`${OUTSIDE_TEXT}: ${pathname}${search}`}</p>;
}

/** The app's own routes (in a memory router, over the route table) with the story as the screen. */
export function StoryRouter({ Story, route }: { Story: ComponentType; route: StoryRoute }) {
  const [{ table, entries }] = useState(() => {
    const screen = async () => ({ default: Story });
    const outside = async () => ({ default: OutsideTheStory });
    const entry = route.id ? routes.find((candidate) => candidate.id === route.id) : undefined;
    if (route.id && !entry) throw new Error(`No route '${route.id}' in the route table`);
    // Every other page of the app is a marker showing where the story navigated to (/500, /login, /nao-autorizado…).
    const table: AppRoute[] = entry
      ? routes.map((candidate) => ({ ...candidate, screen: candidate.id === entry.id ? screen : outside }))
      : [
          { id: 'story', path: route.pattern ?? '/', scope: 'public', title: 'app.name', screen },
          ...routes
            .filter((candidate) => candidate.scope !== 'company' && candidate.path !== route.pattern)
            .map((candidate) => ({ ...candidate, screen: outside })),
        ];
    const start = { pathname: route.path ?? route.pattern ?? '/', state: route.state };
    const [pathname = '/', search = ''] = start.pathname.split(/(?=\?)/);
    return { table, entries: [...(route.from ? [route.from] : []), { pathname, search, state: start.state }] };
  });
  return (
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <AppRoutes table={table} catchAll={{ path: '*', element: <OutsideTheStory /> }} />
    </MemoryRouter>
  );
}
