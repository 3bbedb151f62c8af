import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'schemas/index': 'src/schemas/index.ts',
    'mock/index': 'src/mock/index.ts',
    'fixtures/index': 'src/fixtures/index.ts',
    // One catalogue per language (`@retoma/api-client/validation/en`): an app fetches only the one it speaks.
    'messages/validation/en': 'src/messages/validation/en.ts',
    'messages/validation/de': 'src/messages/validation/de.ts',
    'messages/validation/fr': 'src/messages/validation/fr.ts',
  },
  format: ['esm'],
  // tsup 8's DTS worker injects the deprecated `baseUrl`; TypeScript 6 refuses it without this (TS5101).
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  splitting: true,
});
