import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { stylisWithoutPrefixer } from './stylisWithoutPrefixer';

type Hook = (this: { error: (message: string) => never; warn: (message: string) => void }, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'load' | 'transform' | 'buildEnd') => plugin[name] as unknown as Hook;
const context = (warnings: string[] = []) => ({
  error: (message: string): never => {
    throw new Error(message);
  },
  warn: (message: string) => void warnings.push(message),
});

describe('stylisWithoutPrefixer', () => {
  it("replaces stylis's table of prefixes, under pnpm's layout or a flat one, and nothing else", () => {
    const plugin = stylisWithoutPrefixer();
    const load = hook(plugin, 'load');
    for (const id of [
      '/repo/node_modules/.pnpm/stylis@4.3.6/node_modules/stylis/src/Prefixer.js',
      '/repo/node_modules/stylis/src/Prefixer.js',
    ])
      expect(load.call(context(), id)).toBe('export function prefix(value) { return value }');
    expect(load.call(context(), '/repo/node_modules/stylis/src/Middleware.js')).toBeNull();
    expect(load.call(context(), '/repo/apps/backoffice/src/Prefixer.js')).toBeNull();
  });

  it('fails the build where a source file asks styled-components for vendor prefixes', () => {
    const transform = hook(stylisWithoutPrefixer(), 'transform');
    const asking = '<StyleSheetManager enableVendorPrefixes>{children}</StyleSheetManager>';
    expect(() => transform.call(context(), asking, '/repo/packages/ui/src/provider/UiProvider.tsx')).toThrow(
      /asks styled-components for vendor prefixes/,
    );
    expect(transform.call(context(), 'const plain = 1;', '/repo/packages/ui/src/provider/UiProvider.tsx')).toBeUndefined();
  });

  it('warns when the build never loaded the file it meant to replace', () => {
    const warnings: string[] = [];
    hook(stylisWithoutPrefixer(), 'buildEnd').call(context(warnings));
    expect(warnings).toEqual(["stylis's Prefixer.js was not loaded: nothing was left out"]);
  });
});
