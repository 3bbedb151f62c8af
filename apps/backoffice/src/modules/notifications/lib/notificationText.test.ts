import { NOTIFICATION_KINDS, type AppNotification } from '@retoma/api-client';
import { LOCALES } from '@retoma/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale, loadSlice, translate } from '../../../i18n';
import { notificationsMessages, type NotificationsMessageKey } from '../messages';
import { NOTIFICATION_TEXT, notificationText } from './notificationText';

/**
 * The server stores what a notification tells by kind (`NOTIFICATION_KINDS`, shared through the api-client) and the
 * app words it: a kind without its texts, or with texts left in pt in another language, would put the server's
 * words on the screen untranslated.
 */
beforeAll(async () => {
  for (const locale of LOCALES) await Promise.all([loadLocale(locale), loadSlice(notificationsMessages, locale)]);
});

const data = (acao: AppNotification['data']['acao']): AppNotification['data'] => ({
  icon: 'event',
  category: 'danger',
  acao,
  valores: { usuario: 'Bruno Lima', lead: 'Mariana Costa' },
  title: null,
  message: null,
  time: '2026-03-14T10:00:00-03:00',
  ticket_id: 1042,
});
const tIn = (locale: (typeof LOCALES)[number]) => (key: NotificationsMessageKey, values?: Record<string, string | number>) =>
  translate(locale, key, values, notificationsMessages);

describe('the notifications’ texts', () => {
  it('has a title and a text for every kind the server makes', () => {
    expect(Object.keys(NOTIFICATION_TEXT).sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });

  it.each(LOCALES.filter((locale) => locale !== 'pt'))('%s: every kind is worded in it, every value filled', (locale) => {
    for (const acao of NOTIFICATION_KINDS) {
      const text = notificationText(data(acao), tIn(locale));
      const source = notificationText(data(acao), tIn('pt'));
      for (const part of ['title', 'message'] as const) {
        expect(text[part], `${locale}: ${acao} ${part}`).not.toMatch(/[{}]|^notifications\./);
        expect(text[part], `${locale}: ${acao} ${part} is the pt text`).not.toBe(source[part]);
      }
      expect(text.message).toContain('1042');
      expect(text.message).toContain('Mariana Costa');
    }
  });

  it('words them as the server used to, in pt', () => {
    expect(notificationText(data('ticket_transferred'), tIn('pt'))).toEqual({
      title: 'Ticket transferido para você',
      message: 'Bruno Lima transferiu o ticket #1042 (Mariana Costa) para você.',
    });
    expect(notificationText({ ...data('return_due'), valores: {} }, tIn('pt')).message).toBe('Chegou a hora do retorno ao ticket #1042.');
  });

  it('shows an old notification no kind was recognised in as it was written', () => {
    expect(notificationText({ ...data(null), title: 'Aviso antigo', message: 'Texto antigo.' }, tIn('en'))).toEqual({
      title: 'Aviso antigo',
      message: 'Texto antigo.',
    });
  });
});
