import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/browser.mjs';

/**
 * Every story in the built Storybook (e2e/stories): no server but the Storybook's own, one browser page moving from
 * story to story.
 */
export default defineConfig({
  testDir: './stories',
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  forbidOnly: true,
  use: {
    browserName: 'chromium',
    trace: 'off',
    // Scrollbars drawn over the page, as a phone's are: a classic one takes 15 px from the width the page may use,
    // and the 375 px check would fail pages that fit a phone.
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--hide-scrollbars'] },
  },
});
