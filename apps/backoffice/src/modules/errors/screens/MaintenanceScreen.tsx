import { useErrorsT } from '../messages';
import { ActionLink, ErrorPage } from '../components/ErrorPage';
import { WrenchIllustration } from '../components/Illustrations';

/** `/pages/maintenance`: shown while the service is down for planned maintenance. */
export default function MaintenanceScreen() {
  const t = useErrorsT();
  return (
    <ErrorPage
      code={<WrenchIllustration />}
      title={t('maintenance.title')}
      text={[t('maintenance.text'), t('maintenance.safe')]}
      actions={<ActionLink to="/">{t('maintenance.retry')}</ActionLink>}
    />
  );
}
