import { ToastProvider, UiProvider } from '@retoma/ui';
import { createStore, Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { safeLocaleAtom, translate, useChosenLocaleLoader } from '../i18n';
import { accessTokenAtom, directionAtom, themeNameAtom, userInfoAtom, permissionRulesAtom } from '../session/atoms';
import { ApiContext, createAppClient } from '../platform/api';

export interface AppProvidersProps {
  children: ReactNode;
  /** A jotai store to start from (stories and tests seed the session this way). */
  store?: ReturnType<typeof createStore>;
}

function ThemedUi({ children }: { children: ReactNode }) {
  const themeName = useAtomValue(themeNameAtom);
  const direction = useAtomValue(directionAtom);
  const locale = useAtomValue(safeLocaleAtom);
  useChosenLocaleLoader();
  return (
    <UiProvider themeName={themeName} direction={direction} locale={locale}>
      <ToastProvider regionLabel={translate(locale, 'shell.toastRegion')} closeLabel={translate(locale, 'shell.close')}>
        {children}
      </ToastProvider>
    </UiProvider>
  );
}

/**
 * The one provider stack, used by the app (main.tsx) and, through AppProviders.tsx, by Storybook's decorator and by
 * tests: session store, API client and the kit's theme, direction and locale. The answers cache belongs to the pages
 * that fetch (platform/DataCache.tsx).
 */
export function AppProviders({ children, store: given }: AppProvidersProps) {
  const [store] = useState(() => given ?? createStore());
  const [client] = useState(() =>
    createAppClient(store, () => {
      store.set(userInfoAtom, null);
      store.set(permissionRulesAtom, null);
      store.set(accessTokenAtom, null);
    }),
  );
  return (
    <JotaiProvider store={store}>
      <ApiContext.Provider value={client}>
        <ThemedUi>{children}</ThemedUi>
      </ApiContext.Provider>
    </JotaiProvider>
  );
}
