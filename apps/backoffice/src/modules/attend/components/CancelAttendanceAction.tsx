import { ApiError } from '@retoma/api-client';
import { Button, ConfirmDialog, ModalTrigger, useToast } from '@retoma/ui';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../../platform/api';
import { useCompanyHref } from '../../../platform/links';
import { useAttendT } from '../messages';
import { useSingleFlight } from '../hooks/useSingleFlight';

/** "Cancelar atendimento": releases the lock without recording an outcome, then back to the ticket list. */
export function CancelAttendanceAction({ ticketId }: { ticketId: number }) {
  const t = useAttendT();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const companyHref = useCompanyHref();
  const { run } = useSingleFlight();

  async function cancel() {
    try {
      await api.tickets.cancelAttendance(ticketId);
    } catch (error) {
      if (error instanceof ApiError) toast.error(t('attend.cancel.failed'), error.message);
      throw error;
    }
    toast.success(t('attend.cancel.done'));
    navigate(companyHref('tickets'));
  }

  return (
    <ModalTrigger>
      <Button variant="secondary">{t('attend.cancel.button')}</Button>
      <ConfirmDialog
        title={t('attend.cancel.title')}
        message={t('attend.cancel.text')}
        confirmLabel={t('attend.cancel.confirm')}
        cancelLabel={t('attend.cancel.keep')}
        tone="danger"
        onConfirm={() => run(cancel)}
      />
    </ModalTrigger>
  );
}
