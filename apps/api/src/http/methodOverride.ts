import { negotiateLocale } from './language';
import { translateErrorBody } from './messages';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

export const BODY_TOO_LARGE_MESSAGE = 'O conteúdo enviado é grande demais.';

/** Reads at most `max` bytes of a body; null when it is larger. */
async function readCapped(request: Request, max: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) return null;
  const reader = request.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function spoofedMethod(type: string, bytes: Buffer): Promise<string | undefined> | string | undefined {
  if (type.includes('application/json')) {
    try {
      const body: unknown = JSON.parse(bytes.toString('utf8'));
      return body && typeof body === 'object' && '_method' in body ? String(body._method).toUpperCase() : undefined;
    } catch {
      return undefined; // not JSON after all: the handler answers 400
    }
  }
  return new Response(bytes, { headers: { 'content-type': type } })
    .formData()
    .then((form) => {
      const value = form.get('_method');
      return typeof value === 'string' ? value.toUpperCase() : undefined;
    })
    .catch(() => undefined);
}

/**
 * Laravel-style method spoofing: a POST whose JSON or form body carries `_method` PUT / PATCH / DELETE is
 * routed as that verb. Applied before routing, so handlers only ever see the real verb. The body is read
 * once, up to the cap (a larger one is answered 413 right here), and handed on as a buffer: splitting the
 * stream with clone() would leave the other half stalled when this half stops early.
 */
export async function applyMethodOverride(request: Request, maxBytes: number): Promise<Request | Response> {
  if (request.method !== 'POST') return request;
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/json') && !type.includes('form')) return request;
  const bytes = await readCapped(request, maxBytes);
  if (bytes === null) {
    // Answered before the app sees the request, so in the request's language here, as the app's errors are.
    const body = translateErrorBody({ message: BODY_TOO_LARGE_MESSAGE }, negotiateLocale(request.headers.get('accept-language')));
    return Response.json(body, { status: 413, headers: { Vary: 'Accept-Language' } });
  }
  const wanted = await spoofedMethod(type, bytes);
  const method = wanted && OVERRIDABLE.has(wanted) ? wanted : 'POST';
  return new Request(request.url, { method, headers: request.headers, body: bytes, signal: request.signal });
}
