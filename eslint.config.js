import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      'public/mockServiceWorker.js',
      'apps/api/drizzle/**',
      'test-results/**',
      '**/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // `interface RouteRegistry extends RoutesOf<...> {}`: how a module adds its routes to the typed table.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // The app's layers (architecture §6): a module builds on platform/, shell/, session/ and i18n/ only, reaches another
    // module through its public entry (index.ts), and never imports app/, the composition root that discovers it.
    files: ['apps/backoffice/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/backoffice/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: backofficeZones() }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "TemplateLiteral[quasis.0.value.raw='/'][expressions.length>0]",
          message: 'Company paths are built by the route table: href(id, params) / useCompanyHref() from platform/.',
        },
      ],
    },
  },
  {
    // The one place that builds app paths.
    files: ['apps/backoffice/src/platform/routing.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // A CommonJS consumer of the packed kit, on purpose: it proves `require('@retoma/ui')` works in plain Node.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Command-line entry points and scripts talk to the terminal.
    files: ['scripts/**', 'apps/api/src/main.ts', 'apps/api/src/server.ts', 'apps/api/src/scripts/**'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    // The published kit runs in plain Node too, which loads styled-components' CommonJS build (its package has no
    // "exports"): there a default import is the module object, not `styled` ("styled.span is not a function").
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='styled-components'] > ImportDefaultSpecifier",
          message: "Import the named export: `import { styled } from 'styled-components'` (Node loads its CommonJS build).",
        },
      ],
    },
  },
  {
    files: ['**/*.stories.tsx'],
    // Stories render hooks inside `render` functions, which the hooks rule cannot see as components.
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);

/** import-x/no-restricted-paths zones of the app, one per module folder found on disk (adding a module edits nothing here). */
function backofficeZones() {
  const src = 'apps/backoffice/src';
  const modules = readdirSync(`${src}/modules`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const publicEntries = modules.map((name) => `./${name}/index.ts`);
  return [
    ...modules.map((name) => ({
      target: `${src}/modules/${name}`,
      from: `${src}/modules`,
      except: [`./${name}`, ...publicEntries],
      message: 'Another module is reached through its public entry (modules/<module>/index.ts) only.',
    })),
    { target: `${src}/modules`, from: `${src}/app`, message: 'Modules do not import app/ (the composition root imports them).' },
    ...['platform', 'shell', 'session', 'i18n'].flatMap((layer) => [
      {
        target: `${src}/${layer}`,
        from: `${src}/modules`,
        except: publicEntries,
        message: 'Modules are reached through their public entry only.',
      },
      { target: `${src}/${layer}`, from: `${src}/app`, message: 'Only the composition root (app/) imports app/.' },
    ]),
  ];
}
