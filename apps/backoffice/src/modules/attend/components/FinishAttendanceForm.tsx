import { ATTENDANCE_OUTCOMES, type AttendanceOutcome, type TicketDetail } from '@retoma/api-client';
import type { FinishAttendanceInput } from '@retoma/api-client/schemas';
import { Button, ConfirmDialog, Form, RadioGroup, Spinner, TextArea, useToast } from '@retoma/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useCompanyHref } from '../../../platform/links';
import { useAttendT } from '../messages';
import { useForgetAttendanceLock } from '../hooks/useAttendanceLock';
import { useFinalisationStatuses } from '../hooks/useFinishOptions';
import { useSingleFlight } from '../hooks/useSingleFlight';
import { failureOf, NO_FAILURE, type Failure } from '../lib/failure';
import { checkFinish, FINISH_FIELDS, initialFinishValues, type FinishField, type FinishValues } from '../lib/finishForm';
import { OUTCOMES } from '../lib/outcomes';
import { LoadFailure } from './LoadFailure';
import { LostFields } from './LostFields';
import { WaitingFields } from './WaitingFields';
import { WonFields } from './WonFields';
import { useValidationMessage } from '../../../i18n';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const OUTCOME_FIELDS = { ganhou: WonFields, aguardando: WaitingFields, perdeu: LostFields } as const;

/**
 * Ends the attendance as won, waiting or lost, with the follow-up note. The shared schema checks the form before
 * anything is sent, the server's answers land on their fields, and what the agent typed stays either way.
 */
export function FinishAttendanceForm({ ticket }: { ticket: TicketDetail }) {
  const t = useAttendT();
  const translateMessage = useValidationMessage();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const companyHref = useCompanyHref();
  const forgetLock = useForgetAttendanceLock(ticket.id);
  const statuses = useFinalisationStatuses();
  const [values, setValues] = useState<FinishValues>(() => initialFinishValues(ticket));
  const [failure, setFailure] = useState<Failure<FinishField>>(NO_FAILURE);
  const [ready, setReady] = useState<FinishAttendanceInput | null>(null);
  const { run } = useSingleFlight();

  const change = (patch: Partial<FinishValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A message belonged to the value just replaced.
    setFailure((current) => {
      const fields = { ...current.fields };
      for (const key of Object.keys(patch) as FinishField[]) delete fields[key];
      return { fields, message: current.message };
    });
  };

  const chooseOutcome = (tipo: AttendanceOutcome) =>
    // Statuses belong to one outcome: the one chosen before does not carry over.
    change({ tipo, status_atendimento_id: null, tipo_de_perda_id: null });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkFinish(values, ticket, {
      status: statuses.data?.find((status) => status.id === values.status_atendimento_id),
      now: new Date(),
      messages: { lossReasonRequired: t('attend.finish.lossReasonRequired'), futureDate: t('attend.finish.futureDate') },
      translate: translateMessage,
    });
    if (!check.ok) return setFailure({ ...check.failure, message: t('attend.finish.invalid') });
    setFailure(NO_FAILURE);
    setReady(check.input);
  }

  async function send(input: FinishAttendanceInput) {
    try {
      await api.tickets.finish(input);
    } catch (error) {
      setFailure(failureOf(error, FINISH_FIELDS));
      return;
    }
    forgetLock();
    toast.success(t(input.tipo === 'aguardando' ? 'attend.finish.doneWaiting' : 'attend.finish.done'));
    // The list offers the next open ticket, and takes the focus there (TicketsScreen reads this); a return is one
    // link away from its day in the agenda.
    const returnDay = input.tipo === 'aguardando' ? values.data_agendamento?.toString().slice(0, 10) : undefined;
    navigate(companyHref('tickets'), { state: { finishedTicket: ticket.id, returnDay } });
  }

  if (statuses.error)
    return <LoadFailure title={t('attend.finish.statusesError')} error={statuses.error} onRetry={() => statuses.mutate()} />;
  if (!statuses.data) return <Spinner showLabel label={t('attend.loadingOptions')} />;

  const OutcomeFields = values.tipo ? OUTCOME_FIELDS[values.tipo] : null;
  return (
    <>
      <Form onSubmit={submit} validationBehavior="aria" errorSummary={failure.message} aria-label={t('attend.finish.title')}>
        <RadioGroup
          label={t('attend.finish.outcome')}
          orientation="horizontal"
          options={ATTENDANCE_OUTCOMES.map((outcome) => ({ value: outcome, label: t(OUTCOMES[outcome].label) }))}
          value={values.tipo}
          onChange={(value) => chooseOutcome(value as AttendanceOutcome)}
          errorMessage={failure.fields.tipo}
          isRequired
        />
        {OutcomeFields && (
          <OutcomeFields ticket={ticket} statuses={statuses.data} values={values} errors={failure.fields} onChange={change} />
        )}
        <TextArea
          label={t('attend.finish.followUp')}
          description={t('attend.finish.followUpHelp')}
          value={values.follow_up}
          onChange={(follow_up) => change({ follow_up })}
          errorMessage={failure.fields.follow_up}
          rows={4}
          maxLength={5000}
          isRequired
        />
        <Actions>
          <Button type="submit">{t('attend.finish.submit')}</Button>
        </Actions>
      </Form>
      <ConfirmDialog
        title={t('attend.finish.confirmTitle')}
        message={t('attend.finish.confirmText')}
        confirmLabel={t('attend.finish.confirm')}
        cancelLabel={t('attend.dialog.cancel')}
        isOpen={ready !== null}
        onOpenChange={(open) => {
          if (!open) setReady(null);
        }}
        // "Sim, finalizar" pressed twice still finishes once.
        onConfirm={() => (ready ? run(() => send(ready)) : undefined)}
      />
    </>
  );
}
