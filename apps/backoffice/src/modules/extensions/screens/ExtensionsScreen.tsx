import { ApiError, ForbiddenError } from '@retoma/api-client';
import { Alert, Button, Link, Spinner } from '@retoma/ui';
import { RouterProvider } from 'react-aria-components';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAllowedHref } from '../../../platform/links';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { ExtensionCard } from '../components/ExtensionCard';
import { useExtensoes } from '../hooks/useExtensions';
import { useExtensionsT } from '../messages';

/** The cards: as many columns as fit, one on a phone. */
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

/** `extensoes`: every extension the product names, each with its state for the company; the available ones open their page. */
export default function ExtensionsScreen() {
  const t = useExtensionsT();
  const { data, error, mutate } = useExtensoes();
  const usageHref = useAllowedHref()('extensoes-relatorio');
  const navigate = useNavigate();

  if (error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const body = () => {
    if (error)
      return (
        <Alert tone="danger" title={t('extensions.catalogue.loadFailed')}>
          <p>{error instanceof ApiError ? error.message : null}</p>
          <Button variant="secondary" onPress={() => void mutate()}>
            {t('extensions.retry')}
          </Button>
        </Alert>
      );
    if (!data) return <Spinner label={t('extensions.catalogue.loading')} showLabel />;
    return (
      <Grid>
        {data.map((extensao) => (
          <li key={extensao.tipo}>
            <ExtensionCard extensao={extensao} />
          </li>
        ))}
      </Grid>
    );
  };

  // The kit's links go through the app's router (a client-side move, not a page load).
  return (
    <RouterProvider navigate={(href) => void navigate(href)}>
      <ScreenHeader
        description={t('extensions.catalogue.description')}
        actions={
          usageHref && (
            <Link variant="standalone" href={usageHref}>
              {t('extensions.catalogue.usage')}
            </Link>
          )
        }
      />
      {body()}
    </RouterProvider>
  );
}
