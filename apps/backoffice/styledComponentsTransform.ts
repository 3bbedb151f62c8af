import type { UserConfig } from 'vite';

/**
 * How every styled component is compiled (Oxc's styled-components transform), by the app's build and by Storybook
 * (.storybook/main.ts) alike, so the pictures the stories check are drawn from the CSS the app ships:
 * - each component's id comes from its file and its place in it, not from the order components were created in, so
 *   the page pre-rendered at build time (prerender.tsx) and the browser's lazy chunks name the same classes;
 * - the CSS in its template is written without the spaces and comments that only make it readable (stylis parses
 *   it to the same rules), which is 0.3 to 0.5 kB gzip less on every page;
 * - no display names or file names in the class names: they are for reading the DOM in development only.
 */
export const styledComponentsTransform: UserConfig['oxc'] = {
  plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, minify: true, pure: true } },
};
