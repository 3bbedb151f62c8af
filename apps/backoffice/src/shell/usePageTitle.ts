import { useEffect } from 'react';

/** The title a screen gave its page (usePageTitle), while it shows; the router's page writes it instead of the route's. */
let screenTitle: string | null = null;

/** What the browser tab says for the page on screen: the screen's own title when it gave one, else the route's. */
export const pageTitleOf = (routeTitle: string) => screenTitle ?? routeTitle;

/**
 * Titles the browser tab `title` while the screen shows it, instead of the route's title: a page whose heading
 * depends on what it finds ("Ticket de Bruno Lima" where the route says "Atendendo ticket"). A screen's effects run
 * before its page's, so the page's (app/router.tsx) reads the title given here.
 */
export function usePageTitle(title: string | undefined, appName: string) {
  useEffect(() => {
    if (title === undefined) return undefined;
    const before = document.title;
    screenTitle = title;
    document.title = `${title} · ${appName}`;
    return () => {
      screenTitle = null;
      document.title = before;
    };
  }, [title, appName]);
}
