// A real PostgreSQL for the server suite's second run: TEST_DATABASE_URL when given; else, on Debian/Ubuntu
// as root, Debian's `postgresql` package started on loopback for the run.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { isRoot } from './lib.mjs';

const sh = (command) =>
  execSync(command, { stdio: ['ignore', 'pipe', 'inherit'] })
    .toString()
    .trim();

/**
 * Returns a connection URL to a fresh, empty `database`, or null (with the reason) when no PostgreSQL can be had on
 * this machine. `given` is a URL the caller was handed (e.g. TEST_DATABASE_URL): used as it is.
 */
export function ensurePostgres({ database = 'retoma_test', given = process.env.TEST_DATABASE_URL } = {}) {
  if (given) return { url: given };
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) {
    return { url: null, reason: 'set TEST_DATABASE_URL (no root/apt to install PostgreSQL here)' };
  }
  if (!existsSync('/usr/lib/postgresql') || readdirSync('/usr/lib/postgresql').length === 0) {
    console.log('> apt-get install postgresql');
    execSync('apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql', { stdio: 'inherit' });
  }
  const clusters = sh('pg_lsclusters --no-header || true');
  const [version, name, , status] = (clusters.split('\n')[0] ?? '').split(/\s+/);
  if (!version) throw new Error('PostgreSQL is installed but has no cluster (pg_lsclusters is empty)');
  if (status !== 'online') sh(`pg_ctlcluster ${version} ${name} start`);
  const psql = (sql) => sh(`su postgres -c "psql -tAc \\"${sql}\\""`);
  if (psql("SELECT 1 FROM pg_roles WHERE rolname='retoma'") !== '1') psql("CREATE ROLE retoma LOGIN PASSWORD 'retoma'");
  // The worker-processes test gives its workers a database of their own (apps/api/src/engine/*.postgres.test.ts).
  psql('ALTER ROLE retoma CREATEDB');
  // A fresh database for every run: the suite starts from migrations, as a new install would.
  psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  psql(`CREATE DATABASE ${database} OWNER retoma`);
  const port = sh(`pg_lsclusters --no-header | awk 'NR==1{print $3}'`);
  return { url: `postgres://retoma:retoma@127.0.0.1:${port}/${database}` };
}
