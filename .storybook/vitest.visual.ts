import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** Something drawn outside the story's own box: a portal (dialog, popover, toast) or a fixed full-screen layer. */
function drawsOutside(canvas: HTMLElement): boolean {
  const portals = [...document.body.children].filter((element) => {
    if (element === canvas || !(element instanceof HTMLElement) || element.matches('script, style, [class^="sb-"]')) return false;
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1; // react-aria's live announcer is 1×1 and visually hidden
  });
  const fixedLayer = [...canvas.querySelectorAll<HTMLElement>('*')].some((element) => getComputedStyle(element).position === 'fixed');
  return portals.length > 0 || fixedLayer || canvas.getBoundingClientRect().height < 2;
}

/**
 * Offline visual regression: after each story passed its play function and a11y check, what it shows is compared
 * pixel for pixel with the committed baseline in `__screenshots__/` beside the story file. Usually that is the
 * story's own box; when the story opened an overlay, the whole page, so the overlay is in the picture too.
 */
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  await document.fonts.ready;
  // addon-vitest renders each story into a class-less <div> appended to <body>.
  const canvas = document.body.querySelector<HTMLElement>(':scope > div:not([class])') ?? document.body;
  let target = canvas;
  if (drawsOutside(canvas)) {
    // The whole viewport: the body stretched to it, so fixed layers and portals are inside the picture.
    document.body.style.minHeight = '100vh';
    target = document.body;
  }
  await expect.element(page.elementLocator(target)).toMatchScreenshot({
    comparatorName: 'pixelmatch',
    comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
  });
});
