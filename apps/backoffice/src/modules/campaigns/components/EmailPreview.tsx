import { ApiError, type SequenceKind } from '@retoma/api-client';
import { Alert, Button, Modal, Select, Spinner, useToast } from '@retoma/ui';
import { useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useCampaignsT } from '../messages';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;
const Envelope = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  p {
    margin: 0;
  }
`;
const Frame = styled.iframe`
  inline-size: 100%;
  block-size: 26rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #f4f5f7;
`;
const PlainText = styled.pre`
  white-space: pre-wrap;
  font-family: inherit;
  margin: ${({ theme }) => theme.space[2]} 0 0;
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface EmailDraft {
  titulo: string;
  responder: string;
  assunto: string;
  corpo: string;
  /** "Mensagem no WhatsApp": the number that receives the message, and the message. */
  ddi: string;
  telefone: string;
  whatsapp: string;
}

export interface EmailPreviewProps {
  kind: SequenceKind;
  campanhaId: number;
  /** The form as it stands, saved or not. */
  draft: EmailDraft;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** How many of the campaign's contacts the "view as" list offers (the newest). */
const CONTACT_CHOICES = 25;

/**
 * The e-mail of the form as one contact of the campaign would receive it, drawn by the server (the same layout,
 * variables and sanitising as a real send, untracked) in a sandboxed frame, with its plain-text version; the person
 * can switch the contact and send the same e-mail to themselves.
 */
export function EmailPreview({ kind, campanhaId, draft, isOpen, onOpenChange }: EmailPreviewProps) {
  const t = useCampaignsT();
  const api = useApi();
  const toast = useToast();
  const { slug } = useCompanySession();
  const calls = api.campaigns[kind];
  const [contatoId, setContatoId] = useState<number | undefined>();
  const [testError, setTestError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const complete = draft.assunto.trim() !== '' && draft.corpo.trim() !== '';

  const contacts = useSWR(isOpen ? [slug, kind, 'preview-contacts', campanhaId] : null, () =>
    calls.contatos.list({ campanha_id: campanhaId, filtro: 'todos', per_page: CONTACT_CHOICES }),
  );
  const input = {
    campanha_id: campanhaId,
    assunto: draft.assunto,
    corpo: draft.corpo,
    ...(contatoId !== undefined && { contato_id: contatoId }),
    ...(draft.telefone.trim() && { ddi: draft.ddi, telefone: draft.telefone, whatsapp: draft.whatsapp }),
  };
  const preview = useSWR(isOpen && complete ? [slug, kind, 'preview', input] : null, () => calls.emails.preview(input));
  // The sender and reply-to go with the test when the form has valid ones; the server checks them again.
  const sender = {
    ...(draft.titulo.trim() && { titulo: draft.titulo.trim() }),
    ...(/^\S+@\S+\.\S+$/.test(draft.responder.trim()) && { responder: draft.responder.trim() }),
  };

  const sendTest = async () => {
    setSending(true);
    setTestError(null);
    try {
      const { para } = await calls.emails.test({ ...input, ...sender });
      toast.success(t('campaigns.preview.testSent', { email: para }));
    } catch (error) {
      setTestError(error instanceof ApiError ? error.message : t('campaigns.preview.testFailed'));
    } finally {
      setSending(false);
    }
  };

  const options = (contacts.data?.data ?? []).map((contato) => ({
    id: contato.id,
    label: contato.lead.nome,
    description: contato.lead.email,
  }));

  const body = () => {
    if (!complete) return <Alert tone="info">{t('campaigns.preview.incomplete')}</Alert>;
    if (preview.error)
      return (
        <Alert tone="danger" title={t('campaigns.preview.failed')}>
          {preview.error instanceof ApiError ? preview.error.message : null}
        </Alert>
      );
    if (!preview.data) return <Spinner label={t('campaigns.preview.loading')} showLabel />;
    const { assunto, html, texto, lead } = preview.data;
    return (
      <>
        <Envelope>
          <p>{t('campaigns.preview.to', { name: lead.nome, email: lead.email })}</p>
          <p>
            <strong>{t('campaigns.preview.subject', { subject: assunto })}</strong>
          </p>
        </Envelope>
        {/* No permission at all for the frame: the e-mail is sanitised on the server, and shown here as inert. */}
        <Frame title={t('campaigns.preview.frame')} srcDoc={html} sandbox="" />
        <details>
          <summary>{t('campaigns.preview.text')}</summary>
          <PlainText>{texto}</PlainText>
        </details>
      </>
    );
  };

  return (
    <Modal
      title={t('campaigns.preview.title')}
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      closeLabel={t('campaigns.preview.close')}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('campaigns.preview.close')}
          </Button>
          <Button onPress={() => void sendTest()} isPending={sending} isDisabled={!complete}>
            {t('campaigns.preview.sendTest')}
          </Button>
        </>
      )}
    >
      <Layout>
        {options.length > 0 ? (
          <Select
            label={t('campaigns.preview.as')}
            options={options}
            selectedKey={contatoId ?? preview.data?.contato_id ?? null}
            onSelectionChange={(key) => key !== null && setContatoId(Number(key))}
          />
        ) : (
          contacts.data && <Hint>{t('campaigns.preview.sample')}</Hint>
        )}
        {body()}
        {testError && <Alert tone="danger">{testError}</Alert>}
        <Hint>{t('campaigns.preview.untracked')}</Hint>
      </Layout>
    </Modal>
  );
}
