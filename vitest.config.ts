import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/browser.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
/** Every layer formats dates in the same zone, so results never depend on the machine. */
const TZ = 'America/Sao_Paulo';
process.env.TZ = TZ;

export default defineConfig({
  // Workspace packages from source in every environment (browser stories and node tests alike).
  resolve: {
    conditions: ['@retoma/source', ...defaultClientConditions],
    // Story helpers, imported as `#storybook/…` from any story (as in tsconfig.base.json and .storybook/main.ts).
    alias: [{ find: /^#storybook\//, replacement: `${path.join(root, '.storybook')}/` }],
  },
  ssr: { resolve: { conditions: ['@retoma/source', ...defaultServerConditions], externalConditions: ['@retoma/source'] } },
  optimizeDeps: {
    include: [
      'msw',
      'msw/browser',
      'styled-components',
      'react-dom/client',
      'react-router-dom',
      'jotai',
      'jotai/utils',
      'swr',
      'swr/_internal',
      'swr/infinite',
      // Dependencies of the workspace packages, named through them (they are not at the root). All bundled before the
      // first story loads: one found later would re-bundle the set mid-run and reload the page under the stories.
      '@retoma/ui > react-aria-components',
      '@retoma/ui > @internationalized/date',
      '@retoma/ui > @dnd-kit/core',
      '@retoma/ui > @dnd-kit/sortable',
      '@retoma/ui > @dnd-kit/utilities',
      '@retoma/api-client > zod',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/backoffice/src/**/*.test.ts', 'apps/backoffice/*.test.ts'],
        },
      },
      {
        extends: true,
        // Vite 6+ resolves server-side imports with `ssr.resolve.conditions`, not `resolve.conditions`: without
        // this the server's `@retoma/api-client` imports look for an unbuilt dist/.
        ssr: { resolve: { conditions: ['@retoma/source', ...defaultServerConditions] } },
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/api/src/**/*.test.ts'],
          // `*.postgres.test.ts` start processes that share the database (worker processes): the PostgreSQL run only,
          // as PGlite lives inside the one process that opened it.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['apps/api/src/**/*.postgres.test.ts'],
          // One embedded database per worker process, shared by its test files (PGlite start-up is ~2 s):
          // files of a worker run in the same module graph, so the harness' database is opened once.
          pool: 'forks',
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook'), storybookScript: 'pnpm storybook' })],
        test: {
          name: 'storybook',
          // Story files share one page and module graph instead of a fresh iframe each: the preview, the kit and the
          // app load once, not once per file (kit stories: 181 s → 58 s). Each story still starts clean (.storybook/
          // preview.tsx): its own MSW handlers, an emptied localStorage, a new jotai store and a new SWR cache.
          isolate: false,
          // A picture that does not match is taken once more, from a fresh render: Chromium's software rasteriser
          // now and then draws one glyph a subpixel apart (seen: the "d" of a heading, 40 pixels, in one run of
          // 1 461). A real change fails both tries; a failed play or accessibility check is never retried; and
          // the summary names every story that needed the second try (scripts/test.mjs), so jitter stays visible.
          retry: { count: 1, condition: /toMatchScreenshot/ },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS, env: { ...process.env, TZ } },
              contextOptions: { locale: 'pt-BR', timezoneId: TZ, reducedMotion: 'reduce', deviceScaleFactor: 1 },
            }),
            instances: [{ browser: 'chromium' }],
            // At least addon-vitest's own 1200×900 story viewport, so the story frame is never scaled (scaling blurs edges).
            viewport: { width: 1280, height: 960 },
            // Strict: shipped font, pinned clock and no animation keep layouts identical, so no pixel may differ.
            // Chromium's rasteriser still moves an anti-aliased edge by 1–3 colour levels between runs (seen on
            // borders and switch edges); threshold 0.02 (pixelmatch's YIQ distance) ignores only such invisible shifts,
            // while a border one pixel off or any changed colour stays far above it.
            expect: {
              toMatchScreenshot: { comparatorName: 'pixelmatch', comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 0 } },
            },
          },
          setupFiles: ['.storybook/vitest.setup.ts', ...(process.env.VISUAL === '0' ? [] : ['.storybook/vitest.visual.ts'])],
        },
      },
    ],
  },
});
