import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import { isLocale } from '@retoma/ui';
import { createStore } from 'jotai';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppTree } from './app/AppTree';
import { pageLook } from './app/prerenderedLook';
import { loadLocale, localeAtom } from './i18n';

const store = createStore();

/**
 * The server sends a sign-in page pre-rendered (`data-prerendered`, with the look it was drawn in): it is hydrated
 * when this visit draws it the same — the same look, and no history state a page shows (the login's notice after a
 * password reset). Otherwise the page is drawn afresh.
 */
function render() {
  const container = document.getElementById('root')!;
  const app = <AppTree Router={BrowserRouter} store={store} />;
  const prerendered = container.dataset.prerendered;
  const sameAsPrerendered = prerendered === pageLook(store) && (window.history.state as { usr?: unknown } | null)?.usr == null;
  if (sameAsPrerendered) {
    // As a transition, hydration yields to the browser every few milliseconds: the page already shows, and a tap or
    // a key pressed meanwhile is answered instead of waiting for the whole tree.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  if (prerendered !== undefined) container.replaceChildren();
  createRoot(container).render(app);
}

// A language chosen on an earlier visit is fetched before the first paint, so the page never flashes in pt.
const chosen = store.get(localeAtom);
if (isLocale(chosen)) loadLocale(chosen).then(render, render);
else render();
