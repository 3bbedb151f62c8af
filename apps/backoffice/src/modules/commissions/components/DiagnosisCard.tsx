import { DIAGNOSTICO_VEREDITOS, type Diagnostico, type DiagnosticoMotivo } from '@retoma/api-client';
import { Button, Card, formatDate, formatDateTime } from '@retoma/ui';
import styled from 'styled-components';
import { useDateFormat } from '../../../platform/dateFormat';
import { useCommissionsT, type CommissionsKey } from '../messages';
import { reasonKey, SUGGESTION_LABEL } from '../lib/labels';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  h3,
  h4 {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[5]};
  }
  [data-verdict='bom'] h4 {
    color: ${({ theme }) => theme.colors.success};
  }
  [data-verdict='aguardar'] h4 {
    color: ${({ theme }) => theme.colors.warning};
  }
  [data-verdict='ruim'] h4 {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const GROUP: Record<DiagnosticoMotivo['veredito'], CommissionsKey> = {
  bom: 'commissions.diagnosis.bom',
  aguardar: 'commissions.diagnosis.aguardar.group',
  ruim: 'commissions.diagnosis.ruim',
};

/** A reason in words: what it says about which transaction, when. */
export function useReasonText() {
  const t = useCommissionsT();
  const dates = useDateFormat();
  return (reason: DiagnosticoMotivo) =>
    t(reasonKey(dates.locale, reason), {
      transacao: reason.transacao ?? '',
      date: reason.data ? formatDate(reason.data, dates) : '',
      dias: reason.dias ?? 0,
      id: reason.pre_comissao_id ?? 0,
    });
}

/** A claim's diagnosis: its reasons to approve, wait and reject, and the button that runs it (again). */
export function DiagnosisCard({ diagnosis, running, onRun }: { diagnosis: Diagnostico | null; running: boolean; onRun: () => void }) {
  const t = useCommissionsT();
  const dates = useDateFormat();
  const text = useReasonText();
  return (
    <Card padding="none">
      <Body>
        <Header>
          <h3>{t('commissions.diagnosis.title')}</h3>
          <Button size="sm" variant="secondary" isPending={running} onPress={onRun}>
            {diagnosis ? t('commissions.diagnosis.rerun') : t('commissions.diagnosis.run')}
          </Button>
        </Header>
        {diagnosis ? (
          <>
            <p>
              {t('commissions.diagnosis.at', {
                date: formatDateTime(diagnosis.realizado_em, dates),
                suggestion: t(SUGGESTION_LABEL[diagnosis.sugestao]),
              })}
            </p>
            {DIAGNOSTICO_VEREDITOS.map((verdict) => {
              const reasons = diagnosis.motivos.filter((reason) => reason.veredito === verdict);
              return reasons.length === 0 ? null : (
                <section key={verdict} data-verdict={verdict}>
                  <h4>{t(GROUP[verdict])}</h4>
                  <ul>
                    {reasons.map((reason, index) => (
                      <li key={index}>{text(reason)}</li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </>
        ) : (
          <p>{t('commissions.diagnosis.none')}</p>
        )}
      </Body>
    </Card>
  );
}
