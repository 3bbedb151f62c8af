import { createContext, useContext, useEffect } from 'react';

/**
 * Where a screen gives its page another title than its route's (the router's page writes the browser tab's title
 * from it); `null` gives the route's back.
 */
export const PageTitleContext = createContext<(title: string | null) => void>(() => undefined);

/**
 * Titles the browser tab `title` while the screen shows it, instead of the route's title: a page whose heading
 * depends on what it finds ("Ticket de Bruno Lima" where the route says "Atendendo ticket").
 */
export function usePageTitle(title: string | undefined) {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    if (title === undefined) return undefined;
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}
