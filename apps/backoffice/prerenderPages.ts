import path from 'node:path';
import type { Plugin } from 'vite';
import { withAppSource } from './appSource';
import type * as PrerenderEntry from './src/prerender';

/** Where the build writes the public pages it pre-rendered, for the server to put in the page it sends. */
export const PRERENDERED_FILE = '.vite/prerendered.json';

type PrerenderModule = typeof PrerenderEntry;

/** One pre-rendered address: `#root`'s markup, the style tags it needs, the look it was drawn in. */
export type PrerenderedPage = { path: string } & Awaited<ReturnType<PrerenderModule['prerenderPage']>>;

/**
 * Renders the public pages a first visit lands on (src/prerender.tsx) from the app's source at build time and writes
 * them to `.vite/prerendered.json`: the server sends each inside its page (apps/api/src/http/site.ts), so the form
 * is on screen before the script has arrived, and the script hydrates it. Style tags carry the page's nonce.
 */
export function prerenderPages(): Plugin {
  let root = '';
  let configFile: string | false = false;
  let nonce = '';
  return {
    name: 'retoma:prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      configFile = config.configFile ?? false;
      nonce = config.html?.cspNonce ?? '';
    },
    async generateBundle(_options, bundle) {
      // Another build of this config (Storybook's) has no app page to pre-render.
      const isApp = Object.values(bundle).some((file) => file.type === 'chunk' && file.facadeModuleId === path.join(root, 'index.html'));
      if (!isApp) return;
      const pages = await withAppSource(root, configFile, async (load) => {
        const { PRERENDERED_PATHS, prerenderPage } = (await load('/src/prerender.tsx')) as unknown as PrerenderModule;
        const rendered: PrerenderedPage[] = [];
        // One after another: styled-components' sheet collects one render at a time.
        for (const url of PRERENDERED_PATHS) rendered.push({ path: url, ...(await prerenderPage(url)) });
        return rendered;
      });
      for (const page of pages) {
        if (page.html.includes('<template')) throw new Error(`prerender: ${page.path} failed to render on the server (see its <template>)`);
        if (nonce) page.styles = page.styles.replaceAll('<style ', `<style nonce="${nonce}" `);
      }
      this.emitFile({ type: 'asset', fileName: PRERENDERED_FILE, source: `${JSON.stringify(pages, null, 1)}\n` });
    },
  };
}
