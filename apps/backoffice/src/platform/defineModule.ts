import type { Locale } from '@retoma/ui';
import type { MessageKey } from '../i18n/pt';
import type { AppRoute } from './routing';

/** A module's navigation texts in every language, pt the source: a handful of titles and menu labels. */
export interface NavTexts<K extends string> {
  pt: Record<K, string>;
  en: Record<NoInfer<K>, string>;
  de: Record<NoInfer<K>, string>;
  fr: Record<NoInfer<K>, string>;
}

/** What a module brings to the app: found by the app in `modules/<module>/module.ts`, its default export. */
export interface ModuleDefinition<Routes extends readonly AppRoute[] = readonly AppRoute[]> {
  /** Its entries of the route table (path under `/{company_slug}/` for company routes, permission, lazy screen, menu). */
  routes: Routes;
  /**
   * Its route titles, breadcrumbs and menu labels. They travel with the route table (not with the module's
   * per-language `messages.*.ts`), because the menu and breadcrumbs show them before the module's code loads.
   */
  nav: Record<Locale, Record<string, string>>;
}

const NO_TEXTS = { pt: {}, en: {}, de: {}, fr: {} } satisfies Record<Locale, Record<string, string>>;

/** A module's pages in the route table; its public pages (`definePublicRoutes`) join them at the end. */
type ModuleRoutes<Routes extends readonly AppRoute[], Public extends readonly AppRoute[]> = readonly [...Routes, ...Public];

/**
 * A module's declaration. Its route texts must be keys of its `nav` (or the shell's catalogue), checked at compile
 * time; its route ids join `RouteRegistry` through the module's `declare module` line, so links to them are typed.
 * Its public pages, declared apart (`publicRoutes`, from the module's `publicRoutes.ts`: definePublicRoutes.ts), are part of its routes and
 * texts, so the whole table holds each of them once.
 */
export function defineModule<
  const K extends string,
  const Routes extends ReadonlyArray<AppRoute<K | MessageKey>>,
  const Public extends readonly AppRoute[] = readonly [],
>(definition: {
  nav?: NavTexts<K>;
  routes: Routes;
  publicRoutes?: ModuleDefinition<Public>;
}): ModuleDefinition<ModuleRoutes<Routes, Public>> {
  const nav = definition.nav ?? NO_TEXTS;
  const publicPages = definition.publicRoutes ?? { routes: [] as unknown as Public, nav: NO_TEXTS };
  const texts = (locale: Locale) => ({ ...nav[locale], ...publicPages.nav[locale] });
  return {
    routes: [...definition.routes, ...publicPages.routes],
    nav: { pt: texts('pt'), en: texts('en'), de: texts('de'), fr: texts('fr') },
  };
}
