import { TRANSACTION_STATUSES } from '@retoma/api-client';
import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n';
import { loadSlice } from '../../../i18n/defineMessages';
import { leadsMessages, type LeadsTranslate } from '../messages';
import { statusText } from './timelineEntry';

await loadSlice(leadsMessages, 'en');
const t =
  (locale: 'pt' | 'en'): LeadsTranslate =>
  (key, values) =>
    translate(locale, key, values, leadsMessages);

describe("a purchase's status in the lead's timeline and transactions", () => {
  it('says every status of the platform in words, never its code', () => {
    for (const status of TRANSACTION_STATUSES) {
      expect(statusText(t('pt'), status), status).not.toBe(status);
      expect(statusText(t('en'), status), status).not.toContain('_');
    }
  });

  it('says a sale in dispute is in dispute', () => {
    expect(statusText(t('pt'), 'dispute')).toBe('em disputa');
    expect(statusText(t('en'), 'dispute')).toBe('in dispute');
  });

  it('shows a status the platform adds later as the platform names it', () => {
    expect(statusText(t('pt'), 'partially_refunded')).toBe('partially_refunded');
  });
});
