import { ApiError, ForbiddenError, type MyPlan } from '@retoma/api-client';
import { Alert, Button, Card, EmptyState, EMPTY_VALUE, formatCnpj, formatDate, formatNumber, Spinner, useUiLocale } from '@retoma/ui';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { UsageCount, UsageMeter } from '../components/UsageMeter';
import { useMyPlan } from '../hooks/useCompanySettings';
import { useSettingsT } from '../messages';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;
const Features = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  dd {
    margin: 0;
    text-align: end;
  }
`;

const Company = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  img {
    max-inline-size: 120px;
    max-block-size: 48px;
    object-fit: contain;
  }
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/** Whose plan it is: the company's logo, legal name, CNPJ and billing e-mail, as the predecessor's page showed. */
function CompanySummary({ company }: { company: MyPlan['company'] }) {
  const t = useSettingsT();
  return (
    <Card>
      <Company>
        {company.logo && <img src={company.logo} alt={t('settings.company.logoCurrent')} />}
        <dl>
          <dt>{t('settings.company.razaoSocial')}</dt>
          <dd>{company.razao_social ?? EMPTY_VALUE}</dd>
          <dt>{t('settings.company.cnpj')}</dt>
          <dd>{company.cnpj ? formatCnpj(company.cnpj) : EMPTY_VALUE}</dd>
          <dt>{t('settings.plan.billingEmail')}</dt>
          <dd>{company.email ?? EMPTY_VALUE}</dd>
        </dl>
      </Company>
    </Card>
  );
}

/** A calendar day of the wire (`YYYY-MM-DD`), shown as a date of the person's language (no time zone shift). */
const calendarDay = (day: string) => new Date(`${day}T12:00:00Z`);

function PlanDetails({ plan }: { plan: MyPlan }) {
  const t = useSettingsT();
  const locale = useUiLocale();
  const limits = plan.plano?.config_planos;
  const { numero_emails, numero_sms } = plan.company.consumo_mensal_ativo;
  const format = { locale, timeZone: 'UTC' };
  const period = t('settings.plan.period', {
    from: formatDate(calendarDay(plan.mes.inicio), format),
    to: formatDate(calendarDay(plan.mes.fim), format),
    zone: plan.mes.time_zone,
  });
  const tickets = <UsageCount label={t('settings.plan.tickets')} used={plan.uso.tickets_mes} rule={t('settings.plan.ticketsRule')} />;

  if (!plan.plano || !limits)
    return (
      <Layout>
        <CompanySummary company={plan.company} />
        <Card>
          <EmptyState title={t('settings.plan.noPlan')} description={t('settings.plan.noPlanHint')} />
        </Card>
        <Card title={t('settings.plan.usageTitle')} subtitle={period}>
          {tickets}
        </Card>
      </Layout>
    );

  return (
    <Layout>
      <CompanySummary company={plan.company} />
      <Card title={t('settings.plan.usageTitle')} subtitle={period}>
        <UsageMeter
          label={t('settings.plan.users')}
          used={plan.uso.usuarios}
          limit={limits.numero_usuarios}
          rule={t('settings.plan.usersRule')}
          atLimit={t('settings.plan.usersAtLimit')}
        />
        <UsageMeter
          label={t('settings.plan.achievements')}
          used={plan.uso.conquistas}
          limit={limits.numero_conquistas}
          rule={t('settings.plan.achievementsRule')}
          atLimit={t('settings.plan.achievementsAtLimit')}
        />
        <UsageMeter
          label={t('settings.plan.emails')}
          used={numero_emails}
          limit={limits.numero_emails_mes}
          rule={t('settings.plan.emailsRule')}
        />
        {limits.sms ? (
          <UsageMeter label={t('settings.plan.sms')} used={numero_sms} limit={limits.numero_sms_mes} rule={t('settings.plan.smsRule')} />
        ) : (
          <UsageCount label={t('settings.plan.sms')} used={numero_sms} rule={t('settings.plan.smsNotIncluded')} />
        )}
        {tickets}
      </Card>
      <Card title={t('settings.plan.featuresTitle')}>
        <Features>
          <dt>{t('settings.plan.recoveryPlans')}</dt>
          <dd>{t('settings.plan.upTo', { limit: formatNumber(limits.planos_campanhas, { locale }) })}</dd>
          <dt>{t('settings.plan.campaigns')}</dt>
          <dd>{t('settings.plan.upTo', { limit: formatNumber(limits.campanhas, { locale }) })}</dd>
          <dt>{t('settings.plan.calls')}</dt>
          <dd>{t(limits.ligacoes_direto_do_dashboard ? 'settings.plan.included' : 'settings.plan.notIncluded')}</dd>
        </Features>
      </Card>
    </Layout>
  );
}

/** `configuracoes/meu-plano`: the plan's limits, this month's usage against them, and what happens at each limit. */
export default function MyPlanScreen() {
  const t = useSettingsT();
  const { data, error, mutate } = useMyPlan();

  if (error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const body = () => {
    if (error)
      return (
        <Alert tone="danger" title={t('settings.plan.loadFailed')}>
          <p>{error instanceof ApiError ? error.message : null}</p>
          <Button variant="secondary" onPress={() => void mutate()}>
            {t('settings.retry')}
          </Button>
        </Alert>
      );
    if (!data) return <Spinner label={t('settings.plan.loading')} showLabel />;
    return <PlanDetails plan={data} />;
  };

  return (
    <>
      <ScreenHeader description={data?.plano ? t('settings.plan.current', { name: data.plano.nome }) : undefined} />
      {body()}
    </>
  );
}
