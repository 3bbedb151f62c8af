import type { MessageVariable } from '../types';

/** What each message variable stands for in one message (`[NOME_LEAD]` → the lead's name, ...). */
export type MessageVariableValues = Record<MessageVariable, string>;

/** The sales links a message may name, `[LINK_<identidade>]` → the attending agent's own address of that link. */
export type LinkVariableValues = Partial<Record<`[LINK_${string}]`, string>>;

/**
 * A default message or an agent's text with each known variable (`[NOME_LEAD]`, `[EMAIL_LEAD]`,
 * `[NOME_ATENDENTE]`, `[NOME_PRODUTO]`, and each `[LINK_<identidade>]` given in `values`) replaced by its value,
 * every occurrence. Any other `[TOKEN]` stays as written (the server refuses to send a message naming a link it
 * cannot fill, so a lead never receives a placeholder). `escape` is applied to the values only, so an HTML
 * template (e-mail) keeps its markup while a lead named `<b>` stays text. The server renders what it sends; the
 * previews and the mocks render with this same function, so what a person previews is what the lead receives.
 */
export function renderMessage(
  template: string,
  values: MessageVariableValues & LinkVariableValues,
  escape: (text: string) => string = (text) => text,
): string {
  const known: Readonly<Record<string, string | undefined>> = values;
  return template.replace(/\[[A-Z0-9_]+\]/g, (token) => {
    const value = Object.hasOwn(known, token) ? known[token] : undefined;
    return value === undefined ? token : escape(value);
  });
}
