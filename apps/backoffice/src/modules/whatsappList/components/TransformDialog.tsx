import { ApiError, ValidationError, type WhatsappListEntry } from '@retoma/api-client';
import {
  Alert,
  Button,
  DatePicker,
  getLocalTimeZone,
  Modal,
  now,
  RadioGroup,
  toCalendarDateTime,
  useToast,
  type CalendarDateTime,
} from '@retoma/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useCompanyHref } from '../../../platform/links';
import { useWhatsappListT } from '../messages';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
  }
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

type When = 'now' | 'later';

/** `YYYY-MM-DD HH:mm`, the picker's wall-clock time, read by the server in the company's zone. */
const wire = (value: CalendarDateTime) => value.toString().slice(0, 16).replace('T', ' ');

export interface TransformDialogProps {
  entry: WhatsappListEntry | null;
  onClose: () => void;
  /** After a ticket with a scheduled return was made (attending now leaves for the attend screen). */
  onScheduled: () => Promise<unknown>;
}

/**
 * Turns a contact into a ticket: attended now (the attend screen opens on it) or waiting for a return the agent
 * schedules. A lead with a ticket already open for the product is refused, naming that ticket.
 */
export function TransformDialog({ entry, onClose, onScheduled }: TransformDialogProps) {
  const t = useWhatsappListT();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const [when, setWhen] = useState<When>('now');
  const [date, setDate] = useState<CalendarDateTime | null>(null);
  const [failure, setFailure] = useState<{ message?: string; date?: string }>({});
  const [pending, setPending] = useState(false);

  const close = () => {
    setWhen('now');
    setDate(null);
    setFailure({});
    onClose();
  };

  async function submit() {
    if (!entry) return;
    setPending(true);
    setFailure({});
    try {
      const { ticket_id } = await api.whatsappList.transform(entry.id, when === 'later' && date ? { data: wire(date) } : {});
      if (when === 'now') {
        navigate(href('tickets-atender', { id: ticket_id }));
        return;
      }
      toast.success(t('whatsappList.transform.scheduled', { id: ticket_id }));
      close();
      await onScheduled();
    } catch (error) {
      if (error instanceof ValidationError)
        setFailure({ date: error.errors.data?.join(', '), message: error.errors.data ? undefined : error.message });
      else setFailure({ message: error instanceof ApiError ? error.message : t('whatsappList.table.error') });
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      title={t('whatsappList.transform.title')}
      isOpen={entry !== null}
      onOpenChange={(open) => !open && close()}
      closeLabel={t('whatsappList.transform.cancel')}
      footer={
        <Footer>
          <Button variant="secondary" onPress={close}>
            {t('whatsappList.transform.cancel')}
          </Button>
          <Button onPress={() => void submit()} isPending={pending} isDisabled={when === 'later' && !date}>
            {t('whatsappList.transform.submit')}
          </Button>
        </Footer>
      }
    >
      {entry && (
        <Body>
          <p>{t('whatsappList.transform.lead', { name: entry.lead.nome, product: entry.produto.nome, campaign: entry.campanha.nome })}</p>
          {failure.message && <Alert tone="danger">{failure.message}</Alert>}
          <RadioGroup
            label={t('whatsappList.transform.how')}
            value={when}
            onChange={(value) => setWhen(value as When)}
            options={[
              { value: 'now', label: t('whatsappList.transform.now'), description: t('whatsappList.transform.nowHint') },
              { value: 'later', label: t('whatsappList.transform.later'), description: t('whatsappList.transform.laterHint') },
            ]}
          />
          {when === 'later' && (
            <DatePicker
              label={t('whatsappList.transform.date')}
              granularity="minute"
              minValue={toCalendarDateTime(now(getLocalTimeZone()))}
              value={date}
              onChange={(value) => {
                setDate(value as CalendarDateTime | null);
                setFailure({});
              }}
              errorMessage={failure.date}
              calendarLabel={t('whatsappList.transform.openCalendar')}
              previousMonthLabel={t('whatsappList.transform.previousMonth')}
              nextMonthLabel={t('whatsappList.transform.nextMonth')}
              isRequired
            />
          )}
        </Body>
      )}
    </Modal>
  );
}
