import { expect, test, type Page } from '@playwright/test';
import { overflowCauses, pageOverflow, PHONE, SETTLE_MS } from '../../.storybook/phoneOverflow';
import { serveStorybook } from '../../scripts/storybook-static.mjs';
import { builtEntries, NOT_BUILT, type PreviewWindow } from '../tests/support/builtStorybook';

/**
 * Every story of the built Storybook (`pnpm build-storybook`), as a designer opens it: its interaction checks and
 * its accessibility check must pass there too, in a browser set to Tokyo (the preview pins the clock and the zone
 * the tests use, `.storybook/clock.ts`), at the story's own viewport as the toolbar would set it. Then each story is
 * looked at once more at 375 px: the page must not scroll sideways.
 *
 * One page moves from story to story through the preview's channel, as the Storybook's own sidebar does, instead of
 * loading the preview for each (about 0.6 s a story instead of 2). `pnpm test` runs this beside the Vitest stories
 * layer: that layer waits on its browser most of the time, so the two share the machine's two cores.
 */

const stories = builtEntries().filter((entry) => entry.type === 'story');

/** The viewport of a story without one of its own: the Vitest stories layer's. */
const DESKTOP = { width: 1280, height: 960 };
/** A story's render and play on a busy machine (each findBy waits up to the preview's patience). */
const STORY_MS = 60_000;

test.use({ timezoneId: 'Asia/Tokyo', viewport: DESKTOP });
test.describe.configure({ timeout: STORY_MS + 30_000 });

let storybook: { url: string; close: () => Promise<unknown> } | undefined;
let page: Page | undefined;
/** The story the preview shows now: showing it again needs a remount, as `setCurrentStory` would change nothing. */
let shown: string | undefined;

test.beforeAll(async ({ browser }) => {
  if (stories.length === 0) throw new Error(NOT_BUILT);
  storybook ??= await serveStorybook();
  // A worker's first story, or the first after a failure (Playwright starts a new worker then): a fresh preview.
  page = await browser.newPage({ timezoneId: 'Asia/Tokyo', viewport: DESKTOP });
  await page.goto(`${storybook.url}/iframe.html?id=${stories[0]!.id}&viewMode=story`);
  shown = stories[0]!.id;
  await page.waitForFunction(
    () => Boolean((window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.last('storyFinished')),
    null,
    {
      timeout: STORY_MS,
    },
  );
});

test.afterAll(async () => {
  await page?.close();
  await storybook?.close();
  storybook = undefined;
});

/** The size the toolbar would give the story: its `viewport` global among its viewport options, else the desktop's. */
function storyViewport(page: Page, storyId: string): Promise<{ width: number; height: number } | null> {
  return page.evaluate(async (id) => {
    const story = await (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({ storyId: id });
    const chosen = story.storyGlobals.viewport?.value;
    const styles = chosen ? story.parameters.viewport?.options?.[chosen]?.styles : undefined;
    return styles ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) } : null;
  }, storyId);
}

interface Outcome {
  status: string;
  errors: string[];
}

/** Shows the story as the sidebar does and waits until it has finished: its play and its accessibility check. */
function showStory(page: Page, storyId: string): Promise<Outcome> {
  const again = storyId === shown;
  shown = storyId;
  return page.evaluate(
    ({ id, timeout, remount }) =>
      new Promise<Outcome>((resolve) => {
        const channel = (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__!;
        const errors: string[] = [];
        const onError = (error: { message?: string; title?: string; description?: string }) =>
          errors.push(error?.message ?? [error?.title, error?.description].filter(Boolean).join(': '));
        const onFinished = (event: {
          storyId: string;
          status: string;
          reporters?: Array<{ type: string; status: string; result?: { violations?: Array<{ id: string; nodes: unknown[] }> } }>;
        }) => {
          if (event.storyId !== id) return;
          for (const reporter of event.reporters ?? [])
            if (reporter.status === 'failed')
              errors.push(
                `${reporter.type}: ${(reporter.result?.violations ?? []).map((violation) => `${violation.id} (${violation.nodes.length})`).join(', ')}`,
              );
          done({ status: event.status, errors });
        };
        const onMissing = () => done({ status: 'missing', errors });
        const events = ['storyThrewException', 'playFunctionThrewException', 'storyErrored'] as const;
        const timer = setTimeout(() => done({ status: `not finished after ${timeout} ms`, errors }), timeout);
        function done(outcome: Outcome) {
          clearTimeout(timer);
          channel.off('storyFinished', onFinished as never);
          channel.off('storyMissing', onMissing);
          for (const event of events) channel.off(event, onError as never);
          resolve(outcome);
        }
        channel.on('storyFinished', onFinished as never);
        channel.on('storyMissing', onMissing);
        for (const event of events) channel.on(event, onError as never);
        if (remount) channel.emit('forceRemount', { storyId: id });
        else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    { id: storyId, timeout: STORY_MS, remount: again },
  );
}

/** How far the page itself scrolls sideways at the phone's width, once settled, and what sticks out. */
async function phoneOverflow(page: Page): Promise<string | null> {
  await page.setViewportSize(PHONE);
  const until = Date.now() + SETTLE_MS;
  while ((await page.evaluate(pageOverflow)) > 0 && Date.now() < until) await page.waitForTimeout(50);
  const overflow = await page.evaluate(pageOverflow);
  return overflow > 0 ? `the page scrolls ${overflow} px sideways: ${(await page.evaluate(overflowCauses)) || 'the page itself'}` : null;
}

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async () => {
    const preview = page!;
    await preview.setViewportSize((await storyViewport(preview, story.id)) ?? DESKTOP);
    const outcome = await showStory(preview, story.id);
    // A play that throws says so on the channel (what the Interactions panel shows as failed); `storyFinished`
    // still says 'success' then, so both are checked.
    expect(outcome, `${story.id}: ${outcome.errors.join(' | ')}`).toEqual({ status: 'success', errors: [] });
    expect(await phoneOverflow(preview), `${story.id} at ${PHONE.width} px`).toBeNull();
  });
}
