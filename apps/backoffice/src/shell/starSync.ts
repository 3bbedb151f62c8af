/**
 * Keeps the starred pages (`menu_rapido`) in step with the server while a person stars several pages in a row.
 * Each change shows at once; one save is in flight at a time, and the changes made meanwhile go in the next one,
 * sent from the newest list, so a quick run of stars is never lost to an older answer. If a save fails, the list
 * goes back to the last one the server accepted and `onFailure` runs.
 */
export interface StarSync {
  /** Marks or unmarks `id` and saves; resolves once the server holds the newest list (or a save failed). */
  toggle(id: string): Promise<void>;
}

export interface StarSyncOptions {
  /** The stars as the page shows them now. */
  current(): readonly string[];
  /** Show this list (optimistically, or the server's). */
  show(stars: readonly string[]): void;
  /** Save the whole list; resolves to the list the server kept. */
  save(stars: readonly string[]): Promise<readonly string[]>;
  onFailure(error: unknown): void;
}

export function createStarSync({ current, show, save, onFailure }: StarSyncOptions): StarSync {
  let desired: readonly string[] | null = null;
  let confirmed: readonly string[] = [];
  let flushing: Promise<void> | null = null;

  async function flush() {
    while (desired !== confirmed) {
      const sending = desired!;
      try {
        const kept = await save(sending);
        confirmed = kept;
        // Nothing changed while saving: the server's list is the truth (it may have dropped an unknown page).
        if (desired === sending) desired = kept;
      } catch (error) {
        desired = confirmed;
        show(confirmed);
        onFailure(error);
        return;
      }
    }
    show(confirmed);
  }

  return {
    toggle(id) {
      if (!flushing) confirmed = desired = current();
      const stars = desired!;
      desired = stars.includes(id) ? stars.filter((star) => star !== id) : [...stars, id];
      show(desired);
      flushing ??= flush().finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}
