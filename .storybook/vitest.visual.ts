import { mocksSettled } from '@retoma/api-client/mock';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** How long a story's picture waits for the mocks' answers: a loaded CI machine's patience (as queries.ts's). */
const MOCKS_PATIENCE_MS = 10_000;

/**
 * Waits until every request the mocks answer at once was answered (a loading state's other calls too), polling
 * with the page's own timers: the test's clock is pinned.
 */
async function mocksAnswered(): Promise<void> {
  const until = performance.now() + MOCKS_PATIENCE_MS;
  while (!mocksSettled() && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Whether an element paints something a person can see in the viewport (not a visually hidden helper). */
function paintsInViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const visible = box.width > 1 && box.height > 1 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  return visible && getComputedStyle(element).visibility !== 'hidden';
}

/** Something drawn outside the story's own box: a portal (dialog, popover, toast) or a fixed full-screen layer. */
function drawsOutside(canvas: HTMLElement): boolean {
  const portals = [...document.body.children].filter(
    (element) => element !== canvas && !element.matches('script, style, [class^="sb-"]') && paintsInViewport(element),
  );
  const fixedLayer = [...canvas.querySelectorAll('*')].some(
    (element) => getComputedStyle(element).position === 'fixed' && paintsInViewport(element),
  );
  return portals.length > 0 || fixedLayer || canvas.getBoundingClientRect().height < 2;
}

/**
 * Offline visual regression: after each story passed its play function and a11y check, what it shows is compared
 * pixel for pixel with the committed baseline in `__screenshots__/` beside the story file. Usually that is the
 * story's own box; when the story opened an overlay, the whole page, so the overlay is in the picture too.
 */
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  await mocksAnswered();
  await document.fonts.ready;
  // addon-vitest renders each story into a class-less <div> appended to <body> (react-aria's live announcer is one too).
  const canvas = document.body.querySelector<HTMLElement>(':scope > div:not([class]):not([data-live-announcer])') ?? document.body;
  let target = canvas;
  if (drawsOutside(canvas)) {
    // The whole viewport: the body stretched to it, so fixed layers and portals are inside the picture.
    document.body.style.minHeight = '100vh';
    target = document.body;
  }
  // Comparator and tolerance are set once, in vitest.config.ts (browser.expect.toMatchScreenshot). The name is the
  // one vitest gives a test's first picture (a story's test sits at the top of its file, so its name is the story's),
  // given outright so a retry (vitest.config.ts) compares with the same baseline: left to vitest, a second try would
  // be the test's second picture, with no baseline of its own.
  await expect.element(page.elementLocator(target)).toMatchScreenshot(`${task.name} 1`);
});
