import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { overflowCauses, pageOverflow, PHONE, SETTLE_MS } from './phoneOverflow';

/**
 * Every story, whatever its own viewport, is looked at once more at 375 px: the page must not scroll sideways.
 * Registered before vitest.visual.ts, so with Vitest's stacked after-hooks it runs after the picture was taken at
 * the story's own size; the next story's viewport is set again by addon-vitest before it renders.
 */
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  await page.viewport(PHONE.width, PHONE.height);
  const until = performance.now() + SETTLE_MS;
  while (pageOverflow() > 0 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  const overflow = pageOverflow();
  if (overflow > 0) expect.fail(`the page scrolls ${overflow} px sideways at ${PHONE.width} px: ${overflowCauses() || 'the page itself'}`);
});
