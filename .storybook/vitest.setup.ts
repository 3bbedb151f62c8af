import { beforeAll, vi } from 'vitest';

/** Stories run on a pinned clock (dates in screenshots never move); timers stay real. */
export const PINNED_NOW = new Date('2026-03-14T12:00:00-03:00');

beforeAll(() => {
  vi.useFakeTimers({ now: PINNED_NOW, toFake: ['Date'] });
  // No animation, transition or blinking caret may reach a screenshot.
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }`;
  document.head.append(style);
});
