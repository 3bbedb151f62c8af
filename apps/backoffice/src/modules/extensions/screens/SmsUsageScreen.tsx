import { ApiError, ForbiddenError, SMS_USAGE_PERIODS, type SmsUsagePeriod } from '@retoma/api-client';
import { Alert, Button, Card, Select, Spinner } from '@retoma/ui';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { SmsUsageTable } from '../components/SmsUsageTable';
import { useSmsUsage } from '../hooks/useExtensions';
import { useExtensionsT } from '../messages';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
const Picker = styled.div`
  max-inline-size: 240px;
`;
const Notes = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DEFAULT_PERIOD: SmsUsagePeriod = 6;
const periodOf = (value: string | null): SmsUsagePeriod => SMS_USAGE_PERIODS.find((period) => String(period) === value) ?? DEFAULT_PERIOD;

/** `extensoes/relatorio`: the company's campaign SMS per month (sent, delivered, failed) over a period kept in the URL. */
export default function SmsUsageScreen() {
  const t = useExtensionsT();
  const [params, setParams] = useSearchParams();
  const meses = periodOf(params.get('meses'));
  const { data, error, isLoading, mutate } = useSmsUsage(meses);

  if (error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const choose = (period: SmsUsagePeriod) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (period === DEFAULT_PERIOD) next.delete('meses');
        else next.set('meses', String(period));
        return next;
      },
      { replace: true },
    );

  const body = () => {
    if (error)
      return (
        <Alert tone="danger" title={t('extensions.usage.loadFailed')}>
          <p>{error instanceof ApiError ? error.message : null}</p>
          <Button variant="secondary" onPress={() => void mutate()}>
            {t('extensions.retry')}
          </Button>
        </Alert>
      );
    if (!data) return <Spinner label={t('extensions.usage.loading')} showLabel />;
    return (
      <>
        <SmsUsageTable months={data} />
        {data.every((month) => month.total === 0) && <Empty>{t('extensions.usage.empty')}</Empty>}
        <Notes>{t('extensions.usage.notes')}</Notes>
      </>
    );
  };

  return (
    <>
      <ScreenHeader description={t('extensions.usage.description')} />
      <Card isBusy={isLoading}>
        <Stack>
          <Picker>
            <Select
              name="meses"
              label={t('extensions.usage.period')}
              options={SMS_USAGE_PERIODS.map((period) => ({ id: period, label: t('extensions.usage.months', { count: period }) }))}
              selectedKey={meses}
              onSelectionChange={(key) => choose(periodOf(key === null ? null : String(key)))}
            />
          </Picker>
          {body()}
        </Stack>
      </Card>
    </>
  );
}
