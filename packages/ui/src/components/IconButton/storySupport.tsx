import type { ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';

/**
 * Story support (not exported by the kit).
 *
 * react-aria's live announcer is a class-less 1×1 `<div data-live-announcer>` that it *prepends* to <body> the
 * first time a widget announces something (number steps, list results, toasts...). The screenshot hook in
 * `.storybook/vitest.visual.ts` takes the first class-less `<div>` child of <body> as the story canvas, so after
 * an announcement it would take the announcer for the canvas (and shoot something else than the story's box).
 * Used as a story's `afterEach` (which runs after `play` and before that hook), this moves the announcer behind
 * the canvas; the node is kept, so announcing still works.
 */
export function keepLiveAnnouncerLast(): void {
  const announcer = document.body.querySelector(':scope > [data-live-announcer]');
  if (announcer) document.body.append(announcer);
}

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
