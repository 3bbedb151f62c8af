// `pnpm test`: every layer, with a count per layer at the end.
//   0. lint beside typecheck   1. unit then server on PGlite, beside server on real PostgreSQL then the builds
//   2. stories in Vitest beside every story and Docs page in the built Storybook   3. end-to-end (against the built SPA)
// Layers side by side each use one core (vitest runs one worker on two cores; eslint and tsc one thread), so the
// machine's two cores are both busy; each such layer's output is printed whole when it ends.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureBrowser } from './ensure-browser.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';
import { bin, pnpmCommand, root, run } from './lib.mjs';

const reports = path.join(root, 'test-results', 'summary');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const results = [];
const BUDGET_SECONDS = 40 * 60;
const started = Date.now();

// The first line of each failure, so that the tail of a long CI log still names what broke.
const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 200) ?? '';

function vitestCounts(file) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const named = (status, keep) =>
    json.testResults.flatMap((suite) =>
      suite.assertionResults
        .filter((test) => test.status === status && keep(test))
        .map((test) => `${path.relative(root, suite.name)} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`),
    );
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
    failures: named('failed', () => true),
    // Passed, yet with an error kept: a try failed first (the stories retry a picture that did not match once).
    retried: named('passed', (test) => test.failureMessages.length > 0),
  };
}

function playwrightFailures(suites = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => `${spec.file} › ${spec.title}: ${firstLine(spec.tests[0]?.results.at(-1)?.error?.message)}`),
    ...playwrightFailures(suite.suites),
  ]);
}

function playwrightCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    failures: playwrightFailures(report.suites),
  };
}

/**
 * What a story costs (render, play, a11y check and screenshot), so the suite's growth can be planned against its
 * budget: stories run in one browser, so the layer's time is about the count times the mean.
 */
function storyCost(file) {
  if (!existsSync(file)) return;
  const suites = JSON.parse(readFileSync(file, 'utf8')).testResults;
  const durations = suites.flatMap((suite) => suite.assertionResults.map((test) => test.duration ?? 0)).sort((a, b) => a - b);
  if (durations.length === 0) return;
  const at = (share) => durations[Math.min(durations.length - 1, Math.floor(durations.length * share))];
  const mean = durations.reduce((sum, ms) => sum + ms, 0) / durations.length;
  const slowest = suites
    .map((suite) => ({
      name: path.relative(root, suite.name),
      ms: suite.assertionResults.reduce((sum, test) => sum + (test.duration ?? 0), 0),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  console.log(`\nStory cost: ${durations.length} stories, mean ${Math.round(mean)} ms, median ${at(0.5)} ms, p95 ${at(0.95)} ms`);
  for (const { name, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
}

/** Runs a command with its output kept, then prints it under its layer's name: resolves with its exit code. */
function runKept(name, command, args, { env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      process.stdout.write(`\n━━ ${name}\n${Buffer.concat(output).toString()}`);
      resolve(signal ? 1 : (code ?? 1));
    });
  });
}

async function layer(name, command, args, { env, counts, besideAnother = false } = {}) {
  const t0 = Date.now();
  if (!besideAnother) console.log(`\n━━ ${name}`);
  const code = besideAnother ? await runKept(name, command, args, { env }) : await run(command, args, { env });
  const entry = { name, code, seconds: Math.round((Date.now() - t0) / 1000) };
  try {
    Object.assign(entry, counts?.());
  } catch {
    // no report file: the tool failed before writing one; the exit code already says so
  }
  results.push(entry);
}

const vitest = (project, id, env, besideAnother) =>
  layer(
    id,
    bin('vitest'),
    ['run', `--project=${project}`, '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${id}.json`)}`],
    {
      env,
      besideAnother,
      counts: () => vitestCounts(path.join(reports, `${id}.json`)),
    },
  );

await Promise.all([
  layer('lint', ...pnpmCommand(['lint']), { besideAnother: true }),
  layer('typecheck', ...pnpmCommand(['typecheck']), { besideAnother: true }),
]);

// PostgreSQL is found or installed first: the PostgreSQL run and PGlite's must not both wait on an installing apt.
const postgres = ensurePostgres();
/** The built SPA and the built Storybook, which the end-to-end layer serves under the app's Content-Security-Policy. */
async function builds() {
  for (const [name, args] of [
    ['build: the app', ['--filter', '@retoma/backoffice', 'build']],
    ['build: the Storybook', ['build-storybook']],
  ]) {
    const code = await runKept(name, ...pnpmCommand(args));
    if (code !== 0) throw new Error(`${name} failed (exit ${code})`);
  }
}
await Promise.all([
  (async () => {
    await vitest('unit', 'unit', {}, true);
    await vitest('server', 'server (PGlite)', { TEST_DATABASE_URL: '' }, true);
  })(),
  (async () => {
    if (postgres.url) await vitest('server', 'server (PostgreSQL)', { TEST_DATABASE_URL: postgres.url }, true);
    else {
      console.error(`\nNo PostgreSQL for the second server run: ${postgres.reason}.`);
      results.push({ name: 'server (PostgreSQL)', code: 1, seconds: 0, note: postgres.reason });
    }
    await builds();
  })(),
]);

/** A Playwright layer, its counts read from its JSON report. */
const playwright = (name, config, id, besideAnother) =>
  layer(name, bin('playwright'), ['test', '-c', config, '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, `${id}.json`) },
    besideAnother,
    counts: () => playwrightCounts(path.join(reports, `${id}.json`)),
  });

ensureBrowser();
// The stories twice, side by side: in Vitest (pictures compared, output streamed), and in the built Storybook as a
// designer opens it (checks in a Tokyo browser, each story at 375 px, every Docs page; output printed at its end).
// Each drives one browser and waits on it most of the time, so the two share the two cores.
await Promise.all([
  vitest('storybook', 'stories (Chromium)'),
  playwright('stories (built Storybook)', 'e2e/playwright.stories.config.ts', 'built-stories', true),
]);
storyCost(path.join(reports, 'stories (Chromium).json'));

await playwright('end-to-end (Playwright)', 'e2e/playwright.config.ts', 'e2e');

console.log('\n━━ Summary');
for (const r of results) {
  const counts = r.passed === undefined ? '' : `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`;
  console.log(`${r.code === 0 ? '✓' : '✗'} ${r.name.padEnd(26)} ${counts.padEnd(30)} ${r.seconds}s${r.note ? `  (${r.note})` : ''}`);
  for (const failure of r.failures ?? []) console.log(`    ✗ ${failure}`);
  for (const retried of r.retried ?? []) console.log(`    ↻ passed on its second try: ${retried}`);
}
const total = Math.round((Date.now() - started) / 1000);
// The budget (architecture §9): the whole suite within 40 minutes on 2 cores.
console.log(`Total ${total}s (budget ${BUDGET_SECONDS}s)${total > BUDGET_SECONDS ? '  OVER BUDGET' : ''}`);
const failed = results.filter((r) => r.code !== 0 || r.failed > 0 || r.skipped > 0);
if (existsSync(reports) && failed.length > 0) {
  console.error(`\n${failed.length} layer(s) failed: ${failed.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
