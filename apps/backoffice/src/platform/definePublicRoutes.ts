import type { MessageKey } from '../i18n/pt';
import type { ModuleDefinition, NavTexts } from './defineModule';
import type { AppRoute } from './routing';

/**
 * A module's public pages that show before the whole route table has arrived (a lead's booking page opened from an
 * e-mail on a phone): the default export of `modules/<module>/publicRoutes.ts`, which the app's entry finds
 * (app/routes.ts) with their titles' texts, for the document title. Keep that file small: it is in every page's
 * entry; the screens stay lazy. The module's `module.ts` passes it to `defineModule` as `publicRoutes`. Apart from
 * defineModule.ts so that the entry carries this function alone, defineModule's staying in the whole table's chunk.
 */
export function definePublicRoutes<
  const K extends string,
  const Routes extends ReadonlyArray<AppRoute<K | MessageKey> & { scope: 'public'; needsRouteTable?: never }>,
>(definition: { nav: NavTexts<K>; routes: Routes }): ModuleDefinition<Routes> {
  return definition;
}
