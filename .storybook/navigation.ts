import { expect, within } from 'storybook/test';
import { OUTSIDE_TEXT } from './outsideText';

/** Waits for the story router's marker that the screen navigated away, to `path` (with its query, if any). */
export async function expectLeftFor(canvasElement: HTMLElement, path: string) {
  await expect(await within(canvasElement).findByText(`${OUTSIDE_TEXT}: ${path}`)).toBeVisible();
}
