import { expect, type Locator, type Page } from '@playwright/test';

/** What a keyboard user sees of the focused control (see `focusReport`). */
export interface FocusReport {
  name: string;
  indicator: boolean;
  visible: number;
  underBar: boolean;
}

/**
 * What a keyboard user sees of the focused control: whether it draws an indicator (outline or shadow), the share of
 * that indicator left by every clipping ancestor and the screen, and whether it sits under the sticky top bar.
 * `null` when focus is on the page body (lost).
 */
export function focusReport(page: Page): Promise<FocusReport | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const draws = (candidate: Element) => {
      const style = getComputedStyle(candidate);
      if (style.outlineStyle !== 'none' || style.boxShadow !== 'none') return true;
      // A date field's focused segment, a menu's or a list's focused item are filled with a colour of their own.
      const filled = ['spinbutton', 'menuitem', 'menuitemradio', 'menuitemcheckbox', 'option'].includes(
        candidate.getAttribute('role') ?? '',
      );
      return filled && candidate.hasAttribute('data-focused') && style.backgroundColor !== 'rgba(0, 0, 0, 0)';
    };
    // A visually hidden input (a radio, a checkbox: itself or a wrapper 1 px wide) draws its ring on what its label
    // shows instead; a composite field's input (combo box, date segments), on the field's group around it.
    let hidden = false;
    for (let node: Element | null = focused; node && node !== document.body && node.tagName !== 'LABEL'; node = node.parentElement) {
      const box = node.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) hidden = true;
    }
    const label = hidden ? focused.closest('label') : null;
    const group = focused.closest('[data-focus-within]');
    const element = label
      ? ([label, ...label.querySelectorAll('*')].find((candidate) => !candidate.contains(focused) && draws(candidate)) ?? label)
      : !draws(focused) && group && draws(group)
        ? group
        : focused;
    const style = getComputedStyle(element);
    const indicator = draws(element);
    const spread = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = element.getBoundingClientRect();
    let [left, top, right, bottom] = [box.left - spread, box.top - spread, box.right + spread, box.bottom + spread];
    const area = (right - left) * (bottom - top);
    const clip = (rect: { left: number; top: number; right: number; bottom: number }) => {
      [left, top, right, bottom] = [
        Math.max(left, rect.left),
        Math.max(top, rect.top),
        Math.min(right, rect.right),
        Math.min(bottom, rect.bottom),
      ];
    };
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflow !== 'visible') clip(parent.getBoundingClientRect());
    }
    clip({ left: 0, top: 0, right: innerWidth, bottom: innerHeight });
    const visible = area > 0 ? (Math.max(0, right - left) * Math.max(0, bottom - top)) / area : 0;
    const bar = document.querySelector('header[data-sticky]');
    const barBox = bar?.getBoundingClientRect();
    const underBar = Boolean(
      bar &&
      barBox &&
      !bar.contains(focused) &&
      box.top < barBox.bottom - 1 &&
      box.bottom > barBox.top &&
      box.left < barBox.right &&
      box.right > barBox.left &&
      // ...and the bar is what shows there (a dialog or side panel is drawn over the bar, not under it).
      bar.contains(document.elementFromPoint(Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1), Math.max(box.top + 1, 0))),
    );
    const name = focused.getAttribute('aria-label') ?? (label ?? focused).textContent?.trim().slice(0, 40) ?? focused.tagName;
    return { name, indicator, visible, underBar };
  });
}

/** The focused control draws a whole indicator, on screen and clear of the sticky top bar. */
export async function expectFocusShown(page: Page, press: string) {
  // A control draws its ring once React has rendered its focus state (react-aria's data-focus-visible, a field
  // group's data-focus-within): a moment after the key press, on a busy machine a few frames.
  const shown = (report: FocusReport | null) => Boolean(report && report.indicator && report.visible >= 0.99 && !report.underBar);
  let report = await focusReport(page);
  for (let frame = 0; frame < 20 && !shown(report); frame++) {
    await page.waitForTimeout(50);
    report = await focusReport(page);
  }
  expect(report, `${press}: focus left the page`).not.toBeNull();
  expect(report!.indicator, `${report!.name}: no focus indicator`).toBe(true);
  expect(report!.visible, `${report!.name}: focus ring clipped`).toBeGreaterThanOrEqual(0.99);
  expect(report!.underBar, `${report!.name}: under the sticky top bar`).toBe(false);
}

/** Whether `target` (any element it matches) has focus, now: no waiting for it to appear. */
const hasFocus = (target: Locator) => target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));

/**
 * Presses `key` until `target` has focus (at most `max` times), as a keyboard user walks to a control: every control
 * passed on the way must show its focus indicator. Answers how many presses it took (none when it had focus).
 */
export async function pressUntilFocused(page: Page, key: string, target: Locator, max = 60) {
  if (await hasFocus(target)) return 0;
  for (let press = 1; press <= max; press++) {
    await page.keyboard.press(key);
    await expectFocusShown(page, `${key} ${press}`);
    if (await hasFocus(target)) return press;
  }
  throw new Error(`${String(target)} not reached in ${max} presses of ${key}`);
}

/** Focus is on `target` (within the patience of an expect). */
export async function expectFocusOn(target: Locator, what: string) {
  await expect.poll(() => hasFocus(target), { message: `focus on ${what}` }).toBe(true);
}
