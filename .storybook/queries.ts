/**
 * Patient queries for play functions. Everything a story checks appears after render: the company session, the
 * lazy screen and its calls come first, and on a busy two-core CI machine that takes seconds. So every query of a
 * play waits (`findBy*`, `waitFor`), and every wait has the same patience, set once for testing-library in the
 * preview (`configure({ asyncUtilTimeout })`), so a story never passes its own timeout.
 *
 * Overlays (dialogs, popups, toasts) render in a portal outside the story's canvas, so they are looked for in the
 * whole page. These helpers poll with CSS selectors and text where they can: a role query computes the role of
 * every element of the page at each poll, which on a busy machine eats the story's time budget.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** How long any query of a play waits for what it looks for: room for a loaded CI machine, in milliseconds. */
export const PATIENCE_MS = 10_000;

const page = () => within(document.body);
const byName = (name: string | RegExp | undefined) => (name === undefined ? {} : { name });

/**
 * Finds an overlay by role (and name) and waits until it can be seen: react-aria keeps a new overlay transparent
 * until it is placed, so a check or a screenshot taken at once could catch it invisible.
 */
export async function findOverlay(role: string, name?: string | RegExp): Promise<HTMLElement> {
  const overlay = await page().findByRole(role, byName(name));
  await waitFor(() => expect(overlay).toBeVisible());
  return overlay;
}

/** Waits until no overlay of `role` (and `name`) is left (closed dialogs leave with an exit step). */
export async function overlayGone(role: string, name?: string | RegExp): Promise<void> {
  await waitFor(() => expect(page().queryByRole(role, byName(name))).toBeNull());
}

/** A dialog (or alert dialog) found by its title, once react-aria has made it visible. */
export async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await page().findByText(title, { selector: '[role="dialog"] *, [role="alertdialog"] *' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]')!;
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The open popup of a menu or a select (`menu`, `listbox`), once visible. */
export async function findPopup(role: 'menu' | 'listbox'): Promise<HTMLElement> {
  let popup: HTMLElement | null = null;
  await waitFor(() => {
    popup = document.querySelector<HTMLElement>(`[role="${role}"]`);
    expect(popup).toBeVisible();
  });
  return popup!;
}

/**
 * A toast, found by its text (toasts live in their own region over the page). Hovering it pauses its timer, as
 * for a person reading it, so the checks after it and the screenshot always have it.
 */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  const found = await page().findByText(text, { selector: '[role="alertdialog"] *' });
  const toast = found.closest<HTMLElement>('[role="alertdialog"]')!;
  await userEvent.hover(toast);
  await waitFor(() => expect(toast).toBeVisible());
  return toast;
}

/**
 * Waits for the screen to settle: its heading is there and nothing in it is loading any more (no busy region, no
 * loading status or progress bar). Returns the canvas queries.
 */
export async function screenSettled(canvasElement: HTMLElement, heading: string | RegExp) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: heading })).toBeVisible();
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"], [role="progressbar"]')).toBeNull());
  return canvas;
}
