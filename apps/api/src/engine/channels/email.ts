import { escapeHtml } from '../../html/sanitize';
import { fill } from '../render';
import { pixelUrl, trackedUrl, unsubscribeUrl, type TrackingKeys } from '../tracking';

export interface RenderedEmail {
  subject: string;
  html: string;
}

/** Every http(s) link of the body leads through the tracked redirect of this send. */
function trackLinks(html: string, keys: TrackingKeys, rastreio: string): string {
  return html.replace(/(<a\s[^>]*href=")(https?:\/\/[^"]+)(")/gi, (_, before: string, href: string, after: string) => {
    const url = href.replaceAll('&amp;', '&');
    return `${before}${escapeHtml(trackedUrl(keys, rastreio, url))}${after}`;
  });
}

interface EmailStep {
  assunto: string;
  corpo: string;
}

/** The send an e-mail is tracked as: its links, open pixel and unsubscribe link are signed for it. */
interface EmailTracking {
  keys: TrackingKeys;
  rastreio: string;
}

const UNSUBSCRIBE_STYLE = 'color:#6b7280;';

/**
 * A campaign e-mail as the lead receives it: the step's subject and body with the variables filled (values
 * escaped, the step's markup kept), its links tracked, inside a plain layout whose styles are inline (mail readers
 * drop style sheets), with the unsubscribe link and the open pixel at the foot. The plain-text alternative is
 * derived from this HTML when the outbox hands it to the mail server (channels/plainText.ts).
 *
 * Without `tracking` (a preview, a test to oneself) the same message is drawn with its links as written, the
 * unsubscribe words without a working link, and no pixel: nothing a reader does there counts in the campaign.
 */
function drawEmail(step: EmailStep, values: Record<string, string>, tracking: EmailTracking | null): RenderedEmail {
  const subject = fill(step.assunto, values).replace(/[\r\n]+/g, ' ');
  const filled = fill(step.corpo, values, escapeHtml);
  const body = tracking ? trackLinks(filled, tracking.keys, tracking.rastreio) : filled;
  const unsubscribe = tracking
    ? `<a href="${escapeHtml(unsubscribeUrl(tracking.keys, tracking.rastreio))}" style="${UNSUBSCRIBE_STYLE}">Descadastre-se</a>`
    : `<u style="${UNSUBSCRIBE_STYLE}">Descadastre-se</u>`;
  const html = [
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f5f7;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;"><tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;">',
    `<tr><td style="padding:32px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;">${body}</td></tr>`,
    '</table>',
    '<p style="margin:16px 0 0;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:1.5;color:#6b7280;">',
    `Não quer mais receber estas mensagens? ${unsubscribe}.`,
    '</p>',
    tracking
      ? `<img src="${escapeHtml(pixelUrl(tracking.keys, tracking.rastreio))}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px;">`
      : '',
    '</td></tr></table></body></html>',
  ].join('');
  return { subject, html };
}

/** A campaign e-mail for one send, tracked. */
export const renderEmail = (step: EmailStep, values: Record<string, string>, keys: TrackingKeys, rastreio: string) =>
  drawEmail(step, values, { keys, rastreio });

/** The same e-mail untracked: a preview, a test to oneself. */
export const renderEmailPreview = (step: EmailStep, values: Record<string, string>) => drawEmail(step, values, null);
