import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/browser.mjs';
import { E2E_PORT as PORT, SHORT_TOKEN_PORT } from './tests/support/ports';

/**
 * Journeys in a real browser against the built SPA, served by the real reference server on a freshly
 * created and seeded embedded database (a new temporary data folder on every run).
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  // Lazy screens load their chunk and data on a 2-core machine that may be busy: a little patience, not sleeps.
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  forbidOnly: true,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: `node ../scripts/serve-e2e.mjs ${PORT}`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node ../scripts/serve-e2e.mjs ${SHORT_TOKEN_PORT}`,
      url: `http://127.0.0.1:${SHORT_TOKEN_PORT}/api/health`,
      // Short enough to expire during the renewal test, long enough that a renewed token outlives a slow page load
      // on a busy machine (at 3 s, one loaded run saw the renewed token expire before the retried calls were served).
      env: { RETOMA_ACCESS_TOKEN_TTL: '6' },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
