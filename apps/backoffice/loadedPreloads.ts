import type { Plugin, Rollup } from 'vite';

/**
 * Leaves out of a dynamic import's preload list the files its importer already loaded. Vite lists every file the
 * imported chunk needs (`__vite__mapDeps`), also those the importing chunk imports statically, which the browser has
 * by the time that import runs: on the booking page 12 of the 21 names its screen carried were such files. Only the
 * names go; what the import loads, and when, stays the same.
 */
export function loadedPreloads(): Plugin {
  let bundle: Rollup.OutputBundle | undefined;
  const loadedBy = new Map<string, Set<string>>();

  /** The files `host` needs before it runs: itself and its static imports, transitively. */
  function staticClosure(host: string): Set<string> {
    const known = loadedBy.get(host);
    if (known) return known;
    const loaded = new Set<string>();
    const visit = (file: string) => {
      const chunk = bundle?.[file];
      if (loaded.has(file) || chunk?.type !== 'chunk') return;
      loaded.add(file);
      chunk.imports.forEach(visit);
    };
    visit(host);
    loadedBy.set(host, loaded);
    return loaded;
  }

  return {
    name: 'retoma:loaded-preloads',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, dependencies, { hostId }) => {
            if (!bundle) throw new Error('loaded-preloads: the bundle was not seen before the preload lists were written');
            const loaded = staticClosure(hostId);
            return dependencies.filter((dependency) => !loaded.has(dependency));
          },
        },
      },
    }),
    // Runs before Vite's own generateBundle, which writes the preload lists (a post plugin).
    generateBundle(_options, output) {
      bundle = output;
      loadedBy.clear();
    },
  };
}
