/** Where the caret or selection is in a text field. */
export interface Selection {
  start: number;
  end: number;
}

/**
 * `token` written in place of the selection (or at the caret), and where the caret goes next: right after
 * the token, so the person keeps typing where they were.
 */
export function insertToken(text: string, selection: Selection, token: string): { text: string; caret: number } {
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  return { text: text.slice(0, start) + token + text.slice(end), caret: start + token.length };
}
