import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const kit = fileURLToPath(new URL('../../packages/ui/src/', import.meta.url));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * One chunk for kit files that pages use together. Split by use alone, the build gives every shared module a file of
 * its own: the sign-in pages loaded five files under 1 kB each, the booking page seven, and gzip compresses each file
 * alone while the page pays each one's import glue. Only the files listed go in (`includeDependenciesRecursively:
 * false`: with their dependencies the group took react and styled-components out of the entry's own files). A listed
 * file (named from packages/ui/src) that is renamed fails the build instead of quietly splitting again.
 */
function kitGroup(name: string, files: string[]) {
  for (const file of files) if (!existsSync(kit + file)) throw new Error(`chunkGroups: ${file} is not in packages/ui/src`);
  return { name, includeDependenciesRecursively: false, test: new RegExp(`packages/ui/src/(${files.map(escaped).join('|')})$`) };
}

/** rolldown's `codeSplitting.groups` of the app's build; `pnpm bench` shows what each page loads. */
export const chunkGroups = [
  // The plain-HTML form of the first-visit pages (sign-in, password reset, booking) and its messages.
  kitGroup('plainForm', [
    'components/NativeTextField/NativeTextField.tsx',
    'components/TextField/fieldLook.ts',
    'components/NativeButton/NativeButton.tsx',
    'components/Button/buttonSurface.ts',
    'components/Alert/Alert.tsx',
  ]),
  // The boxes nearly every screen draws its content in, and what they say when there is nothing to show.
  kitGroup('cardAndEmptyState', [
    'components/Card/Card.tsx',
    'components/Card/Card.styles.ts',
    'components/EmptyState/EmptyState.tsx',
    'components/EmptyState/EmptyState.styles.ts',
  ]),
  // The date formatters and the Intl cache they (and the number formatters) share: two small files nearly every company
  // screen and the booking page loaded one after the other (−0.1 kB a page on average; the pages that format numbers
  // and no dates carry the date formatters' 1 kB).
  kitGroup('dates', ['format/date.ts', 'format/intlFormats.ts']),
];
