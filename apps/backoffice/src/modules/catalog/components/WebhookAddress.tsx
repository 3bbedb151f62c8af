import { IconButton } from '@retoma/ui';
import { Copy } from 'lucide-react';
import styled from 'styled-components';
import { useCatalogT } from '../messages';
import { useCopy } from '../hooks/useCopy';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
`;
// Cut with an ellipsis where the row is narrower (a phone's card): the whole address is its tooltip and the copy.
const Address = styled.code`
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: nowrap;
  direction: ltr;
`;

/**
 * The address as the table shows it: its host, platform and the start of its key (what tells two accounts apart).
 * The whole address is its tooltip and what the button copies.
 */
export function shortAddress(url: string): string {
  const { host, pathname } = new URL(url);
  const [key = '', platform = ''] = pathname.split('/').reverse();
  return `${host}/…/${platform}/${key.slice(0, 8)}…`;
}

export interface WebhookAddressProps {
  /** The account's name, so the copy button says whose address it copies. */
  name: string;
  url: string;
}

/** The address a platform posts an account's events to, with the button that copies it to paste in the platform. */
export function WebhookAddress({ name, url }: WebhookAddressProps) {
  const t = useCatalogT();
  const copy = useCopy();
  return (
    <Row>
      <Address title={url}>{shortAddress(url)}</Address>
      <IconButton
        aria-label={t('catalog.contas.copyWebhook', { name })}
        icon={<Copy aria-hidden size={16} />}
        onPress={() => void copy(url, t('catalog.contas.webhookCopied', { name }))}
      />
    </Row>
  );
}
