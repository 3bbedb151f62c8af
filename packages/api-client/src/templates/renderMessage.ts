import type { MessageVariable } from '../types';

/** What each message variable stands for in one message (`[NOME_LEAD]` → the lead's name, ...). */
export type MessageVariableValues = Record<MessageVariable, string>;

/**
 * A default message or an agent's text with each known variable (`[NOME_LEAD]`, `[EMAIL_LEAD]`,
 * `[NOME_ATENDENTE]`, `[NOME_PRODUTO]`) replaced by its value, every occurrence. Any other `[TOKEN]` stays as
 * written: `[LINK_<identidade>]` (an agent's personal sales link) until the links module issues personal links.
 * `escape` is applied to the values only, so an HTML template (e-mail) keeps its markup while a lead named
 * `<b>` stays text. The server renders what it sends; the message editor's preview and the mocks render with
 * this same function, so what a person previews is what the lead receives.
 */
export function renderMessage(template: string, values: MessageVariableValues, escape: (text: string) => string = (text) => text): string {
  return template.replace(/\[[A-Z0-9_]+\]/g, (token) => (Object.hasOwn(values, token) ? escape(values[token as MessageVariable]) : token));
}
