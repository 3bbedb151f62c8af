import { useAtomValue } from 'jotai';
import { useErrorsT } from '../messages';
import { companyRootHref } from '../../../platform/routing';
import { companyContextAtom } from '../../../session/atoms';
import { ActionLink, ErrorPage } from '../components/ErrorPage';

/** `/nao-autorizado`: the person's role lacks the permission of the page they asked for. */
export default function NotAuthorizedScreen() {
  const t = useErrorsT();
  const company = useAtomValue(companyContextAtom);
  return (
    <ErrorPage
      code="403"
      title={t('notAuthorized.title')}
      text={[t('notAuthorized.text'), t('notAuthorized.ask')]}
      actions={
        company ? (
          <ActionLink to={companyRootHref(company)}>{t('notAuthorized.toDashboard')}</ActionLink>
        ) : (
          <ActionLink to="/">{t('notFound.back')}</ActionLink>
        )
      }
    />
  );
}
