import type { Campanha } from '@retoma/api-client';
import { Alert, Button, Card, TextArea, TextField, useToast } from '@retoma/ui';
import { createContext, useContext } from 'react';
import styled from 'styled-components';
import { API_URL } from '../../../platform/api';
import { useWhatsappCampaignT } from '../messages';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]};
  > :first-child {
    flex: 1 1 20rem;
    min-inline-size: 0;
  }
`;

/** Where the campaign's public form posts: the API's public address with the campaign's token. */
export function formAddress(token: string, origin: string): string {
  const api = /^https?:\/\//.test(API_URL) ? API_URL : `${origin}${API_URL}`;
  return `${api.replace(/\/$/, '')}/public/campanha_whatsapps/${token}`;
}

/**
 * The origin the app (and so its API, when `API_URL` is a path) is served from, as leads will reach it: the page's
 * own unless a provider says otherwise (a story pins it, so its pictures do not depend on the port it runs on).
 */
export const AppOriginContext = createContext<string | null>(null);

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The form the company pastes into its own pages: a plain HTML form (no script) that posts the lead's name, e-mail
 * and WhatsApp number to the campaign's public address; the lead then sees the server's thank-you page. Both the
 * address and the snippet copy with one press. Says so while the campaign is off (the form then takes no one).
 */
export function EmbedForm({ campanha }: { campanha: Campanha<'whatsapp'> }) {
  const t = useWhatsappCampaignT();
  const toast = useToast();
  const origin = useContext(AppOriginContext) ?? window.location.origin;
  const url = formAddress(campanha.token, origin);
  const label = (key: Parameters<typeof t>[0]) => escapeAttribute(t(key));
  const snippet = [
    `<form action="${url}" method="post">`,
    `  <label>${label('whatsappCampaign.embed.nome')} <input name="nome" autocomplete="name" required></label>`,
    `  <label>${label('whatsappCampaign.embed.email')} <input name="email" type="email" autocomplete="email" required></label>`,
    `  <label>${label('whatsappCampaign.embed.ddi')} <input name="ddi" value="55" inputmode="numeric" required></label>`,
    `  <label>${label('whatsappCampaign.embed.telefone')} <input name="telefone" type="tel" autocomplete="tel-national" required></label>`,
    `  <button type="submit">${label('whatsappCampaign.embed.submit')}</button>`,
    `</form>`,
  ].join('\n');
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(done);
    } catch {
      toast.error(t('whatsappCampaign.embed.copyFailed'));
    }
  };
  return (
    <Card title={t('whatsappCampaign.embed.title')} subtitle={t('whatsappCampaign.embed.hint')}>
      <Fields>
        {campanha.status === 0 && <Alert tone="warning">{t('whatsappCampaign.embed.inactive')}</Alert>}
        <Row>
          <TextArea label={t('whatsappCampaign.embed.snippet')} value={snippet} isReadOnly rows={7} />
          <Button variant="secondary" onPress={() => void copy(snippet, t('whatsappCampaign.embed.snippetCopied'))}>
            {t('whatsappCampaign.embed.copySnippet')}
          </Button>
        </Row>
        <Row>
          <TextField
            label={t('whatsappCampaign.embed.address')}
            description={t('whatsappCampaign.embed.addressHint')}
            value={url}
            isReadOnly
          />
          <Button variant="secondary" onPress={() => void copy(url, t('whatsappCampaign.embed.addressCopied'))}>
            {t('whatsappCampaign.embed.copyAddress')}
          </Button>
        </Row>
      </Fields>
    </Card>
  );
}
