// Starts the reference server for the end-to-end run: built SPA + API on one origin, a fresh seeded database.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.argv[2] ?? '4310';
const dataDir = mkdtempSync(path.join(tmpdir(), 'retoma-e2e-'));
// The server's log, where local mode writes every e-mail whole (the outbox): journeys that follow an e-mailed link
// (password recovery) read it from here. Same path as e2e/tests/support/mail.ts computes; truncated on each run.
const serverLog = createWriteStream(path.join(tmpdir(), `retoma-e2e-${port}-server.log`), { flags: 'w' });

const server = spawn(process.execPath, ['--import', 'tsx', '--conditions=@retoma/source', path.join(root, 'apps/api/src/main.ts')], {
  cwd: path.join(root, 'apps/api'),
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: port,
    RETOMA_DATA_DIR: dataDir,
    RETOMA_STATIC_DIR: path.join(root, 'apps/backoffice/dist'),
    RETOMA_LOG: '0',
    // Local mode: e-mails are logged whole (read by the password recovery journey).
    RETOMA_MAIL_LOG: '1',
    DATABASE_URL: '',
  },
});

server.stdout.on('data', (chunk) => {
  serverLog.write(chunk);
  process.stdout.write(chunk);
});

function stop() {
  server.kill('SIGTERM');
}
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
