/** Helpers for the kit's stories (not exported by the kit). */
import type { ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';

/**
 * Finds an overlay rendered in a portal (dialog, listbox, tooltip...) and waits until it can be seen: react-aria
 * keeps a new overlay transparent until it is ready (placed, viewport measured), so a check or a screenshot
 * taken at once could catch it invisible.
 */
export async function findOverlay(role: string, name?: string | RegExp): Promise<HTMLElement> {
  const overlay = await within(document.body).findByRole(role, name === undefined ? {} : { name });
  await waitFor(() => expect(overlay).toBeVisible());
  return overlay;
}

/**
 * A 4 px margin around the story, so focus rings (drawn outside their element) stay inside the screenshot's box:
 * an outline cut by the box edge is drawn slightly differently from run to run and breaks the 0-pixel baseline.
 */
export function withFocusRoom(Story: () => ReactNode) {
  return (
    <div style={{ padding: 4 }}>
      <Story />
    </div>
  );
}
