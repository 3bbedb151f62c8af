import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  stories: ['./*.mdx', '../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // Workspace packages from source, exactly as the app's Vite config resolves them.
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, conditions: ['@retoma/source', ...defaultClientConditions] },
  }),
};
export default config;
