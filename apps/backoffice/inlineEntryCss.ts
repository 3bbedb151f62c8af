import type { Plugin, Rollup } from 'vite';

/**
 * Puts the entry's stylesheet (the typeface's @font-face rules, about 1 kB) inside the page instead of linking it:
 * a linked stylesheet blocks the first paint until it has arrived, and a pre-rendered page (prerenderPages.ts)
 * can show at once. The font files themselves still load as the text needs them (`font-display: swap`).
 */
export function inlineEntryCss(): Plugin {
  let nonce = '';
  return {
    name: 'retoma:inline-entry-css',
    apply: 'build',
    configResolved(config) {
      nonce = config.html?.cspNonce ?? '';
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const sheet = bundle[fileName] as Rollup.OutputAsset | undefined;
          if (!sheet) return link;
          // The file stays built: Vite's loader of lazy chunks names it among their dependencies and, finding no
          // <link> to it in the page, fetches it once (1 kB, then cached) before the first lazy page that needs it.
          return `\n    <style${nonce ? ` nonce="${nonce}"` : ''}>${String(sheet.source)}</style>`;
        });
      },
    },
  };
}
