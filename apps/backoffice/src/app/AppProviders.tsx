import { completeApiClient } from '@retoma/api-client';
import { provideApiResources } from '../platform/api';

export { AppProviders, type AppProvidersProps } from './Providers';

// Storybook's decorator and tests render any screen at once, without the route table that brings every module's
// calls to the app (app/routeTable.ts): they have them from the start. The app's entry uses ./Providers directly.
provideApiResources(completeApiClient);
