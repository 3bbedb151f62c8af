import { NativeButton } from '@retoma/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useErrorsT } from '../messages';
import { ActionLink, ErrorPage } from '../components/ErrorPage';

/** Router state of /500: the page whose loading failed, so it can be tried again. */
export interface ServerErrorState {
  from?: string;
}

function failedPageOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state) || typeof state.from !== 'string') return undefined;
  // Only a path of this app.
  return state.from.startsWith('/') && !state.from.startsWith('//') ? state.from : undefined;
}

/**
 * `/500`: the server failed while a page was loading. When the guard says which page (`state.from`), "Tentar de
 * novo" opens it again; otherwise the person can go back to where they were, and the start page is always offered.
 */
export default function ServerErrorScreen() {
  const t = useErrorsT();
  const navigate = useNavigate();
  const location = useLocation();
  const failedPage = failedPageOf(location.state);
  // React Router names the first entry of a visit `default`: then there is no page of this app to go back to.
  const canGoBack = location.key !== 'default';
  return (
    <ErrorPage
      code="500"
      title={t('serverError.title')}
      text={[t('serverError.text'), t('serverError.persist')]}
      actions={
        <>
          {failedPage ? (
            <NativeButton onClick={() => navigate(failedPage, { replace: true })}>{t('panel.retry')}</NativeButton>
          ) : (
            canGoBack && <NativeButton onClick={() => navigate(-1)}>{t('serverError.back')}</NativeButton>
          )}
          <ActionLink to="/" data-variant={failedPage || canGoBack ? 'secondary' : undefined}>
            {t('notFound.back')}
          </ActionLink>
        </>
      }
    />
  );
}
