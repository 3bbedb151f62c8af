import { ApiError, ForbiddenError } from '@retoma/api-client';
import { Alert, Button, Spinner } from '@retoma/ui';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { ZenviaForm } from '../components/ZenviaForm';
import { ZenviaTestCard } from '../components/ZenviaTestCard';
import { useZenvia } from '../hooks/useExtensions';
import { useExtensionsT } from '../messages';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

/** `extensoes/zenvia`: the company's Zenvia SMS account (token write-only), switched on or off, disconnected, tested. */
export default function ZenviaScreen() {
  const t = useExtensionsT();
  const { data, error, mutate } = useZenvia();

  if (error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const body = () => {
    if (error)
      return (
        <Alert tone="danger" title={t('extensions.zenvia.loadFailed')}>
          <p>{error instanceof ApiError ? error.message : null}</p>
          <Button variant="secondary" onPress={() => void mutate()}>
            {t('extensions.retry')}
          </Button>
        </Alert>
      );
    if (!data) return <Spinner label={t('extensions.zenvia.loading')} showLabel />;
    return (
      <Sections>
        {/* Keyed by whether an account is saved: connecting or disconnecting starts the form afresh. */}
        <ZenviaForm key={String(data.configurada)} config={data} />
        <ZenviaTestCard configured={data.configurada} />
      </Sections>
    );
  };

  return (
    <>
      <ScreenHeader description={t('extensions.zenvia.description')} />
      {body()}
    </>
  );
}
