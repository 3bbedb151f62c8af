import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n';
import { ActionLink, ErrorPage } from '../components/ErrorPage';
import { Button } from '@retoma/ui';

/**
 * `/500`: the server failed while a page was loading. "Tentar de novo" goes back to that page when the person
 * came from one; the start page is always offered.
 */
export default function ServerErrorScreen() {
  const t = useT();
  const navigate = useNavigate();
  // React Router names the first entry of a visit `default`: there is no page of this app to go back to.
  const cameFromApp = useLocation().key !== 'default';
  return (
    <ErrorPage
      code="500"
      title={t('serverError.title')}
      text={[t('serverError.text'), t('serverError.persist')]}
      actions={
        <>
          {cameFromApp && <Button onPress={() => navigate(-1)}>{t('panel.retry')}</Button>}
          <ActionLink to="/" data-variant={cameFromApp ? 'secondary' : undefined}>
            {t('notFound.back')}
          </ActionLink>
        </>
      }
    />
  );
}
