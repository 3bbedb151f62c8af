// The side-by-side of the README's "Performance" section: how long after the navigation starts the login form is in
// the DOM, in a fresh Chromium each run (nothing cached), for two or more builds served alike, the runs interleaved
// so a busy moment of the machine falls on both. Also the bytes on the wire and the requests up to that moment.
//
//   node scripts/login-race.mjs [--runs 15] [--rtt 150] retoma=http://127.0.0.1:5001/login predecessor=http://127.0.0.1:5002/login
//
// --rtt adds that many ms to every request (Chromium's network emulation): loopback has no round trips to lose, a
// phone on a mobile network has many.
/* global window, document, MutationObserver -- the functions below run in the page */
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 15;
const rttAt = args.indexOf('--rtt');
const rtt = rttAt >= 0 ? Number(args.splice(rttAt, 2)[1]) : 0;
const targets = args.map((arg) => {
  const [name, url] = arg.split(/=(.*)/s);
  if (!url || !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new Error(`expected name=http://127.0.0.1:…, got ${arg}`);
  return { name, url, samples: [] };
});
if (targets.length < 1) throw new Error('give at least one name=url');

/** Notes the moment a password field first exists in the page, on the page's own clock (0 = navigation start). */
function watchForForm() {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('input[type="password"]')) return;
    window.__loginFormAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

async function once(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    if (rtt > 0) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: rtt, downloadThroughput: -1, uploadThroughput: -1 });
    }
    await page.addInitScript(watchForForm);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__loginFormAt !== undefined, undefined, { timeout: 60_000 });
    return await page.evaluate(() => {
      const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
      return {
        ms: window.__loginFormAt,
        bytes: entries.reduce((sum, entry) => sum + entry.transferSize, 0),
        requests: entries.filter((entry) => entry.startTime <= window.__loginFormAt).length,
      };
    });
  } finally {
    await browser.close();
  }
}

for (let run = 0; run < runs; run += 1) {
  // Alternate who goes first, so neither always meets a warmer (or busier) machine.
  const order = run % 2 === 0 ? targets : [...targets].reverse();
  for (const target of order) target.samples.push(await once(target.url));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
console.log(
  `Login form in the DOM, ${runs} fresh-browser runs each${rtt ? `, ${rtt} ms added to each request` : ''} ` +
    '(median, min–max), bytes on the wire and requests by then',
);
for (const { name, url, samples } of targets) {
  const times = samples.map((sample) => sample.ms);
  console.log(
    `${name.padEnd(14)} ${median(times).toFixed(0).padStart(6)} ms  (${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)})  ` +
      `${(median(samples.map((sample) => sample.bytes)) / 1024).toFixed(1)} kB  ${median(samples.map((sample) => sample.requests))} requests  ${url}`,
  );
}
if (targets.length > 1) {
  const [first, second] = targets.map((target) => median(target.samples.map((sample) => sample.ms)));
  console.log(`${targets[0].name} / ${targets[1].name}: ${(first / second).toFixed(2)}× the time`);
}
