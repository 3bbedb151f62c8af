import { ToastProvider } from '@retoma/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { safeLocaleAtom, translate } from '../i18n';

/**
 * The toast queue of the company's pages, the only ones that show toasts, labelled in the person's language.
 * CompanyGate holds it for every company page; it is not at the app's root, where its code would weigh on every
 * public page (1.5 kB of /login).
 */
export function AppToasts({ children }: { children: ReactNode }) {
  const locale = useAtomValue(safeLocaleAtom);
  return (
    <ToastProvider regionLabel={translate(locale, 'shell.toastRegion')} closeLabel={translate(locale, 'shell.close')}>
      {children}
    </ToastProvider>
  );
}
