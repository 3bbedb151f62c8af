import type { CallRecord, TicketDetail } from '@retoma/api-client';
import { registerCallInput } from '@retoma/api-client/schemas';
import { Alert, Button, Card, Form, Link, TextField, formatDateTime, formatPhone, useToast } from '@retoma/ui';
import { Phone, PhoneOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useAttendT } from '../messages';
import { useFormSubmit } from '../hooks/useFormSubmit';
import { leadPhoneDigits } from '../lib/leadPhone';
import { useDateFormat } from '../../../platform/dateFormat';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  p {
    margin: 0;
  }
`;

export interface CallPanelProps {
  ticket: TicketDetail;
  /** The agent's phone extension: calls are only offered to agents who have one. */
  ramal: string;
  /** After the call ends: the ticket is read again, so the history shows it. */
  onEnded: () => Promise<unknown>;
}

/**
 * A phone call to the lead from the agent's extension: dial the number, register the call with the id the
 * telephony shows (`POST /chamadas`, it joins the history) and hang it up here when it ends.
 */
export function CallPanel({ ticket, ramal, onEnded }: CallPanelProps) {
  const t = useAttendT();
  const api = useApi();
  const toast = useToast();
  const dateFormat = useDateFormat();
  const [chamadaId, setChamadaId] = useState('');
  const [call, setCall] = useState<CallRecord | null>(null);
  const { failure, pending, submit, clear } = useFormSubmit(['chamada_id']);
  const phone = leadPhoneDigits(ticket.lead);

  function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = registerCallInput.safeParse({ ticket_id: ticket.id, lead_id: ticket.lead_id, chamada_id: chamadaId });
    void submit(checked, async (input) => {
      setCall(await api.tickets.calls.register(input));
      setChamadaId('');
    });
  }

  /** Nothing to check: the call to end is the one registered here. */
  const hangUp = (active: CallRecord) =>
    submit({ success: true, data: active.chamada_id }, async (identificacao) => {
      await api.tickets.calls.hangUp(identificacao);
      setCall(null);
      toast.success(t('attend.calls.ended'));
      await onEnded();
    });

  return (
    <Card title={t('attend.calls.title')} subtitle={t('attend.calls.ramal', { ramal })}>
      {call ? (
        <Stack>
          <p role="status">{t('attend.calls.active', { id: call.chamada_id, time: formatDateTime(call.created_at, dateFormat) })}</p>
          {failure.message && <Alert tone="danger">{failure.message}</Alert>}
          <Button variant="danger" onPress={() => hangUp(call)} isPending={pending}>
            <PhoneOff aria-hidden size={16} />
            {t('attend.calls.hangUp')}
          </Button>
        </Stack>
      ) : (
        <Stack>
          <Link href={`tel:+${phone}`} variant="standalone">
            <Phone aria-hidden size={16} />
            {t('attend.calls.dial', { phone: formatPhone(phone) })}
          </Link>
          <Form onSubmit={register} validationBehavior="aria" errorSummary={failure.message}>
            <TextField
              label={t('attend.calls.callId')}
              description={t('attend.calls.callIdHelp')}
              value={chamadaId}
              onChange={(value) => {
                setChamadaId(value);
                clear('chamada_id');
              }}
              errorMessage={failure.fields.chamada_id}
              isRequired
            />
            <Button type="submit" isPending={pending}>
              {t('attend.calls.register')}
            </Button>
          </Form>
        </Stack>
      )}
    </Card>
  );
}
