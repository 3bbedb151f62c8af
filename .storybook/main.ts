import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['./*.mdx', '../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // Workspace packages from source, exactly as the app's Vite config resolves them.
  viteFinal: async (viteConfig) =>
    mergeConfig(
      { ...viteConfig, resolve: { ...viteConfig.resolve, conditions: ['@retoma/source', ...defaultClientConditions] } },
      // Story helpers, imported as `#storybook/…` from any story (as in tsconfig.base.json and vitest.config.ts).
      { resolve: { alias: [{ find: /^#storybook\//, replacement: `${path.dirname(fileURLToPath(import.meta.url))}/` }] } },
    ),
};
export default config;
