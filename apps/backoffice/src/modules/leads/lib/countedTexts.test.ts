import type { LeadRemoval, LeadTimelineEntry } from '@retoma/api-client';
import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n';
import { loadSlice } from '../../../i18n/defineMessages';
import { leadsMessages, type LeadsTranslate } from '../messages';
import { removalText, sendsText } from './countedTexts';

await Promise.all([loadSlice(leadsMessages, 'en'), loadSlice(leadsMessages, 'de')]);
const t =
  (locale: 'pt' | 'en' | 'de'): LeadsTranslate =>
  (key, values) =>
    translate(locale, key, values, leadsMessages);

const removal = (counts: Partial<LeadRemoval>): LeadRemoval => ({
  transacoes: 0,
  vendas_recuperadas: 0,
  tickets: 0,
  campanhas: 0,
  envios: 0,
  pode_excluir: true,
  ...counts,
});
const send = (aberturas: number, cliques: number) => ({ aberturas, cliques }) as LeadTimelineEntry;

describe('what deleting a lead takes with it', () => {
  it('says one and many of each count', () => {
    expect(removalText(t('pt'), 'pt', 'Maria', removal({ campanhas: 1, envios: 2 }))).toBe(
      'Excluir Maria apaga também 1 entrada em campanha e 2 envios. Não há como desfazer.',
    );
    expect(removalText(t('pt'), 'pt', 'Maria', removal({ campanhas: 2, envios: 1 }))).toBe(
      'Excluir Maria apaga também 2 entradas em campanhas e 1 envio. Não há como desfazer.',
    );
    expect(removalText(t('en'), 'en', 'Maria', removal({ campanhas: 1, envios: 2 }))).toBe(
      'Deleting Maria also deletes 1 campaign entry and 2 sends. This cannot be undone.',
    );
    expect(removalText(t('en'), 'en', 'Maria', removal({ campanhas: 2, envios: 1 }))).toBe(
      'Deleting Maria also deletes 2 campaign entries and 1 send. This cannot be undone.',
    );
  });

  it('says why a lead with sales or tickets stays, each count in its own number', () => {
    const blocked = (transacoes: number, vendas_recuperadas: number, tickets: number) =>
      removal({ transacoes, vendas_recuperadas, tickets, pode_excluir: false });
    expect(removalText(t('pt'), 'pt', 'Maria', blocked(1, 2, 1))).toMatch(/^Maria tem 1 transação, 2 vendas recuperadas e 1 ticket: /);
    expect(removalText(t('pt'), 'pt', 'Maria', blocked(2, 1, 2))).toMatch(/^Maria tem 2 transações, 1 venda recuperada e 2 tickets: /);
    expect(removalText(t('en'), 'en', 'Maria', blocked(1, 2, 1))).toMatch(/^Maria has 1 transaction, 2 recovered sales and 1 ticket: /);
    expect(removalText(t('en'), 'en', 'Maria', blocked(2, 1, 2))).toMatch(/^Maria has 2 transactions, 1 recovered sale and 2 tickets: /);
    expect(removalText(t('de'), 'de', 'Maria', blocked(1, 1, 1))).toMatch(
      /^Maria hat 1 Transaktion, 1 zurückgewonnenen Verkauf und 1 Ticket: /,
    );
    expect(removalText(t('de'), 'de', 'Maria', blocked(2, 2, 2))).toMatch(
      /^Maria hat 2 Transaktionen, 2 zurückgewonnene Verkäufe und 2 Tickets: /,
    );
  });
});

describe('how the campaign messages were received', () => {
  it('counts the messages and sums their opens and clicks, each in its own number', () => {
    expect(sendsText(t('pt'), 'pt', [send(1, 1)])).toBe('1 mensagem de campanha, 1 abertura, 1 clique.');
    expect(sendsText(t('pt'), 'pt', [send(2, 0), send(0, 0)])).toBe('2 mensagens de campanha, 2 aberturas, 0 cliques.');
    expect(sendsText(t('en'), 'en', [send(1, 1)])).toBe('1 campaign message, 1 open, 1 click.');
    expect(sendsText(t('en'), 'en', [send(1, 1), send(1, 1)])).toBe('2 campaign messages, 2 opens, 2 clicks.');
    expect(sendsText(t('de'), 'de', [send(1, 0)])).toBe('1 Kampagnennachricht, 1 Öffnung, 0 Klicks.');
  });
});
