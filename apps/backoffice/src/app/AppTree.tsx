import { StrictMode, type ComponentType, type ReactNode } from 'react';
import type { createStore } from 'jotai';
import { AppProviders } from './Providers';
import { AppRoutes } from './router';

export interface AppTreeProps {
  /** The router the app runs in: the browser's history, or a fixed address when a page is pre-rendered. */
  Router: ComponentType<{ children: ReactNode }>;
  store?: ReturnType<typeof createStore>;
}

/**
 * The whole app, the same in the browser (main.tsx) and when a public page is pre-rendered at build time
 * (prerender.tsx): hydration needs the two trees to be one.
 */
export function AppTree({ Router, store }: AppTreeProps) {
  return (
    <StrictMode>
      <AppProviders store={store}>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
