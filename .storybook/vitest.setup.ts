import { afterAll, beforeAll, vi } from 'vitest';
import { PINNED_NOW } from './clock';

const NO_MOTION_STYLE_ID = 'vitest-no-motion';

/** Stories run on the pinned clock of the built Storybook too (dates in screenshots never move); timers stay real. */
beforeAll(() => {
  vi.useFakeTimers({ now: PINNED_NOW, toFake: ['Date'] });
  // No animation, transition or blinking caret may reach a screenshot. Once per page: story files share it.
  if (document.getElementById(NO_MOTION_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = NO_MOTION_STYLE_ID;
  style.textContent = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }`;
  document.head.append(style);
});

/**
 * The real clock between files. Vitest's browser runner imports the setup files again for each story file under a
 * URL made from `Date.now()`; with the clock still pinned every file would get the first file's URL, the browser
 * would serve its cached module, and the hooks registered here, in vitest.visual.ts and in Storybook's own setup
 * file would belong to the first file alone (no screenshot was compared after it).
 */
afterAll(() => {
  vi.useRealTimers();
});
