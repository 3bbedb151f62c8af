import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'format/index': 'src/format/index.ts', 'charts/index': 'src/charts/index.ts' },
  format: ['esm'],
  // tsup 8's DTS worker injects the deprecated `baseUrl`; TypeScript 6 refuses it without this (TS5101).
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  splitting: true,
});
