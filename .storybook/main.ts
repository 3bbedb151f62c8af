import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import type TypeScript from 'typescript';
import { defaultClientConditions, mergeConfig, type Plugin } from 'vite';
import { styledComponentsTransform } from '../apps/backoffice/styledComponentsTransform';

const storybookDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(storybookDir);

/** Packages whose props a kit component passes on as its own: react-aria's components, hooks, state and types. */
const REACT_ARIA_PACKAGE =
  /^(?:react-aria-components|react-aria|react-stately|@react-aria\/[^/]+|@react-stately\/[^/]+|@react-types\/[^/]+)\//;
/**
 * react-aria's interfaces of plain DOM attributes and event handlers (onClick… onTransitionStartCapture, dir, lang…),
 * passed through to the element: private in react-aria's own docs, and some seventy rows that would bury the rest.
 */
const DOM_PASSTHROUGH = new Set(['GlobalDOMAttributes', 'GlobalDOMEvents']);

/** A prop declared in our sources, or in react-aria's packages outside their DOM pass-through (not @types/react's). */
function keepsDeclaration({ fileName, name }: { fileName: string; name: string }) {
  const modules = fileName.lastIndexOf('node_modules/');
  if (modules < 0) return true;
  return REACT_ARIA_PACKAGE.test(fileName.slice(modules + 'node_modules/'.length)) && !DOM_PASSTHROUGH.has(name);
}

/**
 * Props tables from the TypeScript types. react-docgen (Storybook's default) reads only the props a file declares
 * itself; a kit component's props extend react-aria-components', and a developer reading its Docs page must see
 * those too (Button's `onPress`, TextField's `isRequired`, Select's `selectedKey`), not the hundreds of DOM attributes
 * React's types add. One TypeScript program over the kit and the app (screens keep their descriptions), with the
 * compiler options their tsconfig.json share; loaded here only when asked for (TypeScript takes about a second).
 */
function reactDocgenTypescript(): StorybookConfig['typescript'] {
  const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;
  const kit = path.join(root, 'packages/ui');
  return {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      include: [path.join(root, 'packages/*/src/**/*.tsx'), path.join(root, 'apps/*/src/**/*.tsx')],
      compilerOptions: ts.parseJsonConfigFileContent(
        ts.readConfigFile(path.join(kit, 'tsconfig.json'), ts.sys.readFile).config,
        ts.sys,
        kit,
      ).options,
      propFilter: ({ declarations = [] }) => declarations.length === 0 || declarations.some(keepsDeclaration),
      // `variant: 'primary' | 'secondary' | …` as values to pick in its control, not the alias' name (ButtonVariant);
      // sorted, as TypeScript orders a union's members by when it met them, which changes from build to build.
      shouldExtractLiteralValuesFromEnum: true,
      shouldSortUnions: true,
      shouldRemoveUndefinedFromOptional: true,
      // `children` keeps its row (its type, required or not) where we did not document it.
      skipChildrenPropWithoutDoc: false,
    },
  };
}

/**
 * react-docgen-typescript names the file that declares each component and prop by its absolute path, and the props
 * tables' data ships in the Storybook's scripts: a published Storybook would tell anyone the build machine's folders.
 * The paths go relative to the repository (the tables never show them; `propFilter` above ran on the full ones).
 */
function repositoryRelativeDocgen(): Plugin {
  // As the paths are written inside the docgen's JSON string literals.
  const absolute = JSON.stringify(root + path.sep).slice(1, -1);
  return {
    name: 'retoma:repository-relative-docgen',
    enforce: 'post',
    transform(code) {
      if (!code.includes('__docgenInfo') || !code.includes(absolute)) return undefined;
      // The docgen block is appended after the module's code: the lines before it, and so their mappings, are unchanged.
      return { code: code.replaceAll(absolute, ''), map: null };
    },
  };
}

const config: StorybookConfig = {
  stories: ['./*.mdx', '../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  // No project.json in the build: Storybook's metadata file for telemetry, which names this machine's folders.
  core: { disableTelemetry: true, disableProjectJson: true },
  // `storybook build` and `storybook dev` only. The Vitest stories layer (vitest.config.ts's storybookTest, which
  // sets VITEST) reads this file too but drops every docgen plugin by name (addon-vitest's pluginsToIgnore), so it
  // has no props tables either way: it skips the options too, keeping TypeScript's load off the CI's critical path.
  ...(process.env.VITEST ? {} : { typescript: reactDocgenTypescript() }),
  // Workspace packages from source, exactly as the app's Vite config resolves them.
  viteFinal: async (viteConfig) =>
    mergeConfig(
      { ...viteConfig, resolve: { ...viteConfig.resolve, conditions: ['@retoma/source', ...defaultClientConditions] } },
      {
        // Story helpers, imported as `#storybook/…` from any story (as in tsconfig.base.json and vitest.config.ts).
        resolve: { alias: [{ find: /^#storybook\//, replacement: `${storybookDir}/` }] },
        // Styled components compiled as the app's build compiles them: the pictures check the CSS the app ships.
        oxc: styledComponentsTransform,
        plugins: [repositoryRelativeDocgen()],
      },
    ),
};
export default config;
