// Packs @retoma/ui and installs it into a blank app outside the repo (e2e/kit-consumer), as any other project would.
import { spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pnpmCommand, root } from '../../../scripts/lib.mjs';

const KIT_DIR = path.join(root, 'packages/ui');
const FIXTURE_DIR = path.join(root, 'e2e/kit-consumer');

/** The consumer's other dependencies, at the versions the workspace uses (so they come from the local pnpm store). */
const CONSUMER_DEPENDENCIES = [
  'react',
  'react-dom',
  'styled-components',
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  '@types/react',
  '@types/react-dom',
  '@types/node',
];
/** Next.js, at the version the e2e package installs (so a clean clone's `pnpm install` puts it in the store). */
const NEXT_DEPENDENCY = 'next';

/** The consumer's pages, one Vite build each (e2e/kit-consumer/vite.config.ts). */
export type ConsumerPage = 'table' | 'button' | 'nativeForm' | 'baseline' | 'everything';

/** Runs a command quietly and resolves with what it printed on stdout; a failure carries the end of its output. */
function exec(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${[command, ...args].join(' ')} (in ${cwd}) failed with ${signal ?? code}:\n${output.slice(-4000)}`));
    });
  });
}

const pnpm = async (args: string[], cwd: string) => void (await exec(...pnpmCommand(args), cwd));

/** Builds the kit from its current source and packs it into `destination`; returns the tarball's path. */
export async function buildAndPackKit(destination: string): Promise<string> {
  await pnpm(['--filter', '@retoma/ui', 'build'], root);
  await pnpm(['pack', '--pack-destination', destination], KIT_DIR);
  const tarball = readdirSync(destination).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball into ${destination}`);
  return path.join(destination, tarball);
}

/** Copies the fixture to `appDir` and installs the tarball beside the workspace's versions of everything else. */
export async function installConsumer(appDir: string, tarball: string): Promise<void> {
  cpSync(FIXTURE_DIR, appDir, { recursive: true, filter: (source) => !/[/\\](node_modules|dist)$/.test(source) });
  const versions: Record<string, string> = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies;
  const dependencies: Record<string, string> = { '@retoma/ui': `file:${tarball}` };
  for (const name of CONSUMER_DEPENDENCIES) {
    const version = versions[name];
    if (!version) throw new Error(`The workspace's package.json has no ${name}`);
    dependencies[name] = version;
  }
  const e2eVersions: Record<string, string> = JSON.parse(readFileSync(path.join(root, 'e2e/package.json'), 'utf8')).devDependencies;
  dependencies[NEXT_DEPENDENCY] = e2eVersions[NEXT_DEPENDENCY]!;
  const manifestPath = path.join(appDir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  writeFileSync(manifestPath, `${JSON.stringify({ ...manifest, dependencies }, null, 2)}\n`);
  // A new app has no lockfile to freeze (pnpm freezes it by default under CI).
  await pnpm(['install', '--prefer-offline', '--no-frozen-lockfile'], appDir);
}

/** Type-checks the consumer against the kit's published declarations, as its own `tsc` would. */
export async function typecheckConsumer(appDir: string): Promise<void> {
  await exec(process.execPath, [path.join(appDir, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', '.'], appDir);
}

/** Builds one page of the consumer for production; returns its output folder. */
export async function buildConsumerPage(appDir: string, page: ConsumerPage): Promise<string> {
  await exec(process.execPath, [path.join(appDir, 'node_modules/vite/bin/vite.js'), 'build', '--mode', page], appDir, {
    NODE_ENV: 'production',
  });
  return path.join(appDir, 'dist', page);
}

const NEXT_APP = 'next';
const nextCli = (appDir: string) => path.join(appDir, 'node_modules/next/dist/bin/next');
const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

/** Builds the consumer's Next.js app (e2e/kit-consumer/next: an App Router and a Pages Router page) for production. */
export async function buildNextConsumer(appDir: string): Promise<void> {
  await exec(process.execPath, [nextCli(appDir), 'build', NEXT_APP], appDir, NEXT_ENV);
}

export interface RunningApp {
  url: string;
  close: () => void;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Serves the built Next.js app with `next start` on a free loopback port; resolves once it answers. */
export async function startNextConsumer(appDir: string): Promise<RunningApp> {
  const port = await freePort();
  const child = spawn(process.execPath, [nextCli(appDir), 'start', NEXT_APP, '-H', '127.0.0.1', '-p', String(port)], {
    cwd: appDir,
    env: { ...process.env, ...NEXT_ENV },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${url}/pages-router`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || attempt > 120) {
      child.kill();
      throw new Error(`next start did not answer on ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, close: () => child.kill() };
}

/** How the consumer loads the kit in plain Node: `import` (ESM entry points) or `require` (CommonJS ones). */
export type NodeLoader = 'import' | 'require';

/** The consumer's orders page rendered on the server by plain Node (e2e/kit-consumer/ssr): markup and style tags. */
export async function serverRenderOrdersPage(appDir: string, loader: NodeLoader): Promise<{ html: string; css: string }> {
  const script = path.join(appDir, 'ssr', loader === 'import' ? 'render.mjs' : 'render.cjs');
  // Production React, as a server would run it.
  return JSON.parse(await exec(process.execPath, [script], appDir, { NODE_ENV: 'production' }));
}

/** Every JavaScript file under `dir` (source maps and declarations aside). */
export function javascriptFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(dir, name));
}

export const fileBytes = (file: string) => statSync(file).size;

/** What some files' code weighs. */
export const bytes = (files: string[]) => files.reduce((sum, file) => sum + fileBytes(file), 0);

/** What their code weighs compressed, however it is split into files (one gzip stream: no per-file overhead). */
export const gzipBytes = (files: string[]) => gzipSync(Buffer.concat(files.map((file) => readFileSync(file)))).length;

/** All the JavaScript a page loads, as one text to search. */
export const javascriptText = (dir: string) =>
  javascriptFiles(dir)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

export const KIT_DIST_DIR = path.join(KIT_DIR, 'dist');
