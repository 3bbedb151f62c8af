import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useErrorsT } from '../messages';
import { companyContextAtom } from '../../../session/atoms';
import { ActionLink, ErrorPage } from '../components/ErrorPage';

/**
 * `/404-company`: the server says the company in the address does not exist. Its slug is shown once, and
 * forgotten, so the next calls do not go to a company that is not there.
 */
export default function CompanyNotFoundScreen() {
  const t = useErrorsT();
  const current = useAtomValue(companyContextAtom);
  const [company] = useState(current);
  const setCompany = useSetAtom(companyContextAtom);
  useEffect(() => {
    setCompany(null);
  }, [setCompany]);
  return (
    <ErrorPage
      code="404"
      title={t('companyNotFound.title')}
      text={[company ? t('companyNotFound.named', { company }) : t('companyNotFound.text')]}
      actions={<ActionLink to="/">{t('errors.toCompanies')}</ActionLink>}
    />
  );
}
