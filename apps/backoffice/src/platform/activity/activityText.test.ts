import { ACTIVITY_KINDS, ATTENDANCE_OUTCOMES, type Activity } from '@retoma/api-client';
import { LOCALES } from '@retoma/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSlice, translate } from '../../i18n';
import { activityMessages } from './messages';
import type { Locale } from '@retoma/ui';
import { ACTIVITY_TEXT, activityText, type ActivityTranslate } from './activityText';

/**
 * The server records what happened by kind (`ACTIVITY_KINDS`, shared through the api-client) and the app words it:
 * a kind without its sentence, or with a sentence left in pt in another language, would put the server's words on
 * the screen untranslated. Every kind, with every value it can carry, in every language.
 */
beforeAll(async () => {
  for (const locale of LOCALES) await loadSlice(activityMessages, locale);
});

const SAMPLE: Required<NonNullable<Activity['valores']>> = {
  campanha: 'Black Friday',
  usuario: 'Ana Souza',
  resultado: 'aguardando',
  retornos: 3,
};

/** The history's sentences in `locale`, as `useActivityT` gives them to a screen. */
const inLocale =
  (locale: Locale): ActivityTranslate =>
  (key, values) =>
    translate(locale, key, values, activityMessages);

describe('the history’s sentences', () => {
  it('has one for every kind the server records', () => {
    expect(Object.keys(ACTIVITY_TEXT).sort()).toEqual([...ACTIVITY_KINDS].sort());
  });

  it.each(LOCALES.filter((locale) => locale !== 'pt'))('%s: every kind and outcome is worded in it, every value filled', (locale) => {
    for (const acao of ACTIVITY_KINDS) {
      for (const resultado of ATTENDANCE_OUTCOMES) {
        const entry = { acao, valores: { ...SAMPLE, resultado }, description: null };
        const text = activityText(entry, inLocale(locale));
        const source = activityText(entry, inLocale('pt'));
        expect(text, `${locale}: ${acao}`).not.toMatch(/[{}]|^activity\./);
        expect(text, `${locale}: ${acao} is the pt sentence`).not.toBe(source);
      }
    }
  });

  it('names the values the server kept', () => {
    const t = inLocale('en');
    expect(activityText({ acao: 'ticket_transferred', valores: { usuario: 'Ana Souza' }, description: null }, t)).toBe(
      'Ticket transferred to Ana Souza',
    );
    expect(
      activityText({ acao: 'attendance_finished_closed', valores: { resultado: 'aguardando', retornos: 3 }, description: null }, t),
    ).toBe('Attendance finished: waiting for a call-back — ticket closed on reaching the call-back limit (3)');
  });

  it('shows an old entry no kind was recognised in as it was written', () => {
    const t = inLocale('de');
    expect(activityText({ acao: null, valores: {}, description: 'Observação antiga' }, t)).toBe('Observação antiga');
  });
});
