import { UiProvider } from '@retoma/ui';
import type { AppProps } from 'next/app';

export default function RetomaApp({ Component, pageProps }: AppProps) {
  return (
    <UiProvider themeName="light" locale="pt">
      <Component {...pageProps} />
    </UiProvider>
  );
}
