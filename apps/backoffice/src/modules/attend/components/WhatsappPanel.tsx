import type { TicketDetail, WhatsappLink } from '@retoma/api-client';
import { ticketWhatsappInput } from '@retoma/api-client/schemas';
import { Alert, ChatBubble, EmptyState, Link, formatPhone } from '@retoma/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useAttendT } from '../messages';
import { FormSidePanel } from './FormSidePanel';
import { useFormSubmit } from '../hooks/useFormSubmit';
import { useMessageInsertions } from '../hooks/useMessageInsertions';
import { useMessagePreview } from '../hooks/useMessagePreview';
import { leadPhoneDigits } from '../lib/leadPhone';
import { sendOnSendPress } from '../lib/deskShortcuts';
import { DefaultMessageMenu } from './DefaultMessageMenu';
import { MessageComposer } from './MessageComposer';

const Log = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-block-size: 280px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
const Body = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p {
    margin: 0;
  }
`;

/**
 * Where the send's outcome shows (sending…, sent with the link to WhatsApp, or why not). Focus moves here when
 * "Enviar pelo WhatsApp" is pressed: the button is busy while it sends, and focus must not fall to the page body
 * (Escape would no longer close the panel).
 */
const Outcome = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  /* Empty, it takes no room (it must stay rendered: focus lands on it before the send's state shows). */
  &:empty {
    position: absolute;
  }
`;

/** Who a WhatsApp message goes to, what was written to them before, and how a new one is sent. */
export interface WhatsappTarget {
  /** The record the message is about (a ticket, a WhatsApp-list contact): the server fills the variables with it. */
  id: number;
  lead: { nome: string; email: string; ddi: string; ddd: string; telefone: string };
  produto: { id: number; nome: string };
  /** The messages written to this lead here before, oldest first. */
  history: ReadonlyArray<{ id: number; mensagem: string; created_at: string; author: string }>;
  /** Records the message (the server renders it) and answers the address that opens it in WhatsApp. */
  send: (input: { id: number; mensagem: string }) => Promise<WhatsappLink>;
}

export interface WhatsappComposerPanelProps {
  target: WhatsappTarget;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After a message is recorded: the record is read again, so the history shows it. */
  onSent: () => Promise<unknown>;
}

export interface WhatsappPanelProps {
  ticket: TicketDetail;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After a message is recorded: the ticket is read again, so the history shows it. */
  onSent: () => Promise<unknown>;
}

/** The attend screen's panel: the ticket's lead, its WhatsApp messages, sent from the ticket. */
export function WhatsappPanel({ ticket, ...panel }: WhatsappPanelProps) {
  const api = useApi();
  const target: WhatsappTarget = {
    id: ticket.id,
    lead: ticket.lead,
    produto: ticket.produto,
    history: ticket.mensagens
      .filter((message) => message.tipo === 'whatsapp')
      .reverse()
      .map((message) => ({ id: message.id, mensagem: message.mensagem, created_at: message.created_at, author: message.responsavel.name })),
    send: (input) => api.tickets.sendWhatsapp(input),
  };
  return <WhatsappComposerPanel target={target} {...panel} />;
}

export function WhatsappComposerPanel({ target, isOpen, onOpenChange, onSent }: WhatsappComposerPanelProps) {
  const t = useAttendT();
  const formId = useId();
  const insertions = useMessageInsertions(target.produto.id);
  const preview = useMessagePreview(target);
  const [mensagem, setMensagem] = useState('');
  const { failure, pending, submit, clear } = useFormSubmit(['mensagem']);
  /** What was sent since the panel opened, as the server rendered it, until the ticket read again includes it. */
  const [justSent, setJustSent] = useState<string[]>([]);
  const [link, setLink] = useState<string | null>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const { history } = target;

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = ticketWhatsappInput.safeParse({ id: target.id, mensagem });
    // Before the button turns busy: focus stays in the panel, on what will say how the send went.
    if (checked.success) outcome.current?.focus();
    void submit(checked, async (input) => {
      const sent = await target.send(input);
      setJustSent((current) => [...current, sent.mensagem]);
      setLink(sent.url);
      setMensagem('');
      window.open(sent.url, '_blank', 'noopener,noreferrer');
      await onSent();
      setJustSent([]);
    });
  }

  return (
    <FormSidePanel
      title={t('attend.whatsapp.title')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      formId={formId}
      pending={pending}
      dismissLabel={t('attend.dialog.close')}
      submitLabel={t('attend.whatsapp.send')}
    >
      <Body id={formId} onSubmit={send} onKeyDownCapture={sendOnSendPress(pending)} noValidate>
        <p>{t('attend.whatsapp.to', { name: target.lead.nome, phone: formatPhone(leadPhoneDigits(target.lead)) })}</p>
        <section aria-labelledby={`${formId}-log`}>
          <h3 id={`${formId}-log`}>{t('attend.whatsapp.log')}</h3>
          {history.length + justSent.length === 0 ? (
            <EmptyState size="sm" icon={null} title={t('attend.whatsapp.noMessages')} />
          ) : (
            <Log role="log" tabIndex={0} aria-labelledby={`${formId}-log`}>
              {history.map((message) => (
                <ChatBubble key={message.id} isSent textContent={message.mensagem} sentAt={message.created_at} sentLabel={message.author} />
              ))}
              {justSent.map((text, index) => (
                <ChatBubble key={`sent-${index}`} isSent textContent={text} sentLabel={t('attend.whatsapp.you')} />
              ))}
            </Log>
          )}
        </section>
        <Outcome ref={outcome} tabIndex={-1} role="group" aria-label={t('attend.whatsapp.outcome')}>
          {pending && <p role="status">{t('attend.whatsapp.sending')}</p>}
          {link && !pending && (
            <Alert tone="success" title={t('attend.whatsapp.sent')}>
              <p>{t('attend.whatsapp.openHint')}</p>
              <Link href={link} isExternal externalLabel={t('attend.externalHint')}>
                {t('attend.whatsapp.open')}
              </Link>
            </Alert>
          )}
          {failure.message && <Alert tone="danger">{failure.message}</Alert>}
        </Outcome>
        <DefaultMessageMenu channel="whatsapp" onChoose={(message) => setMensagem(message.mensagem)} />
        <MessageComposer
          label={t('attend.whatsapp.message')}
          placeholder={t('attend.whatsapp.messagePlaceholder')}
          description={t('attend.whatsapp.hint')}
          toolbarLabel={t('attend.composer.toolbar')}
          groups={insertions}
          value={mensagem}
          onChange={(value) => {
            setMensagem(value);
            clear('mensagem');
          }}
          errorMessage={failure.fields.mensagem}
          maxLength={4096}
          rows={5}
          isRequired
        />
        {mensagem.trim() && (
          <section aria-labelledby={`${formId}-preview`}>
            <h3 id={`${formId}-preview`}>{t('attend.whatsapp.preview')}</h3>
            <ChatBubble isSent textContent={preview.text(mensagem)} sentLabel={t('attend.whatsapp.you')} />
          </section>
        )}
      </Body>
    </FormSidePanel>
  );
}
