// `pnpm dev`: the reference server (restarted on change) and Vite's dev server with hot reload, which proxies
// /api to it. Open the Vite URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pnpmCommand, root } from './lib.mjs';

const apiPort = process.env.RETOMA_API_PORT ?? '3000';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--conditions=@retoma/source', '--watch', path.join(root, 'apps/api/src/main.ts')], {
    cwd: path.join(root, 'apps/api'),
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, RETOMA_DATA_DIR: process.env.RETOMA_DATA_DIR ?? path.join(root, '.data') },
  }),
  spawn(...pnpmCommand(['--filter', '@retoma/backoffice', 'dev']), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, RETOMA_API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
