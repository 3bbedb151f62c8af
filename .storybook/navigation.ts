import { expect, within } from 'storybook/test';
import { OUTSIDE_TEXT } from './StoryRouter';

/**
 * Waits for the story router's marker that the screen navigated away, to `path` (with its query, if any).
 * `timeout` is for screens that settle slowly before they navigate (5 s unless told).
 */
export async function expectLeftFor(canvasElement: HTMLElement, path: string, { timeout = 5000 }: { timeout?: number } = {}) {
  await expect(await within(canvasElement).findByText(`${OUTSIDE_TEXT}: ${path}`, {}, { timeout })).toBeVisible();
}
