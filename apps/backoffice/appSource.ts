import { createServer } from 'vite';

/**
 * Runs the app's own source modules in Node at build time, transformed as the build transforms them (the app's
 * Vite config: its styled-components ids among them), and closes the server after `withModules`.
 */
export async function withAppSource<T>(
  root: string,
  configFile: string | false,
  withModules: (load: (file: string) => Promise<Record<string, unknown>>) => Promise<T>,
): Promise<T> {
  const server = await createServer({
    configFile,
    root,
    logLevel: 'error',
    resolve: { conditions: ['@retoma/source'], externalConditions: ['@retoma/source'] },
    ssr: {
      // Vite resolves server-side imports with `ssr.resolve`: without the source condition there, a workspace package
      // is looked for in its unbuilt dist/ (a clean clone has none). styled-components runs as ES modules: Node's
      // CommonJS copy has no `styled.div` on its default export.
      noExternal: [/^@retoma\//, 'styled-components'],
      resolve: { conditions: ['@retoma/source'], externalConditions: ['@retoma/source'] },
    },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await withModules((file) => server.ssrLoadModule(file));
  } finally {
    await server.close();
  }
}
