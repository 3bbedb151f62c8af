import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { chunkGroups } from './chunkGroups';
import { inlineEntryCss } from './inlineEntryCss';
import { loadedPreloads } from './loadedPreloads';
import { precompress } from './precompress';
import { prerenderPages } from './prerenderPages';
import { reactRouterProduction } from './reactRouterProduction';
import { routePreloads } from './routePreloads';
import { styledComponentsTransform } from './styledComponentsTransform';
import { stylisWithoutPrefixer } from './stylisWithoutPrefixer';

/** `pnpm dev` proxies /api to the reference server started beside it (RETOMA_API_PORT, default 3000). */
export default defineConfig(({ command }) => ({
  plugins: [react(), stylisWithoutPrefixer(), routePreloads(), loadedPreloads(), prerenderPages(), inlineEntryCss(), precompress()],
  // Workspace packages are consumed from source (the `@retoma/source` export condition): no build step while developing.
  resolve: {
    conditions: ['@retoma/source', ...defaultClientConditions],
    alias: command === 'build' ? reactRouterProduction() : [],
  },
  oxc: styledComponentsTransform,
  build: { target: 'es2022', sourcemap: false, outDir: 'dist', rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } },
  // The server puts a fresh nonce in place of this on every answer of the page and names it in its
  // Content-Security-Policy (apps/api/src/http/site.ts); styled-components reads it from <meta property="csp-nonce">.
  html: { cspNonce: 'RETOMA_CSP_NONCE' },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.RETOMA_API_PORT ?? 3000}` },
  },
}));
