import { completeApiClient } from '@retoma/api-client';
import { provideApiResources } from '../platform/api';
import { AppToasts } from '../platform/AppToasts';
import { DataCache } from '../platform/DataCache';
import { AppProviders as AppRootProviders, type AppProvidersProps } from './Providers';

export type { AppProvidersProps };

// Storybook's decorator and tests render any screen at once, without the route table that brings every module's
// calls to the app (app/routeTable.ts): they have them from the start. The app's entry uses ./Providers directly.
provideApiResources(completeApiClient);

/**
 * The app's providers for a story or a test, with an answers cache and a toast queue of its own: a screen rendered
 * alone has no company tree above it to hold them (platform/DataCache.tsx, platform/AppToasts.tsx).
 */
export function AppProviders({ children, store }: AppProvidersProps) {
  return (
    <AppRootProviders store={store}>
      <AppToasts>
        <DataCache>{children}</DataCache>
      </AppToasts>
    </AppRootProviders>
  );
}
