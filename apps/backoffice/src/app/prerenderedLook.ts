import type { createStore } from 'jotai';
import { safeLocaleAtom } from '../i18n';
import { directionAtom, themeNameAtom } from '../session/atoms';

/**
 * What a public page's markup depends on besides its address: the language, the theme and the direction the
 * store holds. A page pre-rendered at build time (src/prerender.tsx) is marked with its look; the browser hydrates
 * it only when its own store has the same look (main.tsx), and draws the page afresh otherwise.
 */
export function pageLook(store: ReturnType<typeof createStore>): string {
  return [store.get(safeLocaleAtom), store.get(themeNameAtom), store.get(directionAtom)].join(' ');
}
