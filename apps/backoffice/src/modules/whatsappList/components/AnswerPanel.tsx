import type { WhatsappListEntry } from '@retoma/api-client';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { WhatsappComposerPanel, type WhatsappTarget } from '../../attend';

export interface AnswerPanelProps {
  entry: WhatsappListEntry | null;
  onClose: () => void;
  /** After a message is recorded (the list's tabs and counts change). */
  onSent: () => Promise<unknown>;
}

/**
 * The attend screen's WhatsApp panel on a contact of the list: default messages, variables and the product's sales
 * links, every message written to the contact so far; the answer is kept (and joins the lead's history) before
 * WhatsApp opens on it.
 */
export function AnswerPanel({ entry, onClose, onSent }: AnswerPanelProps) {
  const api = useApi();
  const { slug } = useCompanySession();
  const detail = useSWR(entry ? [slug, 'whatsapplists', entry.id] : null, () => api.whatsappList.get(entry!.id));
  if (!entry) return null;
  const answers = detail.data?.respostas ?? (entry.resposta ? [entry.resposta] : []);
  const target: WhatsappTarget = {
    id: entry.id,
    lead: entry.lead,
    produto: entry.produto,
    history: answers.map((answer, index) => ({
      id: index,
      mensagem: answer.mensagem,
      created_at: answer.respondida_em,
      author: answer.usuario?.name ?? '—',
    })),
    send: ({ id, mensagem }) => api.whatsappList.answer(id, { mensagem }),
  };
  return (
    <WhatsappComposerPanel
      target={target}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      onSent={() => Promise.all([detail.mutate(), onSent()])}
    />
  );
}
