import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Offline visual regression: after each story passed its play function and a11y check, its rendered canvas is
 * compared pixel for pixel with the committed baseline in `__screenshots__/` beside the story file.
 */
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  await document.fonts.ready;
  // addon-vitest renders each story into a class-less <div> appended to <body>.
  const canvas = document.body.querySelector<HTMLElement>(':scope > div:not([class])') ?? document.body;
  await expect.element(page.elementLocator(canvas)).toMatchScreenshot({
    comparatorName: 'pixelmatch',
    comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
  });
});
