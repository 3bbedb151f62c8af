/** Hands one SMS to a provider; resolves with the provider's id of the message, rejects with why it refused. */
export interface SmsSender {
  send(message: { to: string; text: string; externalId: string }): Promise<string>;
}

export interface ZenviaOptions {
  /** `https://api.zenvia.com` in production; a local fake in tests. */
  baseUrl: string;
  token: string;
  /** The sender id registered on Zenvia (the account's keyword). */
  from: string;
  timeoutMs?: number;
}

/**
 * Zenvia's SMS API v2: `POST {base}/v2/channels/sms/messages` with the account's token in `X-API-TOKEN` and
 * `{from, to, contents: [{type: 'text', text}], externalId}`; it answers the message with its `id`, or an error
 * `{code, message}`. `to` is the full number with country code, digits only.
 */
export function zenviaSms({ baseUrl, token, from, timeoutMs = 10_000 }: ZenviaOptions): SmsSender {
  const url = `${baseUrl.replace(/\/+$/, '')}/v2/channels/sms/messages`;
  return {
    async send({ to, text, externalId }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-token': token },
        body: JSON.stringify({ from, to, contents: [{ type: 'text', text }], externalId }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await response.json().catch(() => ({}))) as { id?: unknown; code?: unknown; message?: unknown };
      if (!response.ok) {
        const detail = typeof answer.message === 'string' ? answer.message : response.statusText;
        throw new Error(`Zenvia recusou o SMS (${response.status}${typeof answer.code === 'string' ? ` ${answer.code}` : ''}): ${detail}`);
      }
      if (typeof answer.id !== 'string') throw new Error('Zenvia respondeu sem o id da mensagem.');
      return answer.id;
    },
  };
}
