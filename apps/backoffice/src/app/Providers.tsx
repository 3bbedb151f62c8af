import { UiProvider } from '@retoma/ui';
import { createStore, Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { safeLocaleAtom, useChosenLocaleLoader } from '../i18n';
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
      {children}
    </UiProvider>
  );
}

/**
 * The one provider stack, used by the app (main.tsx) and, through AppProviders.tsx, by Storybook's decorator and by
 * tests: session store, API client and the kit's theme, direction and locale. The answers cache and the toasts belong
 * to the pages that use them (platform/DataCache.tsx, platform/AppToasts.tsx).
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
