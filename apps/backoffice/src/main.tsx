import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import { isLocale } from '@retoma/ui';
import { getDefaultStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/Providers';
import { AppRoutes } from './app/router';
import { loadLocale, localeAtom } from './i18n';

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

// A language chosen on an earlier visit is fetched before the first paint, so the page never flashes in pt.
const chosen = getDefaultStore().get(localeAtom);
if (isLocale(chosen)) loadLocale(chosen).then(render, render);
else render();
