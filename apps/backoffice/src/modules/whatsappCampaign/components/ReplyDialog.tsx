import { ApiError, ValidationError, type CampanhaContato, type WhatsappResposta } from '@retoma/api-client';
import { Alert, Button, Link, Modal, TextArea } from '@retoma/ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useWhatsappCampaignT } from '../messages';
import { VariableButtons } from './VariableButtons';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
  }
`;
const Sent = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  white-space: pre-wrap;
`;

/** Opens the chat in a new tab; the link in the dialog stays for a browser that blocks it. */
const openChat = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

/**
 * Writes to a contact on WhatsApp: the campaign's message (variables filled by the server with the lead's data),
 * editable before it goes; the server records it as the contact's answer and the chat opens in a new tab, addressed
 * to the lead, the message typed in. The sender's number is said, so the agent opens the right WhatsApp.
 */
export function ReplyDialog({
  contato,
  template,
  sender,
  onClose,
  onSent,
}: {
  contato: CampanhaContato;
  template: string;
  sender: string | null;
  onClose: () => void;
  onSent: () => void;
}) {
  const t = useWhatsappCampaignT();
  const api = useApi();
  const field = useRef<HTMLTextAreaElement>(null);
  const [mensagem, setMensagem] = useState(template);
  const [error, setError] = useState<{ field?: string; other?: string }>({});
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<WhatsappResposta | null>(null);

  const send = async () => {
    setPending(true);
    setError({});
    try {
      const answer = await api.whatsappCampaign.reply(contato.id, { mensagem });
      setSent(answer);
      openChat(answer.url);
      onSent();
    } catch (failure) {
      if (failure instanceof ValidationError && failure.errors.mensagem) setError({ field: failure.errors.mensagem[0] });
      else setError({ other: failure instanceof ApiError ? failure.message : t('whatsappCampaign.reply.failed') });
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('whatsappCampaign.reply.title', { name: contato.lead.nome })}
      closeLabel={t('whatsappCampaign.reply.close')}
      footer={
        sent ? (
          <Button onPress={onClose}>{t('whatsappCampaign.reply.done')}</Button>
        ) : (
          <>
            <Button variant="secondary" onPress={onClose}>
              {t('whatsappCampaign.reply.cancel')}
            </Button>
            <Button onPress={() => void send()} isPending={pending}>
              {t('whatsappCampaign.reply.send')}
            </Button>
          </>
        )
      }
    >
      <Body>
        {sent ? (
          <>
            <p>{t('whatsappCampaign.reply.sent')}</p>
            <Sent>{sent.mensagem}</Sent>
            <Link href={sent.url} isExternal externalLabel={t('whatsappCampaign.reply.newTab')}>
              {t('whatsappCampaign.reply.open')}
            </Link>
          </>
        ) : (
          <>
            {sender && <p>{t('whatsappCampaign.reply.sender', { phone: sender })}</p>}
            {error.other && <Alert tone="danger">{error.other}</Alert>}
            <TextArea
              label={t('whatsappCampaign.reply.mensagem')}
              description={t('whatsappCampaign.reply.mensagemHint')}
              rows={4}
              maxLength={1000}
              inputRef={field}
              value={mensagem}
              onChange={setMensagem}
              errorMessage={error.field}
            />
            <VariableButtons field={field} value={mensagem} onChange={setMensagem} />
          </>
        )}
      </Body>
    </Modal>
  );
}
