import type { Globals, Parameters } from 'storybook/internal/types';
import { expect } from 'storybook/test';

/** What a story in another language keeps of its file's frame: a viewport (globals) and parameters. */
export interface StoryFrame {
  globals?: Globals;
  parameters?: Parameters;
}

/** The frame of a story shown in `locale`: its own globals and parameters, with the language added. */
export const inLocale = (locale: 'pt' | 'en' | 'de' | 'fr', frame: StoryFrame = {}) => ({
  ...frame,
  globals: { ...frame.globals, locale },
});

/** None of the screen's Portuguese words is left in `element`: a text left out of a catalogue shows as Portuguese. */
export async function expectNoPortuguese(element: HTMLElement, portuguese: readonly string[]) {
  for (const word of portuguese) await expect(element).not.toHaveTextContent(word);
}
