import type { Rollup, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { loadedPreloads } from './loadedPreloads';

type Resolve = (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk', fileName, imports }) as unknown as Rollup.OutputChunk;

/** The plugin's preload filter, after it has seen `bundle` as Vite's generateBundle would show it. */
function filterAfter(bundle: Rollup.OutputBundle): Resolve {
  const plugin = loadedPreloads();
  const config = (plugin.config as () => UserConfig)();
  const modulePreload = config.build?.modulePreload;
  if (!modulePreload || typeof modulePreload !== 'object' || !modulePreload.resolveDependencies) throw new Error('no filter');
  (plugin.generateBundle as (options: unknown, output: Rollup.OutputBundle) => void)({}, bundle);
  return modulePreload.resolveDependencies as Resolve;
}

describe('loadedPreloads', () => {
  // Screen imports card and (through it) theme statically; its dynamic import of Confirmed needs card, theme and link.
  const bundle = {
    'assets/Screen.js': chunk('assets/Screen.js', ['assets/card.js']),
    'assets/card.js': chunk('assets/card.js', ['assets/theme.js']),
    'assets/theme.js': chunk('assets/theme.js', []),
    'assets/Confirmed.js': chunk('assets/Confirmed.js', ['assets/card.js', 'assets/link.js']),
    'assets/link.js': chunk('assets/link.js', ['assets/theme.js']),
  } as Rollup.OutputBundle;

  it('leaves out the files the importing chunk already loaded, directly or through its imports', () => {
    const filter = filterAfter(bundle);
    const deps = ['assets/Confirmed.js', 'assets/card.js', 'assets/theme.js', 'assets/link.js'];
    expect(filter('assets/Confirmed.js', deps, { hostId: 'assets/Screen.js', hostType: 'js' })).toEqual([
      'assets/Confirmed.js',
      'assets/link.js',
    ]);
  });

  it('keeps every file for an importer that loaded none of them', () => {
    const filter = filterAfter(bundle);
    expect(filter('assets/card.js', ['assets/card.js', 'assets/theme.js'], { hostId: 'assets/link.js', hostType: 'js' })).toEqual([
      'assets/card.js',
    ]);
  });

  it('refuses to write preload lists before it has seen the bundle', () => {
    const plugin = loadedPreloads();
    const resolve = (plugin.config as () => UserConfig)().build!.modulePreload as { resolveDependencies: Resolve };
    expect(() => resolve.resolveDependencies('a.js', [], { hostId: 'b.js', hostType: 'js' })).toThrow(/bundle was not seen/);
  });
});
