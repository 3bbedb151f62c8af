import type { LeadRemoval, LeadTimelineEntry } from '@retoma/api-client';
import type { Locale } from '@retoma/ui';
import { countedSentence } from '../../../i18n';
import type { LeadsTranslate } from '../messages';
import { CLICKS_TEXT, OPENS_TEXT } from './labels';

/** What deleting the lead takes with it (campaign entries, sends), or what keeps it from being deleted. */
export function removalText(t: LeadsTranslate, locale: Locale, name: string, removal: LeadRemoval): string {
  return removal.pode_excluir
    ? countedSentence(
        t,
        locale,
        'leads.delete.message',
        {
          campanhas: { count: removal.campanhas, one: 'leads.delete.campanhasOne', other: 'leads.delete.campanhasOther' },
          envios: { count: removal.envios, one: 'leads.delete.enviosOne', other: 'leads.delete.enviosOther' },
        },
        { name },
      )
    : countedSentence(
        t,
        locale,
        'leads.delete.blocked',
        {
          transacoes: { count: removal.transacoes, one: 'leads.delete.transacoesOne', other: 'leads.delete.transacoesOther' },
          vendas: { count: removal.vendas_recuperadas, one: 'leads.delete.vendasOne', other: 'leads.delete.vendasOther' },
          tickets: { count: removal.tickets, one: 'leads.delete.ticketsOne', other: 'leads.delete.ticketsOther' },
        },
        { name },
      );
}

/** How the campaign messages sent to the lead were received: how many, and their opens and clicks summed. */
export function sendsText(t: LeadsTranslate, locale: Locale, sends: LeadTimelineEntry[]): string {
  return countedSentence(t, locale, 'leads.verdict.envios', {
    enviados: { count: sends.length, one: 'leads.verdict.enviadosOne', other: 'leads.verdict.enviadosOther' },
    aberturas: { count: sends.reduce((sum, send) => sum + (send.aberturas ?? 0), 0), ...OPENS_TEXT },
    cliques: { count: sends.reduce((sum, send) => sum + (send.cliques ?? 0), 0), ...CLICKS_TEXT },
  });
}
