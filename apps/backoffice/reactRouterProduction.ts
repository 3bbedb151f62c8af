import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

/**
 * react-router publishes a development and a production build, but its package exports name only the development one
 * (remix-run/react-router#14102), so a bundle ships its development warnings (`ENABLE_DEV_WARNINGS`, console output
 * for paths it dislikes) and their code: 0.5 kB gzip on every page. The app's build takes the production build beside
 * it; the dev server, Storybook and the tests keep the warnings. Should a release drop that folder, nothing is aliased.
 */
export function reactRouterProduction(): Alias[] {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('react-router/package.json', { paths: [path.dirname(require.resolve('react-router-dom'))] });
  const production = path.join(path.dirname(packageJson), 'dist/production');
  const entries = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return Object.entries(entries)
    .map(([name, file]) => ({ find: new RegExp(`^${name}$`), replacement: path.join(production, file) }))
    .filter((alias) => existsSync(alias.replacement));
}
