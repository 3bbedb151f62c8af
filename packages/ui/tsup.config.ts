import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'tsup';

/** What consumers import (package.json `exports`); declarations are generated for these only. */
const PUBLIC_ENTRIES = { index: 'src/index.ts', 'format/index': 'src/format/index.ts', 'charts/index': 'src/charts/index.ts' };

export default defineConfig({
  // Every component and chart is an entry too, so code splitting gives each one a chunk of its own and the public
  // entries only re-export them: with `sideEffects: false` a consumer's bundler drops the chunks it does not use.
  // Bundled into one index.js, every component's styled-components definitions are top-level calls that no bundler
  // may drop, and importing DataTable alone shipped the whole kit (e2e/tests/kitPackage.spec.ts weighs it).
  // The provider and the token sheet too, so the public entries hold no component code of their own (see markClientModules).
  entry: [
    ...Object.values(PUBLIC_ENTRIES),
    'src/components/*/index.ts',
    'src/charts/*/index.ts',
    'src/provider/UiProvider.tsx',
    'src/provider/useUiLocale.ts',
    'src/theme/GlobalStyle.ts',
  ],
  // ESM for bundlers and Node's `import`, CommonJS for `require` (Node, Jest, Next.js' server build).
  format: ['esm', 'cjs'],
  // tsup 8's DTS worker injects the deprecated `baseUrl`; TypeScript 6 refuses it without this (TS5101).
  dts: { entry: PUBLIC_ENTRIES, compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  splitting: true,
  onSuccess: async () => markClientModules('dist'),
});

/** A module that runs React, styled-components or react-aria code: a client component module for React Server Components. */
const CLIENT_CODE = /(?:from |require\()["'](?:react|react-dom|styled-components|react-aria-components|@dnd-kit\/[a-z]+)(?:\/[^"']*)?["']/;

/**
 * Marks every built module that holds component code with `'use client'`, so a Next.js App Router page (a server
 * component) can import the kit's components directly; the formatters' and tokens' modules stay unmarked, so a
 * server component can call `formatPrice` (their entry points only re-export). The directive goes on the first
 * line, before its code, so the source maps' lines still match.
 */
function markClientModules(dir: string) {
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.c?js$/.test(name)) continue;
    const file = path.join(dir, name);
    const code = readFileSync(file, 'utf8');
    if (CLIENT_CODE.test(code) && !code.startsWith("'use client'")) writeFileSync(file, `'use client';${code}`);
  }
}
