// The one static server of the side-by-side (README, "Performance"): any built SPA served the same way — its files
// gzipped on the fly (level 6, as common servers do) when the browser accepts it, every unknown path answered with
// its index.html (client routing), no cache headers. Loopback only.
//
//   node scripts/static-gzip.mjs <folder> <port>
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const [folder, port = '5001'] = process.argv.slice(2);
if (!folder || !existsSync(path.join(folder, 'index.html')))
  throw new Error('usage: node scripts/static-gzip.mjs <folder with index.html> <port>');
const root = path.resolve(folder);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

createServer((request, response) => {
  const wanted = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  const isFile = wanted.startsWith(root) && existsSync(wanted) && statSync(wanted).isFile();
  const file = isFile ? wanted : path.join(root, 'index.html');
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  response.writeHead(200, { 'Content-Type': type, ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}) });
  const body = createReadStream(file);
  (gzip ? body.pipe(createGzip({ level: 6 })) : body).pipe(response);
}).listen(Number(port), '127.0.0.1', () => console.log(`serving ${root} on http://127.0.0.1:${port}`));
