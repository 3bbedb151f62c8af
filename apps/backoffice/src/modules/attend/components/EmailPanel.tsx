import type { TicketDetail } from '@retoma/api-client';
import { ticketEmailInput } from '@retoma/api-client/schemas';
import { Alert, SafeHtml, Spinner, TextField, useToast } from '@retoma/ui';
import { Suspense, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { RichTextEditor, type RichTextEditorTexts } from '../../../platform/richText';
import { useAttendT } from '../messages';
import { FormSidePanel } from './FormSidePanel';
import { useFormSubmit } from '../hooks/useFormSubmit';
import { useMessageInsertions } from '../hooks/useMessageInsertions';
import { useMessagePreview } from '../hooks/useMessagePreview';
import { sendOnSendPress } from '../lib/deskShortcuts';
import { DefaultMessageMenu } from './DefaultMessageMenu';
import { InsertionToolbar } from './MessageComposer';

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
 * An e-mail to the lead, written in the rich-text editor the campaign steps use (loaded when the panel first
 * opens), with the variables and sales links inserted at the caret, and a preview. The server fills in the
 * variables and sanitises the HTML before sending; the preview fills them the same way (the agent's own links
 * included) and passes the same kind of sanitiser. A refused send keeps everything typed.
 */
export function EmailPanel({ ticket, isOpen, onOpenChange, onSent }: EmailPanelProps) {
  const t = useAttendT();
  const api = useApi();
  const toast = useToast();
  const formId = useId();
  const insertions = useMessageInsertions(ticket.produto_id);
  const editorTexts: RichTextEditorTexts = {
    toolbar: t('attend.email.formatting'),
    bold: t('attend.email.format.bold'),
    italic: t('attend.email.format.italic'),
    bullets: t('attend.email.format.list'),
    numbers: t('attend.email.format.numbers'),
    link: t('attend.email.format.link'),
    linkAddress: t('attend.email.format.linkAddress'),
    linkApply: t('attend.email.format.linkApply'),
    linkCancel: t('attend.dialog.cancel'),
  };
  const preview = useMessagePreview(ticket);
  const [values, setValues] = useState(EMPTY);
  /** A new text from outside the editor (a default message) starts it again with that text. */
  const [draft, setDraft] = useState(0);
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
      setDraft((count) => count + 1);
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
      <Body id={formId} onSubmit={send} onKeyDownCapture={sendOnSendPress(pending)} noValidate>
        {failure.message && <Alert tone="danger">{failure.message}</Alert>}
        <TextField label={t('attend.email.to')} value={`${ticket.lead.nome} <${ticket.lead.email}>`} isReadOnly />
        <DefaultMessageMenu
          channel="email"
          onChoose={(message) => {
            setValues({ assunto: message.assunto ?? '', mensagem: message.mensagem });
            setDraft((count) => count + 1);
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
        <Suspense fallback={<Spinner label={t('attend.email.editorLoading')} showLabel />}>
          <RichTextEditor
            key={draft}
            label={t('attend.email.message')}
            texts={editorTexts}
            value={values.mensagem}
            onChange={change('mensagem')}
            errorMessage={failure.fields.mensagem}
            insertions={(insert) => (
              <InsertionToolbar
                label={t('attend.composer.toolbar')}
                groups={insertions}
                onInsert={(item) => insert(item.href ? { text: item.label, href: item.href } : item.before)}
              />
            )}
          />
        </Suspense>
        <Preview aria-labelledby={`${formId}-preview`}>
          <h3 id={`${formId}-preview`}>{t('attend.email.preview')}</h3>
          <SafeHtml html={preview.html(values.mensagem)} />
        </Preview>
      </Body>
    </FormSidePanel>
  );
}
