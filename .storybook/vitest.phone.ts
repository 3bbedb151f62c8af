import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** The phone the product promises to fit (the Storybook's `xs` viewport). */
const PHONE = { width: 375, height: 800 };
/** How long a layout may take to settle at the phone's width: overlays re-place themselves on resize. */
const SETTLE_MS = 2_000;

/** How far the page itself scrolls sideways (0 when it fits; a table or a chip row scrolling inside its box is fine). */
function pageOverflow(): number {
  return document.documentElement.scrollWidth - document.documentElement.clientWidth;
}

/**
 * Where to look: the elements that stick out of their parent's box past the page's right edge (the parent of a
 * too-wide child reaches as far, but the child is the cause), outermost first.
 */
function overflowCauses(): string {
  const edge = document.documentElement.clientWidth;
  const sticking = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
    const right = element.getBoundingClientRect().right;
    const parent = element.parentElement;
    return right > edge + 0.5 && parent !== null && right > parent.getBoundingClientRect().right + 0.5;
  });
  return sticking
    .slice(0, 3)
    .map((element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      const width = Math.round(element.getBoundingClientRect().width);
      return `<${element.tagName.toLowerCase()}> "${name}" ${width} px wide, to ${Math.round(element.getBoundingClientRect().right)} px`;
    })
    .join('; ');
}

/**
 * Every story, whatever its own viewport, is looked at once more at 375 px: the page must not scroll sideways
 * (issue 21: "the kit and app stories show no page-level horizontal scroll at xs"). Registered before
 * vitest.visual.ts, so with Vitest's stacked after-hooks it runs after the picture was taken at the story's own
 * size; the next story's viewport is set again by addon-vitest before it renders.
 */
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  await page.viewport(PHONE.width, PHONE.height);
  const until = performance.now() + SETTLE_MS;
  while (pageOverflow() > 0 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  const overflow = pageOverflow();
  if (overflow > 0) expect.fail(`the page scrolls ${overflow} px sideways at ${PHONE.width} px: ${overflowCauses() || 'the page itself'}`);
});
