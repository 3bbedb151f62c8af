import { Alert, NativeButton } from '@retoma/ui';
import styled from 'styled-components';
import { useT } from '../i18n';
import { isChunkLoadError } from './chunkTimeout';

const Page = styled.main`
  min-block-size: 100vh;
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  max-inline-size: 560px;
  margin-inline: auto;
`;

/**
 * What a route shows when it cannot render: a part of the app that failed to download (or took longer than
 * the 120 s time-out) offers a reload instead of a blank page; anything else is an unexpected error.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const t = useT();
  const chunk = isChunkLoadError(error);
  return (
    <Page>
      <Alert tone="danger" title={t(chunk ? 'routeError.chunkTitle' : 'routeError.title')}>
        {t(chunk ? 'routeError.chunkText' : 'routeError.text')}
      </Alert>
      <NativeButton onClick={() => window.location.reload()}>{t('routeError.retry')}</NativeButton>
    </Page>
  );
}
