import type { CallLeg } from '@retoma/api-client';
import { Alert, Link, Modal, Spinner, formatDateTime, formatNumber, formatPhone, formatPrice, useUiLocale } from '@retoma/ui';
import { useAttendT, type AttendKey } from '../messages';
import { useCallDetail } from '../hooks/useCallDetail';
import { FactList } from './FactList';
import { useDateFormat } from '../../../platform/dateFormat';

const LEG_TYPES: Record<CallLeg['tipo'], AttendKey> = {
  movel: 'attend.call.mobile',
  fixo: 'attend.call.landline',
  ramal: 'attend.call.extension',
};

export interface CallReportDialogProps {
  /** The provider's call id; the dialog is closed while null. */
  identificacao: string | null;
  onClose: () => void;
}

/** One call of the history: who called and for how long, and the telephony provider's report when it sent one. */
export function CallReportDialog({ identificacao, onClose }: CallReportDialogProps) {
  const t = useAttendT();
  const locale = useUiLocale();
  const dateFormat = useDateFormat();
  const { data: call, error, isLoading } = useCallDetail(identificacao);
  const report = call?.relatorio;
  const leg = (title: AttendKey, value: CallLeg) => (
    <>
      <dt>{t(title)}</dt>
      <dd>
        {t('attend.call.leg', {
          type: t(LEG_TYPES[value.tipo]),
          number: formatPhone(value.numero),
          price: formatPrice(value.preco, { locale, currency: true }),
          status: value.status ?? t('attend.call.noStatus'),
        })}
      </dd>
    </>
  );
  return (
    <Modal
      title={t('attend.call.title', { id: identificacao ?? '' })}
      closeLabel={t('attend.dialog.close')}
      isOpen={identificacao !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {isLoading && <Spinner label={t('attend.call.loading')} />}
      {error && <Alert tone="danger">{t('attend.call.loadError')}</Alert>}
      {call && (
        <FactList>
          <dt>{t('attend.call.agent')}</dt>
          <dd>{call.atendente.name}</dd>
          <dt>{t('attend.call.startedAt')}</dt>
          <dd>{formatDateTime(call.created_at, dateFormat)}</dd>
          <dt>{t('attend.call.duration')}</dt>
          <dd>
            {call.duracao_segundos === null
              ? t('attend.call.inProgress')
              : t('attend.call.seconds', { seconds: formatNumber(call.duracao_segundos, { locale }) })}
          </dd>
          {report && (
            <>
              {leg('attend.call.origin', report.origem)}
              {leg('attend.call.destination', report.destino)}
              <dt>{t('attend.call.finalStatus')}</dt>
              <dd>{report.status_geral}</dd>
              <dt>{t('attend.call.total')}</dt>
              <dd>{formatPrice(report.origem.preco + report.destino.preco, { locale, currency: true })}</dd>
              <dt>{t('attend.call.recording')}</dt>
              <dd>
                {report.url_gravacao ? (
                  <Link href={report.url_gravacao} isExternal externalLabel={t('attend.externalHint')}>
                    {t('attend.call.listen')}
                  </Link>
                ) : (
                  t('attend.call.noRecording')
                )}
              </dd>
            </>
          )}
        </FactList>
      )}
      {call && !report && <Alert tone="info">{t('attend.call.noReport')}</Alert>}
    </Modal>
  );
}
