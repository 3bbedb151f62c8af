import { Suspense, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { PageLoading } from './PageLoading';

const swrConfig = { provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false };

/**
 * The answers cache of a tree of pages that fetch: the company's pages (CompanyGate holds one for the whole shell)
 * and each session page that fetches on its own (the companies panel); a public page that asks one thing on arrival
 * uses platform/usePageRequest.ts instead. A cache lives as long as its tree: leaving the company for /login or
 * another session drops it, so nobody sees another's answers.
 * It is not at the app's root because swr's code would then weigh on every public page (4 kB of /login's 120).
 */
export function DataCache({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      {/* What suspends below waits here, inside the cache. A boundary above would hide the SWRConfig itself: hidden,
          its layout effect drops the cache's state while the hidden pages may still render, and each of their
          useSWR calls then throws ("undefined is not iterable"). */}
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </SWRConfig>
  );
}
