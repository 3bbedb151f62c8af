import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const kit = fileURLToPath(new URL('../../packages/ui/src/components/', import.meta.url));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * One chunk for kit files that pages use together. Split by use alone, the build gives every shared module a file of
 * its own: the sign-in pages loaded five files under 1 kB each, the booking page seven, and gzip compresses each file
 * alone while the page pays each one's import glue. Only the files listed go in (`includeDependenciesRecursively:
 * false`: with their dependencies the group took react and styled-components out of the entry's own files). A listed
 * file that is renamed fails the build instead of quietly splitting again.
 */
function kitGroup(name: string, files: string[]) {
  for (const file of files) if (!existsSync(kit + file)) throw new Error(`chunkGroups: ${file} is not in packages/ui/src/components`);
  return { name, includeDependenciesRecursively: false, test: new RegExp(`packages/ui/src/components/(${files.map(escaped).join('|')})$`) };
}

/** rolldown's `codeSplitting.groups` of the app's build; `pnpm bench` shows what each page loads. */
export const chunkGroups = [
  // The plain-HTML form of the first-visit pages (sign-in, password reset, booking) and its messages.
  kitGroup('plainForm', [
    'NativeTextField/NativeTextField.tsx',
    'TextField/fieldLook.ts',
    'NativeButton/NativeButton.tsx',
    'Button/buttonSurface.ts',
    'Alert/Alert.tsx',
  ]),
  // The boxes nearly every screen draws its content in, and what they say when there is nothing to show.
  kitGroup('cardAndEmptyState', ['Card/Card.tsx', 'Card/Card.styles.ts', 'EmptyState/EmptyState.tsx', 'EmptyState/EmptyState.styles.ts']),
];
