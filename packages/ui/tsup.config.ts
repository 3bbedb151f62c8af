import { defineConfig } from 'tsup';

/** What consumers import (package.json `exports`); declarations are generated for these only. */
const PUBLIC_ENTRIES = { index: 'src/index.ts', 'format/index': 'src/format/index.ts', 'charts/index': 'src/charts/index.ts' };

export default defineConfig({
  // Every component and chart is an entry too, so code splitting gives each one a chunk of its own and the public
  // entries only re-export them: with `sideEffects: false` a consumer's bundler drops the chunks it does not use.
  // Bundled into one index.js, every component's styled-components definitions are top-level calls that no bundler
  // may drop, and importing DataTable alone shipped the whole kit (e2e/tests/kitPackage.spec.ts weighs it).
  entry: [...Object.values(PUBLIC_ENTRIES), 'src/components/*/index.ts', 'src/charts/*/index.ts'],
  // ESM for bundlers and Node's `import`, CommonJS for `require` (Node, Jest, Next.js' server build).
  format: ['esm', 'cjs'],
  // tsup 8's DTS worker injects the deprecated `baseUrl`; TypeScript 6 refuses it without this (TS5101).
  dts: { entry: PUBLIC_ENTRIES, compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  splitting: true,
});
