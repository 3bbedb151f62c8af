import { ApiError, ForbiddenError } from '@retoma/api-client';
import { Alert, Button, Spinner } from '@retoma/ui';
import { Navigate } from 'react-router-dom';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { CompanyForm } from '../components/CompanyForm';
import { useCompanyData } from '../hooks/useCompanySettings';
import { useSettingsT } from '../messages';

/** `configuracoes/empresa`: the company's own data, its address, logo, time zone and the sender name of its e-mails. */
export default function CompanyScreen() {
  const t = useSettingsT();
  const { data, error, mutate } = useCompanyData();

  if (error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const body = () => {
    if (error)
      return (
        <Alert tone="danger" title={t('settings.company.loadFailed')}>
          <p>{error instanceof ApiError ? error.message : null}</p>
          <Button variant="secondary" onPress={() => void mutate()}>
            {t('settings.retry')}
          </Button>
        </Alert>
      );
    if (!data) return <Spinner label={t('settings.company.loading')} showLabel />;
    // Keyed by the company: another company's data starts a new form, never mixed with what was typed here.
    return <CompanyForm key={data.id} company={data} />;
  };

  return (
    <>
      <ScreenHeader />
      {body()}
    </>
  );
}
