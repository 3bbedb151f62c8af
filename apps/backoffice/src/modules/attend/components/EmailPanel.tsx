import type { TicketDetail } from '@retoma/api-client';
import { ticketEmailInput } from '@retoma/api-client/schemas';
import { Alert, SafeHtml, TextField, useToast } from '@retoma/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useAttendT } from '../messages';
import { FormSidePanel } from './FormSidePanel';
import { useFormSubmit } from '../hooks/useFormSubmit';
import { useMessageInsertions } from '../hooks/useMessageInsertions';
import { useMessagePreview } from '../hooks/useMessagePreview';
import { DefaultMessageMenu } from './DefaultMessageMenu';
import { MessageComposer } from './MessageComposer';

const Body = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;
const Preview = styled.section`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

type EmailField = 'assunto' | 'mensagem';
const EMPTY = { assunto: '', mensagem: '' };

export interface EmailPanelProps {
  ticket: TicketDetail;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the e-mail is accepted: the ticket is read again, so the history shows it. */
  onSent: () => Promise<unknown>;
}

/**
 * An e-mail to the lead, written in simple HTML with a formatting toolbar and a preview. The server fills in the
 * variables and sanitises the HTML before sending; the preview fills them the same way (the agent's own links
 * included) and passes the same kind of sanitiser.
 */
export function EmailPanel({ ticket, isOpen, onOpenChange, onSent }: EmailPanelProps) {
  const t = useAttendT();
  const api = useApi();
  const toast = useToast();
  const formId = useId();
  const insertions = useMessageInsertions('email', ticket.produto_id);
  const preview = useMessagePreview(ticket);
  const [values, setValues] = useState(EMPTY);
  const { failure, setFailure, pending, submit, clear } = useFormSubmit<EmailField>(['assunto', 'mensagem']);

  const change = (field: EmailField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(ticketEmailInput.safeParse({ id: ticket.id, ...values }), async (input) => {
      const result = await api.tickets.sendEmail(input);
      if (!result.return) return setFailure({ fields: {}, message: t('attend.email.notSent') });
      toast.success(t('attend.email.sent'));
      setValues(EMPTY);
      onOpenChange(false);
      await onSent();
    });
  }

  return (
    <FormSidePanel
      title={t('attend.email.title')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      formId={formId}
      pending={pending}
      dismissLabel={t('attend.dialog.cancel')}
      submitLabel={t('attend.email.send')}
    >
      <Body id={formId} onSubmit={send} noValidate>
        {failure.message && <Alert tone="danger">{failure.message}</Alert>}
        <TextField label={t('attend.email.to')} value={`${ticket.lead.nome} <${ticket.lead.email}>`} isReadOnly />
        <DefaultMessageMenu
          channel="email"
          onChoose={(message) => {
            setValues({ assunto: message.assunto ?? '', mensagem: message.mensagem });
            clear('assunto');
            clear('mensagem');
          }}
        />
        <TextField
          label={t('attend.email.subject')}
          value={values.assunto}
          onChange={change('assunto')}
          errorMessage={failure.fields.assunto}
          maxLength={200}
          isRequired
        />
        <MessageComposer
          label={t('attend.email.message')}
          description={t('attend.email.help')}
          toolbarLabel={t('attend.composer.toolbar')}
          groups={insertions}
          value={values.mensagem}
          onChange={change('mensagem')}
          errorMessage={failure.fields.mensagem}
          rows={8}
          isRequired
        />
        <Preview aria-labelledby={`${formId}-preview`}>
          <h3 id={`${formId}-preview`}>{t('attend.email.preview')}</h3>
          <SafeHtml html={preview.html(values.mensagem)} />
        </Preview>
      </Body>
    </FormSidePanel>
  );
}
