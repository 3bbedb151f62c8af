import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STORYBOOK_DIR } from '../../../scripts/storybook-static.mjs';

/** An entry of the built Storybook's index: a story or a Docs page. */
export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
}

const INDEX_FILE = path.join(STORYBOOK_DIR, 'index.json');

export const NOT_BUILT = 'No built Storybook: run `pnpm build-storybook` first';

/** Every story and Docs page of the built Storybook; none while it is not built. */
export function builtEntries(): IndexEntry[] {
  if (!existsSync(INDEX_FILE)) return [];
  return Object.values((JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as { entries: Record<string, IndexEntry> }).entries);
}

/** A story's or Docs page's id in the built index, found by its file and name (so a new title does not break it). */
export function entryId(file: string, name: string): string {
  const entry = builtEntries().find((candidate) => candidate.importPath.endsWith(file) && candidate.name === name);
  if (!entry) throw new Error(`No "${name}" of ${file} in the built Storybook`);
  return entry.id;
}

/**
 * What the tests read and drive in the preview's page: its channel (the manager's sidebar moves between stories and
 * Docs pages through it) and its story store (a story's own globals and parameters).
 */
export interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on: (event: string, listener: (...args: never[]) => void) => void;
    off: (event: string, listener: (...args: never[]) => void) => void;
    emit: (event: string, ...args: unknown[]) => void;
    /** The arguments of the event's last emission. */
    last: (event: string) => unknown[] | undefined;
  };
  __STORYBOOK_PREVIEW__: {
    storyStoreValue: {
      loadStory: (options: { storyId: string }) => Promise<{
        storyGlobals: { theme?: string; direction?: string; viewport?: { value?: string } };
        parameters: { viewport?: { options?: Record<string, { styles: { width: string; height: string } }> } };
      }>;
    };
  };
}
