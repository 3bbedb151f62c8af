// `pnpm start`: builds the SPA, then starts the reference server on its embedded database (created, migrated
// and seeded on first start, kept in ./.data) serving the SPA and the API on one origin.
import path from 'node:path';
import { must, pnpmCommand, root, run, serverArgs } from './lib.mjs';

await must(...pnpmCommand(['--filter', '@retoma/backoffice', 'build']));
const code = await run(process.execPath, serverArgs, {
  cwd: path.join(root, 'apps/api'),
  env: {
    PORT: process.env.PORT ?? '3000',
    RETOMA_DATA_DIR: process.env.RETOMA_DATA_DIR ?? path.join(root, '.data'),
    RETOMA_STATIC_DIR: path.join(root, 'apps/backoffice/dist'),
  },
});
process.exit(code);
