// `pnpm bench`: what each route costs the browser (gzip JS) and what list endpoints cost the server (p50/p95),
// next to the budgets of architecture.md §9. Reports; it does not fail on a missed budget.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensurePostgres } from './ensure-postgres.mjs';
import { must, pnpmCommand, root, run } from './lib.mjs';

const BUDGET = { loginKb: 120, routeChunkKb: 60, listP95Ms: 50 };
const app = path.join(root, 'apps/backoffice');
// BENCH_DIST_DIR builds elsewhere than the app's dist/ (which `pnpm start` and the e2e suite may be serving).
const dist = path.resolve(process.env.BENCH_DIST_DIR ?? path.join(app, 'dist'));

await must(...pnpmCommand(['--filter', '@retoma/backoffice', 'exec', 'vite', 'build', '--manifest', '--outDir', dist, '--emptyOutDir']));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Every JS file a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = closure(entryKey);
const entryBytes = [...entryFiles].reduce((sum, file) => sum + gz(file), 0);

// Route paths from the route tables' source: the shell's (`path: '/x', screen: () => import('../modules/…')`) and each
// module's declaration (`path: 'tickets', screen: () => import('./screens/…')`, shown under `/{company}/`).
const src = path.join(app, 'src');
const tableFiles = [
  'app/shellRoutes.ts',
  ...readdirSync(path.join(src, 'modules')).flatMap((module) => [`modules/${module}/module.ts`, `modules/${module}/publicRoutes.ts`]),
].filter((file) => existsSync(path.join(src, file)));
// The public pages (`scope: 'public'`: login, registration, the password reset, errors, the booking page) are a
// first visit's pages: each is held to the login's budget in total.
const publicPaths = new Set();
// The pages that show without the whole route table (src/app/routes.ts `pagesWithoutTable`, which the router goes by)
// are those whose preloads, written by the build (apps/backoffice/routePreloads.ts), leave the table's chunk out;
// every other page waits for it.
const tableChunk = manifest['src/app/routeTable.ts']?.file;
const withoutTable = new Set(
  JSON.parse(readFileSync(path.join(dist, '.vite/route-preloads.json'), 'utf8'))
    .filter((preload) => !preload.js.some((file) => file.endsWith(`/${tableChunk}`)))
    .map((preload) => preload.path),
);
const routes = tableFiles.flatMap((file) => {
  const text = readFileSync(path.join(src, file), 'utf8').replace(/\n\s*/g, ' ');
  for (const declaration of text.split(/(?=\{\s*id:\s*')/)) {
    const publicPath = declaration.match(/path:\s*'([^']+)',\s*scope:\s*'public'/);
    if (publicPath) publicPaths.add(publicPath[1]);
  }
  // A module may name its loaders first (`const salesScreen: ScreenLoader = () => import('./screens/…')`, the reports'
  // and commissions') and give each route `screen: salesScreen`: those routes are read through the loader's name.
  const loaders = Object.fromEntries(
    [...text.matchAll(/const (\w+)[^=]*=\s*\(\) => import\('(\.[^']+)'\)/g)].map(([, name, to]) => [name, to]),
  );
  const named = text
    .split(/(?=path:\s*')/)
    .map((declaration) => declaration.match(/^path:\s*'([^']+)'.*?screen:\s*(\w+)\b/))
    .filter((match) => match && loaders[match[2]])
    .map(([, route, name]) => [route, loaders[name]]);
  return [
    ...[...text.matchAll(/path:\s*'([^']+)'.*?import\('(\.[^']+)'\)/g)].map(([, route, specifier]) => [route, specifier]),
    ...named,
  ].map(([route, specifier]) => ({
    route: route.startsWith('/') ? route : `/{company}/${route}`,
    module: path.relative(src, path.join(src, path.dirname(file), specifier)),
  }));
});

// Screens whose routes are built in code (a module declaring a family of tabs) are not in that text: each lazy screen
// the build split off is measured too, named by its file.
for (const key of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && /^src\/modules\/[^/]+\/screens\//.test(k))) {
  const module = key.slice('src/'.length).replace(/\.tsx?$/, '');
  if (!routes.some((route) => route.module === module)) routes.push({ route: module.replace(/^modules\//, ''), module });
}

// What a first visit of a route downloads besides the entry: its screen and what it imports, the whole route table
// unless it shows without it, and for a company page the company's gate and shell (the same
// parts the server names as the address's preloads, apps/backoffice/routePreloads.ts).
const frame = (route) => [
  ...(withoutTable.has(route) ? [] : ['src/app/routeTable.ts']),
  ...(route.startsWith('/{company}/') ? ['src/app/CompanyGate.tsx', 'src/shell/CompanyShell.tsx'] : []),
];
// A route's own chunk is the code only that route loads; code it shares with other routes (the company shell, the
// kit's pieces, vendor libraries) is downloaded once for all of them and shown apart.
const sizes = routes
  .map(({ route, module }) => {
    const key = Object.keys(manifest).find((k) => k.startsWith(`src/${module}.`));
    if (!key) return undefined;
    const files = new Set();
    for (const part of [key, ...frame(route)]) closure(part, files);
    return { route, files: [...files].filter((file) => !entryFiles.has(file)) };
  })
  .filter(Boolean);
const routesUsing = new Map();
for (const { files } of sizes) for (const file of files) routesUsing.set(file, (routesUsing.get(file) ?? 0) + 1);

console.log(
  `\nJS per route (gzip) — budget: /login and every public page ≤ ${BUDGET.loginKb} kB in total, a module route's own chunk ≤ ${BUDGET.routeChunkKb} kB`,
);
console.log(`${'route'.padEnd(44)} ${'total'.padStart(9)} ${'shared'.padStart(10)} ${'own chunk'.padStart(10)}`);
for (const { route, files } of sizes) {
  const bytes = (list) => list.reduce((sum, file) => sum + gz(file), 0);
  const ownBytes = bytes(files.filter((file) => routesUsing.get(file) === 1));
  const sharedBytes = bytes(files.filter((file) => routesUsing.get(file) > 1));
  const total = entryBytes + sharedBytes + ownBytes;
  const over = (publicPaths.has(route) && total / 1024 > BUDGET.loginKb) || ownBytes / 1024 > BUDGET.routeChunkKb;
  console.log(
    `${route.padEnd(44)} ${kb(total).padStart(6)} kB ${kb(sharedBytes).padStart(7)} kB ${kb(ownBytes).padStart(7)} kB${over ? '  OVER BUDGET' : ''}`,
  );
}
console.log(`(shared entry: ${kb(entryBytes)} kB gzip in ${entryFiles.size} file(s))`);

if (process.argv.includes('--sizes-only')) process.exit();

// The list endpoints, measured through the real app on 100 000 rows (apps/api/src/bench/lists.ts).
console.log(`\nList endpoints — budget: p95 ≤ ${BUDGET.listP95Ms} ms for page 1 of 25 rows with 100 000 rows in the table`);
const benchLists = (env) => run(...pnpmCommand(['--filter', '@retoma/api', 'bench']), { env });
process.exitCode = await benchLists({ BENCH_DATABASE_URL: '' });
// The same on a real PostgreSQL (BENCH_DATABASE_URL, else Debian's package as for the tests): what production runs.
const postgres = ensurePostgres({ database: 'retoma_bench', given: process.env.BENCH_DATABASE_URL });
if (postgres.url) process.exitCode ||= await benchLists({ BENCH_DATABASE_URL: postgres.url });
else console.log(`\nNo PostgreSQL to measure on: ${postgres.reason}.`);

// Many agents at once (apps/api/src/bench/load.ts): the real server on loopback under 20 connections for 20 s per
// endpoint (BENCH_LOAD_CONNECTIONS, BENCH_LOAD_SECONDS), on PGlite with the demo data and on the PostgreSQL the
// list bench has just filled with 100 000 tickets. Before the reports below, which wipe that database.
const benchLoad = (env) =>
  run(...pnpmCommand(['--filter', '@retoma/api', 'exec', 'tsx', '--conditions=@retoma/source', 'src/bench/load.ts']), { env });
process.exitCode ||= await benchLoad({ BENCH_DATABASE_URL: '' });
if (postgres.url) process.exitCode ||= await benchLoad({ BENCH_DATABASE_URL: postgres.url });

// The reports on a year of one company's data (apps/api/src/bench/reports.ts): minutes of seeding, so only on a
// PostgreSQL named by BENCH_DATABASE_URL (its database is wiped first).
if (process.env.BENCH_DATABASE_URL) {
  console.log('\nReports — budget: p95 ≤ 200 ms for a 60-day period on a year of data (1 000 000 transactions, 300 000 tickets)');
  process.exitCode ||= await run(...pnpmCommand(['--filter', '@retoma/api', 'bench:reports']));
}
