import { ToastProvider, UiProvider } from '@retoma/ui';
import { createStore, Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
// The provider alone: swr's main entry would bring useSWR's code too, which no public page runs (the screens that
// fetch import it themselves). The same component and context as `swr`'s SWRConfig.
import { SWRConfig } from 'swr/_internal';
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

/** A cache per provider tree: a new session (or a new story) never sees another's data. */
const swrConfig = { provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false };

/**
 * The one provider stack, used by the app (main.tsx) and, through AppProviders.tsx, by Storybook's decorator and by
 * tests: session store, API client, SWR cache and the kit's theme, direction and locale.
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
        <SWRConfig value={swrConfig}>
          <ThemedUi>{children}</ThemedUi>
        </SWRConfig>
      </ApiContext.Provider>
    </JotaiProvider>
  );
}
