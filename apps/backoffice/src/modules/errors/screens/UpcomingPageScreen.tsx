import { Card, EmptyState } from '@retoma/ui';
import { useErrorsT } from '../messages';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { HourglassIllustration } from '../components/Illustrations';

/**
 * A bookmarkable page whose module is still to come (app/upcomingPages.ts), inside the company: its title and star
 * on top, so a person who starred it can unstar it here, and what to expect.
 */
export default function UpcomingPageScreen() {
  const t = useErrorsT();
  return (
    <>
      <ScreenHeader />
      <Card>
        <EmptyState size="md" icon={<HourglassIllustration />} title={t('comingSoon.title')} description={t('upcomingPage.text')} />
      </Card>
    </>
  );
}
