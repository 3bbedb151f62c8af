import { UiProvider } from '@retoma/ui';
import type { ReactNode } from 'react';
import { StyledComponentsRegistry } from '../components/StyledComponentsRegistry';

/** The App Router's root layout, a server component: the registry, then the kit's provider (a client component). */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR" data-theme="light" dir="ltr">
      <body>
        <StyledComponentsRegistry>
          <UiProvider themeName="light" locale="pt">
            {children}
          </UiProvider>
        </StyledComponentsRegistry>
      </body>
    </html>
  );
}
