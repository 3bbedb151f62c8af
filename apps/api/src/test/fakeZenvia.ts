import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One SMS as the fake provider received it: the account token of the request and Zenvia's body. */
export interface ReceivedSms {
  token: string | undefined;
  body: { from: string; to: string; contents: Array<{ type: string; text: string }>; externalId?: string };
}

export interface FakeZenvia {
  baseUrl: string;
  received: ReceivedSms[];
  /** The next answers refuse the message as Zenvia does: 400 `{code, message}`. */
  refuseNext(count: number, message?: string): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for Zenvia's SMS API v2 (`POST /v2/channels/sms/messages`, token in `X-API-TOKEN`), answering
 * the message with its id, or a refusal, as the provider documents them (the engine's SMS tests use the same).
 */
export async function startFakeZenvia(): Promise<FakeZenvia> {
  const received: ReceivedSms[] = [];
  let refusals: string[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v2/channels/sms/messages') {
        res.writeHead(404).end();
        return;
      }
      received.push({ token: req.headers['x-api-token'] as string | undefined, body: JSON.parse(raw) as ReceivedSms['body'] });
      res.setHeader('content-type', 'application/json');
      const refusal = refusals.shift();
      if (refusal !== undefined) {
        res.writeHead(400).end(JSON.stringify({ code: 'VALIDATION_ERROR', message: refusal }));
        return;
      }
      res.writeHead(200).end(JSON.stringify({ id: `zv-${received.length}`, direction: 'OUT', channel: 'sms' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // A test process ends when its tests do, with the fake still listening.
  server.unref();
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    refuseNext: (count, message = 'Saldo insuficiente') => {
      refusals = Array.from({ length: count }, () => message);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
