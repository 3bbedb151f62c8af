import { expect, test, type Frame } from '@playwright/test';
import { OUTSIDE_TEXT } from '../../.storybook/outsideText';
import { serveStorybook } from '../../scripts/storybook-static.mjs';
import { builtEntries, NOT_BUILT, type PreviewWindow } from './support/builtStorybook';

/**
 * The built Storybook (`pnpm build-storybook`) as a designer opens it: on a Docs page each example is drawn in its
 * own story's theme and direction (the page in the toolbar's), each screen on its own mock server (none shows the
 * navigated-away marker), and a screen story's checks pass in the Interactions panel — on the dates the tests saw,
 * though this browser sits in Tokyo.
 */

test.use({ timezoneId: 'Asia/Tokyo' });

let storybook: { url: string; close: () => Promise<unknown> } | undefined;

/** A story's or Docs page's id in the built index, found by its file and name (so a new title does not break it). */
function entryId(file: string, name: string): string {
  const entry = builtEntries().find((candidate) => candidate.importPath.endsWith(file) && candidate.name === name);
  if (!entry) throw new Error(`No "${name}" of ${file} in the built Storybook`);
  return entry.id;
}

test.beforeAll(async () => {
  if (builtEntries().length === 0) throw new Error(NOT_BUILT);
  storybook = await serveStorybook();
});

test.afterAll(async () => storybook?.close());

/** A page of the built Storybook loads its preview, then every story's chunks: on a busy machine, a while. */
const LOADED = { timeout: 60_000 };

interface Drawn {
  story: string;
  theme: string | null;
  dir: string | null;
  /** Whether the example shows the story router's marker instead of its screen. */
  outside: boolean;
  expected: { theme: string; dir: string };
}

/**
 * Each inline example of the Docs page open in `preview`: the theme and direction it is drawn in (its box, the
 * nearest `data-theme` inside it) beside its story's own globals over the page's (from the preview's story store).
 */
async function examples(preview: Frame): Promise<Drawn[]> {
  return preview.evaluate(async (outsideText) => {
    const store = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.storyStoreValue;
    const stories = [...document.querySelectorAll<HTMLElement>('.docs-story [id^="story--"][id$="-inner"]')];
    return Promise.all(
      stories.map(async (root) => {
        const story = root.id.replace(/^story--/, '').replace(/--primary-inner$|-inner$/, '');
        const { storyGlobals } = await store.loadStory({ storyId: story });
        const box = root.querySelector('[data-theme]');
        return {
          story,
          theme: box?.getAttribute('data-theme') ?? null,
          dir: box?.getAttribute('dir') ?? null,
          outside: root.textContent?.includes(outsideText) ?? false,
          expected: { theme: storyGlobals.theme ?? 'light', dir: storyGlobals.direction ?? 'ltr' },
        };
      }),
    );
  }, OUTSIDE_TEXT);
}

test("every kit Docs page draws each example in its own story's theme and direction, the page in the toolbar's", async ({ page }) => {
  test.setTimeout(180_000);
  const pages = builtEntries().filter((entry) => entry.type === 'docs' && entry.importPath.startsWith('./packages/ui/'));
  expect(pages.map((docs) => docs.id)).toContain(entryId('/DataTable/DataTable.stories.tsx', 'Docs'));
  const started = Date.now();
  const failures: string[] = [];
  const drawn: Drawn[] = [];
  for (const [index, docs] of pages.entries()) {
    // One preview for the whole walk, each next page rendered in place as the manager's sidebar asks for it: half the
    // time of loading the preview for every page (measured on a 2-core machine: 35 s against 72 s for the 54 pages).
    if (index === 0) await page.goto(`${storybook!.url}/iframe.html?viewMode=docs&id=${docs.id}`);
    else
      await page.evaluate(
        (id) =>
          (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', { storyId: id, viewMode: 'docs' }),
        docs.id,
      );
    await page
      .waitForFunction(
        (id) => (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.last('docsRendered')?.[0] === id,
        docs.id,
        LOADED,
      )
      .catch((error: Error) => {
        throw new Error(`${docs.id} was not rendered: ${error.message}`);
      });
    // Every example of the page is drawn (its provider's box is there) before it is read. One that never draws its
    // box is not waited for longer: it is reported below, with its page and story, as drawn in no theme.
    await page
      .waitForFunction(
        () => [...document.querySelectorAll('.docs-story')].every((example) => example.querySelector('[data-theme]')),
        null,
        LOADED,
      )
      .catch(() => undefined);

    for (const example of await examples(page.mainFrame())) {
      const { theme, dir } = example.expected;
      if (example.theme !== theme || example.dir !== dir)
        failures.push(`${docs.id} › ${example.story}: drawn ${example.theme} ${example.dir}, its story's ${theme} ${dir}`);
      if (example.outside) failures.push(`${docs.id} › ${example.story}: shows "${OUTSIDE_TEXT}"`);
      drawn.push(example);
    }
    // The page itself keeps the toolbar's (the defaults here): an rtl or dark example does not turn the page or its
    // props tables. A page without examples (an MDX page) has no provider: the kit's defaults, light and ltr.
    const own = await page.evaluate(() => ({
      theme: document.documentElement.getAttribute('data-theme') ?? 'light',
      directions: [...document.querySelectorAll('#storybook-docs, .docblock-argstable')].map(
        (element) => getComputedStyle(element).direction,
      ),
    }));
    if (own.theme !== 'light' || own.directions.some((direction) => direction !== 'ltr'))
      failures.push(`${docs.id}: the page is drawn ${own.theme} ${[...new Set(own.directions)].join(' and ')}, the toolbar's light ltr`);
  }
  // The walk's time, printed: the e2e layer is near CI's budget.
  process.stdout.write(
    `${pages.length} kit Docs pages, ${drawn.length} examples, walked in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  expect(failures).toEqual([]);
  // Over the whole walk, some example has a theme or direction of its own: the check above compared something.
  expect(drawn.some((example) => example.expected.theme !== 'light' || example.expected.dir !== 'ltr')).toBe(true);
});

/** How the story in `frame` ended, once it has: its checks (play, a11y) passed or not. */
async function finished(frame: Frame): Promise<string> {
  const status = () =>
    frame.evaluate(() => {
      const finished = (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.last('storyFinished');
      return (finished?.[0] as { status?: string } | undefined)?.status ?? null;
    });
  await expect.poll(status, { timeout: 90_000, intervals: [500] }).not.toBeNull();
  return (await status())!;
}

test('a screen Docs page shows every screen on its own mock server: each passes its own checks, none navigated away unasked', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await page.goto(`${storybook!.url}/?path=/docs/${entryId('/auth/screens/LockScreen.stories.tsx', 'Docs')}`);
  const preview = page.frameLocator('#storybook-preview-iframe');
  const frames = preview.locator('.docs-story iframe');
  await expect(frames.first()).toBeVisible(LOADED);
  const count = await frames.count();
  expect(count).toBeGreaterThan(3);
  const outcomes: string[] = [];
  for (let index = 0; index < count; index += 1) {
    // Frames below the fold load when scrolled to.
    await frames.nth(index).scrollIntoViewIfNeeded();
    const handle = await frames.nth(index).elementHandle();
    const frame = (await handle!.contentFrame())!;
    await frame.waitForLoadState();
    outcomes.push(`${new URL(frame.url()).searchParams.get('id')}: ${await finished(frame)}`);
  }
  // Each story's play checks its own screen (a Forbidden story that it left for /nao-autorizado, a loaded one its
  // rows): with one mock server for the page, the later stories' handlers answered the earlier ones and they failed.
  expect(outcomes.filter((outcome) => !outcome.endsWith(': success'))).toEqual([]);
});

test("the dashboard's period on the tests' dates, in a browser elsewhere", async ({ page }) => {
  test.setTimeout(300_000);
  // The dashboard in its own frame: the period its play chooses ('Último mês') ends on the pinned day, in São Paulo.
  await page.goto(
    `${storybook!.url}/iframe.html?id=${entryId('/dashboard/screens/DashboardScreen.stories.tsx', 'Period Changed')}&viewMode=story`,
  );
  expect(await finished(page.mainFrame())).toBe('success');
  await expect(page.getByText(/12 de fev\.\s–\s14 de mar\. de 2026/).first()).toBeVisible();
});

// A test (so a browser context) of its own: once, opened right after the dashboard's story on the same origin, this
// story's screen answered 'Registro não encontrado' in the manager (not yet explained; the app's stored atoms read
// localStorage when the preview loads, which the dashboard's story had left its session in).
test("a screen story's checks pass in the Interactions panel", async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto(`${storybook!.url}/?path=/story/${entryId('/auth/screens/LockScreen.stories.tsx', 'Wrong Password')}`);
  const interactions = page.getByRole('tab', { name: /Interactions/ });
  await expect(interactions).toBeVisible(LOADED);
  await interactions.click();
  const panel = page.locator('#storybook-panel-root');
  await expect(panel.getByText(/^Pass$/i).first()).toBeVisible(LOADED);
  await expect(panel.getByText(/^Fail$/i)).toHaveCount(0);
});
