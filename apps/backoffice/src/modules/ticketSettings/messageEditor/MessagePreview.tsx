import { renderMessage, type MessageVariableValues, type TipoMensagem } from '@retoma/api-client';
import { Card, ChatBubble, SafeHtml } from '@retoma/ui';
import styled from 'styled-components';
import { useCompanySession } from '../../../platform/companySession';
import { useTicketSettingsT } from '../messages';

const Chat = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
const Email = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
const Subject = styled.p`
  margin: 0;
  padding-block-end: ${({ theme }) => theme.space[3]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface MessagePreviewProps {
  tipo: TipoMensagem;
  assunto: string;
  mensagem: string;
}

/**
 * The message as a lead would receive it, with sample values in the variables (the agent is the person
 * writing it): a chat bubble for WhatsApp, subject and formatted body for e-mail. It follows every keystroke.
 */
export function MessagePreview({ tipo, assunto, mensagem }: MessagePreviewProps) {
  const t = useTicketSettingsT();
  const { user } = useCompanySession();
  const samples: MessageVariableValues = {
    '[NOME_LEAD]': t('ticketSettings.preview.sampleLead'),
    '[EMAIL_LEAD]': t('ticketSettings.preview.sampleEmail'),
    '[NOME_ATENDENTE]': user.name,
    '[NOME_PRODUTO]': t('ticketSettings.preview.sampleProduct'),
  };
  const body = renderMessage(mensagem, samples);

  return (
    <Card title={t('ticketSettings.preview.title')} subtitle={t('ticketSettings.preview.hint')}>
      {!body.trim() ? (
        <Empty>{t('ticketSettings.preview.empty')}</Empty>
      ) : tipo === 'whatsapp' ? (
        <Chat>
          <ChatBubble isSent textContent={body} sentLabel={user.name} />
        </Chat>
      ) : (
        <Email>
          <Subject>
            <span>{t('ticketSettings.preview.subject')}</span> {renderMessage(assunto, samples)}
          </Subject>
          <SafeHtml html={body} />
        </Email>
      )}
    </Card>
  );
}
