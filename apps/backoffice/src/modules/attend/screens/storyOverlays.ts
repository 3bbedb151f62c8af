/** Story support: overlays (dialogs, side panels, list boxes, toasts) render in a portal outside the story's canvas. */
import { expect, waitFor, within } from 'storybook/test';

/**
 * Finds an overlay by role and waits until it can be seen: react-aria keeps a new overlay transparent until it
 * is placed, so a check or a screenshot taken at once could catch it invisible.
 */
export async function findOverlay(role: string, name?: string | RegExp): Promise<HTMLElement> {
  const overlay = await within(document.body).findByRole(role, name === undefined ? {} : { name });
  await waitFor(() => expect(overlay).toBeVisible());
  return overlay;
}

/** Waits until no overlay of `role` (and `name`) is left (closed dialogs leave with an exit step). */
export async function overlayGone(role: string, name?: string | RegExp): Promise<void> {
  await waitFor(() => expect(within(document.body).queryByRole(role, name === undefined ? {} : { name })).toBeNull());
}

/** A toast with this text (toasts live in their own region over the page), once it can be seen. */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  const toast = await within(document.body).findByText(text, {}, { timeout: 3000 });
  await waitFor(() => expect(toast).toBeVisible());
  return toast;
}
