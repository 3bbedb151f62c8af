import { deflateSync, gzipSync } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Below this many bytes an answer goes as it is: compressing it would save less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Synchronous on purpose: the asynchronous call (a stream handed to the thread pool) doubled the CPU zlib costs.
 * Level 1, as nginx compresses by default: a tickets list's 24 kB of JSON become 2.4 kB in 0.05 ms, where the
 * default level 6 makes 1.9 kB in 0.11 ms. The built files, compressed once at build time, get the best levels.
 */
const OPTIONS = { level: 1 };
const ENCODERS = { gzip: (body: Uint8Array) => gzipSync(body, OPTIONS), deflate: (body: Uint8Array) => deflateSync(body, OPTIONS) };
type Encoding = keyof typeof ENCODERS;

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The encoding the client prefers among ours, by its Accept-Encoding weights (as hono's compress chooses). */
function chosenEncoding(header: string | null): Encoding | undefined {
  if (!header) return undefined;
  const accepts = parseAccept(header);
  const anyWeight = accepts.find((accept) => accept.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of Object.keys(ENCODERS) as Encoding[]) {
    const q = accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? anyWeight ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * An answer made per request (the API's JSON, the app's page; a built file without a compressed copy) compressed
 * in one go, gzip or deflate as the client accepts, when it has at least `COMPRESSION_THRESHOLD` bytes.
 *
 * It replaces hono's compress middleware, which piped every such answer through a CompressionStream: the JSON was
 * turned into a web stream, compressed chunk by chunk and written to the socket in several writes, and, since an
 * answer made in memory has no Content-Length yet, its threshold never applied (a 58-byte answer was gzipped too).
 * It runs outside hono's context on purpose: a response set there is re-wrapped around its body stream, which again
 * means one socket write per chunk.
 */
export async function compressAnswer(request: Request, response: Response): Promise<Response> {
  const { headers } = response;
  if (request.method === 'HEAD' || response.status === 206 || headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) {
    return response;
  }
  const type = headers.get('Content-Type');
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')) return response;
  const declared = headers.get('Content-Length');
  if (declared && Number(declared) < COMPRESSION_THRESHOLD) return response;
  // Whether it is compressed depends on the request's Accept-Encoding, whatever this one asked.
  const vary = headers.get('Vary');
  if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
    headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = chosenEncoding(request.headers.get('Accept-Encoding'));
  if (!encoding) return response;

  const body = new Uint8Array(await response.arrayBuffer());
  if (body.byteLength < COMPRESSION_THRESHOLD) return new Response(body.byteLength > 0 ? body : null, { status: response.status, headers });
  const compressed = ENCODERS[encoding](body);
  const out = new Headers(headers);
  out.delete('Content-Length');
  out.set('Content-Encoding', encoding);
  const etag = out.get('ETag');
  if (etag && !etag.startsWith('W/')) out.set('ETag', `W/${etag}`);
  return new Response(compressed, { status: response.status, headers: out });
}
