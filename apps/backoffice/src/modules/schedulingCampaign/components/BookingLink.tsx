import type { Campanha } from '@retoma/api-client';
import { Alert, Button, Card, TextArea, TextField, useToast } from '@retoma/ui';
import { createContext, useContext } from 'react';
import styled from 'styled-components';
import { href } from '../../../platform/routing';
import { useSchedulingT } from '../messages';

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

/**
 * The origin the app is served from, as leads will reach it: the page's own unless a provider says otherwise (a story
 * pins it, so its pictures do not depend on the port it runs on).
 */
export const BookingOriginContext = createContext<string | null>(null);

/** The public page's address for this campaign: this app's `/agendamento` with the campaign's token. */
export function bookingAddress(token: string, origin: string): string {
  return `${origin}${href('agendamento', {}, { token })}`;
}

/**
 * The embeddable link of the campaign: the public booking page's address (copyable) and an iframe snippet to paste
 * into the company's own site. Says so when the campaign is off (the page then takes no bookings).
 */
export function BookingLink({ campanha }: { campanha: Campanha<'agendamento'> }) {
  const t = useSchedulingT();
  const toast = useToast();
  const origin = useContext(BookingOriginContext) ?? window.location.origin;
  const url = bookingAddress(campanha.token, origin);
  const title = t('scheduling.link.frameTitle', { name: campanha.nome }).replace(/"/g, '&quot;');
  const snippet = `<iframe src="${url}" title="${title}" width="100%" height="760" style="border:0" loading="lazy"></iframe>`;
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(done);
    } catch {
      toast.error(t('scheduling.link.copyFailed'));
    }
  };
  return (
    <Card title={t('scheduling.link.title')} subtitle={t('scheduling.link.hint')}>
      <Fields>
        {campanha.status === 0 && <Alert tone="warning">{t('scheduling.link.inactive')}</Alert>}
        <Row>
          <TextField label={t('scheduling.link.address')} value={url} isReadOnly />
          <Button variant="secondary" onPress={() => void copy(url, t('scheduling.link.copied'))}>
            {t('scheduling.link.copy')}
          </Button>
        </Row>
        <Row>
          <TextArea label={t('scheduling.link.embed')} value={snippet} isReadOnly rows={3} />
          <Button variant="secondary" onPress={() => void copy(snippet, t('scheduling.link.embedCopied'))}>
            {t('scheduling.link.copyEmbed')}
          </Button>
        </Row>
      </Fields>
    </Card>
  );
}
