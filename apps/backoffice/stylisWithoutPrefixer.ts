import type { Plugin } from 'vite';

const PREFIXER = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?stylis[\\/]src[\\/]Prefixer\.js$/;

/**
 * styled-components 6 writes vendor prefixes only under `<StyleSheetManager enableVendorPrefixes>`, which the app never
 * renders (the browsers of its es2022 build need none). The choice is made at run time, so the bundle carried stylis's
 * table of prefixes anyway: 1.2 kB gzip on every page. The app's build gives stylis a `prefix` that returns the rule as
 * written, and fails if a source file of the app or the kit ever asks for prefixes. The dev server, Storybook and the
 * tests keep stylis whole.
 */
export function stylisWithoutPrefixer(): Plugin {
  let replaced = false;
  return {
    name: 'retoma:stylis-without-prefixer',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!PREFIXER.test(id)) return null;
      replaced = true;
      return 'export function prefix(value) { return value }';
    },
    transform(code, id) {
      if (!id.includes('node_modules') && code.includes('enableVendorPrefixes')) {
        this.error(`${id} asks styled-components for vendor prefixes, which the build leaves out (stylisWithoutPrefixer.ts)`);
      }
    },
    buildEnd() {
      // A release of styled-components or stylis that moved the file would quietly bring the prefixes back.
      if (!replaced) this.warn("stylis's Prefixer.js was not loaded: nothing was left out");
    },
  };
}
