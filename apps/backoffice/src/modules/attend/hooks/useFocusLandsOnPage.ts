import { useEffect } from 'react';

/**
 * A page opened by an action (the list's "Atender", a link) starts with focus on its heading, where a screen reader
 * starts reading and the next Tab goes on from: the control pressed is gone with the page before, and focus would
 * otherwise drop to the page body. Focus the person already put somewhere else stays there.
 */
export function useFocusLandsOnPage() {
  useEffect(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const heading = document.querySelector<HTMLElement>('main h1, h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, []);
}
