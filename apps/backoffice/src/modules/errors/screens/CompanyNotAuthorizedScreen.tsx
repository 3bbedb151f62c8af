import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useErrorsT } from '../messages';
import { companyContextAtom } from '../../../session/atoms';
import { ActionLink, ErrorPage } from '../components/ErrorPage';

/**
 * `/company-not-authorized`: the company exists but the person is not an active member of it. The company is
 * named once and forgotten, so the app does not keep calling it on their behalf.
 */
export default function CompanyNotAuthorizedScreen() {
  const t = useErrorsT();
  const current = useAtomValue(companyContextAtom);
  const [company] = useState(current);
  const setCompany = useSetAtom(companyContextAtom);
  useEffect(() => {
    setCompany(null);
  }, [setCompany]);
  return (
    <ErrorPage
      code="403"
      title={t('companyNotAuthorized.title')}
      text={[company ? t('companyNotAuthorized.named', { company }) : t('companyNotAuthorized.text'), t('companyNotAuthorized.invite')]}
      actions={<ActionLink to="/">{t('errors.toCompanies')}</ActionLink>}
    />
  );
}
