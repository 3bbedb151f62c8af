import { useErrorsT } from '../messages';
import { ActionLink, ErrorPage } from '../components/ErrorPage';
import { HourglassIllustration } from '../components/Illustrations';

/** `/pages/comingsoon`: where a feature that is announced but not yet released points. */
export default function ComingSoonScreen() {
  const t = useErrorsT();
  return (
    <ErrorPage
      code={<HourglassIllustration />}
      title={t('comingSoon.title')}
      text={[t('comingSoon.text'), t('comingSoon.when')]}
      actions={<ActionLink to="/">{t('notFound.back')}</ActionLink>}
    />
  );
}
