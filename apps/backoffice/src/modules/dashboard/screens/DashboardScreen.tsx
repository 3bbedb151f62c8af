import { formatDateRange, useUiLocale } from '@retoma/ui';
import { RouterProvider } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { DailyChart } from '../components/DailyChart';
import { DashboardStats } from '../components/DashboardStats';
import { InTurn, Turns } from '../components/InTurn';
import { MySalesSection } from '../components/MySalesSection';
import { MyTicketsSection } from '../components/MyTicketsSection';
import { PeriodSelect } from '../components/PeriodSelect';
import { ProfileSummary } from '../components/ProfileSummary';
import { RecentTickets } from '../components/RecentTickets';
import { useDashboardLocation } from '../hooks/useDashboardLocation';

/** The user's card beside the three figures; below md everything stacks. */
const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.down('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    > :first-child {
      grid-column: 1 / -1;
    }
  }
  ${({ theme }) => theme.media.down('sm')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
/** Charts on the inline start, the recent tickets column beside them (the predecessor's layout). */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  ${({ theme }) => theme.media.down('lg')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * `dashboard` [public]: the user's own ticket figures for the chosen period — attended by outcome or inserted by
 * state, day by day against the period before — the late returns, the sales they recovered and the commissions
 * they are owed, and the tickets they took part in lately.
 * Period and view live in the address.
 */
export default function DashboardScreen() {
  const navigate = useNavigate();
  const locale = useUiLocale();
  const { days, view, range, setDays, setView } = useDashboardLocation();
  return (
    <RouterProvider navigate={(href) => navigate(href)}>
      <ScreenHeader
        description={formatDateRange(range.dt_inicio, range.dt_fim, { locale })}
        actions={<PeriodSelect days={days} onChange={setDays} />}
      />
      <Top>
        <ProfileSummary />
        <DashboardStats range={range} />
      </Top>
      {/* The figures above first; the charts and the list below them (on a phone, below the fold) one by one. */}
      <Turns count={4}>
        <Columns>
          <Stack>
            <InTurn turn={1}>
              <MyTicketsSection view={view} onViewChange={setView} range={range} />
            </InTurn>
            <InTurn turn={2}>
              <DailyChart view={view} range={range} />
            </InTurn>
            <InTurn turn={3}>
              <MySalesSection range={range} />
            </InTurn>
          </Stack>
          <InTurn turn={4}>
            <RecentTickets />
          </InTurn>
        </Columns>
      </Turns>
    </RouterProvider>
  );
}
