import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { root } from '../../scripts/lib.mjs';
import {
  buildAndPackKit,
  buildNextConsumer,
  bytes,
  buildConsumerPage,
  fileBytes,
  gzipBytes,
  installConsumer,
  javascriptFiles,
  javascriptText,
  KIT_DIST_DIR,
  serverRenderOrdersPage,
  startNextConsumer,
  typecheckConsumer,
  type ConsumerPage,
  type NodeLoader,
  type RunningApp,
} from './support/kitConsumer';
import { serveStatic, type StaticServer } from './support/staticServer';

/**
 * @retoma/ui as an outside project gets it: built, packed, installed from the tarball into a blank Vite + React app
 * in a temporary folder outside the repo (no workspace links, no `@retoma/source`), type-checked, built and opened,
 * and rendered on the server by plain Node.
 */

// The kit's declaration build takes most of it: about a minute on a busy 2-core machine.
const SETUP_TIMEOUT = 300_000;
const PAGES: ConsumerPage[] = ['table', 'button', 'nativeForm', 'baseline', 'everything'];

// What tells which kit components a bundle holds: react-aria's default class names, written by the react-aria
// component that a kit component wraps in a styled-components definition (the part a bundler could not drop from a
// single-file kit), and DataTable's own default text.
const BUTTON_MARK = 'react-aria-Button';
// Every react-aria component writes its default class name from this prefix: a page without it holds none.
const REACT_ARIA_MARK = 'react-aria-';
const DATA_TABLE_MARKS = ['react-aria-Table', 'Ordenar por'];
const MARKS_OF_OTHER_COMPONENTS = [
  'react-aria-DropZone' /* FileInput */,
  'react-aria-Calendar' /* DatePicker, EventCalendar */,
  'react-aria-Menu' /* Menu */,
  'react-aria-ToastRegion' /* Toast */,
];

let workDir: string | undefined;
let tarball: string;
let appDir: string;
let outputs: Record<ConsumerPage, string>;
let server: StaticServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(SETUP_TIMEOUT);
  workDir = mkdtempSync(path.join(tmpdir(), 'retoma-kit-consumer-'));
  if (!path.relative(root, workDir).startsWith('..')) throw new Error(`${workDir} is inside the repo; set TMPDIR elsewhere`);
  tarball = await buildAndPackKit(workDir);
  appDir = path.join(workDir, 'app');
  await installConsumer(appDir, tarball);
  await typecheckConsumer(appDir);
  const built: Partial<Record<ConsumerPage, string>> = {};
  for (const page of PAGES) built[page] = await buildConsumerPage(appDir, page);
  outputs = built as Record<ConsumerPage, string>;
  server = await serveStatic(outputs.table);
});

test.afterAll(async () => {
  await server?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('an app outside the repo installs the packed kit and shows a themed DataTable with prices written by the kit', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(server!.url);

  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Pedidos' });
  await expect(table.getByRole('columnheader')).toHaveText(['Produto', 'Cliente', 'Data', 'Total']);
  await expect(table.getByRole('row')).toHaveCount(4);
  const coffeeMaker = table.getByRole('row').filter({ hasText: 'Cafeteira italiana' });
  await expect(coffeeMaker.getByRole('rowheader')).toHaveText('Cafeteira italiana');
  await expect(coffeeMaker.getByRole('gridcell', { name: 'Ana Souza' })).toBeVisible();
  await expect(coffeeMaker.getByRole('gridcell', { name: 'R$ 1.234,50' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Jogo de xícaras' }).getByRole('gridcell', { name: 'R$ 89,90' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Paginação' }).getByRole('status')).toHaveText('1–3 de 3');
  // The `./format` sub-path export, called by the app itself.
  await expect(page.getByText('Total dos pedidos: R$ 3.702,40')).toBeVisible();

  // UiProvider set the theme on the document, its token sheet is in place, and a kit button is painted with it.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  const primary = await page.evaluate(() => {
    const token = getComputedStyle(document.documentElement).getPropertyValue('--rt-color-primary').trim();
    const probe = document.body.appendChild(document.createElement('i'));
    probe.style.color = token;
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return { token, rgb };
  });
  expect(primary.token).toMatch(/^#[0-9a-f]{6}$/i);
  await expect(page.getByRole('button', { name: 'Exportar pedidos' })).toHaveCSS('background-color', primary.rgb);
  // The app's own styled-components theme, shaped unlike the kit's, paints the app's own styles.
  await expect(page.getByText('Frete grátis acima de R$ 200.')).toHaveCSS('color', 'rgb(11, 114, 133)');

  expect(errors).toEqual([]);
});

test('importing one Button leaves the rest of the kit out of the bundle; importing DataTable leaves out the components it does not use', async () => {
  const bundle = (page: ConsumerPage) => javascriptText(outputs[page]);
  const gzip = (page: ConsumerPage) => gzipBytes(javascriptFiles(outputs[page]));
  // Booleans, so that a failure names the mark instead of printing a whole bundle.
  const expectMarks = (page: ConsumerPage, marks: string[], present: boolean) => {
    const text = bundle(page);
    for (const mark of marks) expect(text.includes(mark), `the ${page} page ${present ? 'holds' : 'leaves out'} "${mark}"`).toBe(present);
  };
  expectMarks('button', [BUTTON_MARK], true);
  expectMarks('button', [...DATA_TABLE_MARKS, ...MARKS_OF_OTHER_COMPONENTS], false);
  expectMarks('table', [BUTTON_MARK, ...DATA_TABLE_MARKS], true);
  expectMarks('table', MARKS_OF_OTHER_COMPONENTS, false);
  expectMarks('nativeForm', [REACT_ARIA_MARK], false);

  const sizes = {
    tarballBytes: fileBytes(tarball),
    kitDistJsBytes: bytes(javascriptFiles(KIT_DIST_DIR)),
    kitDistJsGzipBytes: gzipBytes(javascriptFiles(KIT_DIST_DIR)),
    reactOnlyPageGzipBytes: gzip('baseline'),
    buttonPageGzipBytes: gzip('button'),
    nativeFormPageGzipBytes: gzip('nativeForm'),
    dataTablePageGzipBytes: gzip('table'),
    everythingPageGzipBytes: gzip('everything'),
  };
  // What the kit adds to a React page (its own code, react-aria and styled-components).
  const buttonShare = sizes.buttonPageGzipBytes - sizes.reactOnlyPageGzipBytes;
  const dataTableShare = sizes.dataTablePageGzipBytes - sizes.reactOnlyPageGzipBytes;
  expect(buttonShare).toBeGreaterThan(0);
  expect(buttonShare).toBeLessThan(dataTableShare / 3);
  const nativeFormShare = sizes.nativeFormPageGzipBytes - sizes.reactOnlyPageGzipBytes;
  // A field and a button without react-aria weigh less than one react-aria Button.
  expect(nativeFormShare).toBeLessThan(buttonShare);
  const everythingShare = sizes.everythingPageGzipBytes - sizes.reactOnlyPageGzipBytes;
  expect(dataTableShare).toBeLessThan(everythingShare);

  await test.info().attach('kit-sizes.json', { body: JSON.stringify(sizes, null, 2), contentType: 'application/json' });
  const kB = (count: number) => `${(count / 1024).toFixed(1)} kB`;
  process.stdout.write(
    [
      `@retoma/ui tarball ${kB(sizes.tarballBytes)}; its dist JavaScript ${kB(sizes.kitDistJsBytes)}, ${kB(sizes.kitDistJsGzipBytes)} gzip`,
      `consumer pages (JavaScript, gzip): React alone ${kB(sizes.reactOnlyPageGzipBytes)}, ` +
        `one Button ${kB(sizes.buttonPageGzipBytes)} (+${kB(buttonShare)}), ` +
        `NativeTextField + NativeButton ${kB(sizes.nativeFormPageGzipBytes)} (+${kB(nativeFormShare)}), ` +
        `UiProvider + DataTable ${kB(sizes.dataTablePageGzipBytes)} (+${kB(dataTableShare)}), ` +
        `the whole kit ${kB(sizes.everythingPageGzipBytes)} (+${kB(everythingShare)})`,
    ].join('\n') + '\n',
  );
});

test('the installed package is what its manifest says: no workspace-only condition, every export shipped, its docs and self-contained source maps', () => {
  const installed = path.join(appDir, 'node_modules', '@retoma', 'ui');
  const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
  // The workspace resolves `@retoma/source` to the sources, which the tarball does not hold.
  expect(JSON.stringify(manifest.exports)).not.toContain('@retoma/source');
  const targets = (node: unknown): string[] =>
    typeof node === 'string' ? [node] : Object.values(node as Record<string, unknown>).flatMap(targets);
  for (const target of targets(manifest.exports)) expect(existsSync(path.join(installed, target)), `${target} is shipped`).toBe(true);
  for (const doc of ['README.md', 'LICENSE', 'CHANGELOG.md']) expect(existsSync(path.join(installed, doc)), `${doc} is shipped`).toBe(true);
  expect(readFileSync(path.join(installed, 'CHANGELOG.md'), 'utf8')).toContain(`## ${manifest.version}`);
  expect(manifest.license).toBe('MIT');
  // A map points at sources the tarball lacks, so each must carry their text.
  const maps = readdirSync(path.join(installed, 'dist'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.map'));
  expect(maps.length).toBeGreaterThan(0);
  for (const name of maps) {
    const map = JSON.parse(readFileSync(path.join(installed, 'dist', name), 'utf8'));
    // (A chunk with no code of its own maps no source at all.)
    expect(map.sourcesContent ?? [], `${name} carries its sources`).toHaveLength(map.sources.length);
  }
});

// styled-components' package has no "exports", so Node loads its CommonJS build for an `import` too: a default import
// of it then gives the module object, not `styled` (the kit crashed with "styled.span is not a function").
const LOADERS: NodeLoader[] = ['import', 'require'];
for (const loader of LOADERS) {
  test(`plain Node loads the packed kit with \`${loader}\` and server-renders a themed DataTable and Button`, async () => {
    const { html: markup, css } = await serverRenderOrdersPage(appDir, loader);
    // Intl puts a no-break space between the currency sign and the amount.
    const html = markup.replaceAll('\u00a0', ' ');

    // Booleans, so that a failure names what is missing instead of printing the whole page.
    const holds = (text: string) => expect(html.includes(text), `the server-rendered page holds ${text}`).toBe(true);
    holds('<h1>Pedidos</h1>');
    const table = /<table[^>]*>/.exec(html)?.[0] ?? '';
    expect(table).toContain('role="grid"');
    expect(table).toContain('aria-label="Pedidos"');
    for (const text of ['Produto', 'Cliente', 'Cafeteira italiana', 'Ana Souza', 'R$ 1.234,50', 'R$ 89,90', '1–3 de 3']) holds(`>${text}<`);
    holds('Total dos pedidos: R$ 3.702,40');

    // The token sheet (UiProvider's GlobalStyle) and the Button's own rule, painted with the primary token.
    expect(/:root\{[^}]*--rt-color-primary:#[0-9a-f]{6}/i.test(css), 'the token sheet sets the primary colour').toBe(true);
    const button = /<button[^>]*data-variant="primary"[^>]*class="([^"]+)"[^>]*>Exportar pedidos<\/button>/.exec(html);
    expect(button, 'the Exportar pedidos button with its styled-components classes').not.toBeNull();
    // The token, with its light value as fallback for a page without the token sheet.
    const painted = button![1]!
      .split(' ')
      .some((name) => css.includes(`.${name}[data-variant='primary']{background:var(--rt-color-primary, #`));
    expect(painted, 'a style rule paints the primary button with the primary token').toBe(true);
  });
}

/**
 * Next.js (e2e/kit-consumer/next, built with `next build`): an App Router page — a server component that imports the
 * kit's components directly, under a root layout with styled-components' registry and UiProvider — and a Pages Router
 * page with styled-components' `_document`. Each arrives server-rendered with the kit's styles in it, and hydrates.
 */
test.describe('in a Next.js app', () => {
  let next: RunningApp | undefined;

  test.beforeAll(async () => {
    test.setTimeout(SETUP_TIMEOUT);
    await buildNextConsumer(appDir);
    next = await startNextConsumer(appDir);
  });

  test.afterAll(() => next?.close());

  for (const router of ['App Router', 'Pages Router']) {
    const address = `/${router.toLowerCase().replace(' ', '-')}`;
    test(`the ${router} page arrives server-rendered with the kit's styles and works in the browser`, async ({ page, request }) => {
      // What the server sends, before any script runs (React marks where a text and an expression meet with <!-- -->).
      const html = (await (await request.get(`${next!.url}${address}`)).text()).replaceAll('\u00a0', ' ').replaceAll('<!-- -->', '');
      const holds = (text: string) => expect(html.includes(text), `the server's page holds ${text}`).toBe(true);
      holds(`<h1>Pedidos (${router})</h1>`);
      for (const text of ['Cafeteira italiana', 'R$ 1.234,50', 'Total dos pedidos: R$ 3.702,40', 'Pagos']) holds(text);
      expect(/<style data-styled[^>]*>[^<]*:root\{[^}]*--rt-color-primary:#[0-9a-f]{6}/i.test(html), 'the token sheet is in the page').toBe(
        true,
      );
      const button = /<button[^>]*data-variant="primary"[^>]*class="([^"]+)"[^>]*>Exportar pedidos<\/button>/.exec(html);
      expect(button, 'the Exportar pedidos button with its styled-components classes').not.toBeNull();
      const styles = [...html.matchAll(/<style data-styled[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
      const painted = button![1]!
        .split(' ')
        .some((name) => styles.includes(`.${name}[data-variant='primary']{background:var(--rt-color-primary, #`));
      expect(painted, 'a style rule in the page paints the primary button').toBe(true);

      // In the browser: hydrated without a complaint, painted, and the table answers a click.
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // A failed request is named by its address (the app has no favicon, which the browser asks for anyway).
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
      });
      page.on('response', (response) => {
        if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) errors.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(`${next!.url}${address}`);
      await expect(page.getByRole('heading', { level: 1, name: `Pedidos (${router})` })).toBeVisible();
      const primary = await page.evaluate(() => {
        const probe = document.body.appendChild(document.createElement('i'));
        probe.style.color = getComputedStyle(document.documentElement).getPropertyValue('--rt-color-primary').trim();
        const rgb = getComputedStyle(probe).color;
        probe.remove();
        return rgb;
      });
      await expect(page.getByRole('button', { name: 'Exportar pedidos' })).toHaveCSS('background-color', primary);
      const table = page.getByRole('grid', { name: 'Pedidos' });
      await table.getByRole('columnheader', { name: /Total/ }).click();
      await expect(table.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'ascending');
      expect(errors).toEqual([]);
    });
  }
});
