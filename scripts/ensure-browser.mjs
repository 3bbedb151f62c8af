// Makes sure a Chromium exists for the browser tests: CHROMIUM_PATH, then /usr/bin/chromium; otherwise it
// installs Debian's `chromium` (as root on Debian/Ubuntu), else Playwright's own browser as a last resort.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './browser.mjs';
import { bin } from './lib.mjs';

function run(command) {
  console.log(`> ${command}`);
  execSync(command, { stdio: 'inherit' });
}

export function ensureBrowser() {
  if (chromiumPath()) return chromiumPath();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    run('apt-get update -q');
    run('DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium fonts-liberation fonts-dejavu-core');
    return '/usr/bin/chromium';
  }
  console.log("No Chromium found and no apt as root: installing Playwright's Chromium.");
  execFileSync(bin('playwright'), ['install', 'chromium'], { stdio: 'inherit' });
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBrowser();
