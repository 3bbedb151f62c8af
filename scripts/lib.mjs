// Small helpers shared by the root scripts (start, dev, test, bench).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

/** Runs a command and fails the script when it fails. */
export async function must(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

/** A binary of the workspace root's node_modules. */
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The API server as a Node process running its TypeScript source. */
export const serverArgs = ['--import', 'tsx', '--conditions=@retoma/source', path.join(root, 'apps/api/src/main.ts')];

/**
 * pnpm itself. Under `npx pnpm …` it may not be on PATH for nested calls, so reuse the very pnpm that
 * started this script (npm_execpath) when there is one.
 */
export function pnpmCommand(args) {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath) && /\.(c?js|mjs)$/.test(execPath)) return [process.execPath, [execPath, ...args]];
  return ['pnpm', args];
}
