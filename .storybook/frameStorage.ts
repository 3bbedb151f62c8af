/**
 * A screen on a Docs page renders in a frame of its own (DocsStory.tsx), beside the page's other screens: same
 * origin, so one localStorage. Each story clears it and writes its own session (token, company, lock), and the
 * others' stored atoms follow every write (the `storage` event): one story's logout sent its neighbours to /login.
 * In such a frame the preview keeps its storage to itself, in memory.
 */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** Whether this preview is framed by another preview (a Docs page), not by Storybook's manager or a test runner. */
function framedByDocsPage(): boolean {
  try {
    return window.parent !== window && window.parent.location.pathname.endsWith('/iframe.html');
  } catch {
    return false;
  }
}

if (framedByDocsPage()) Object.defineProperty(window, 'localStorage', { value: memoryStorage(), configurable: true });
