/**
 * Signing in from /app: the time from opening /app signed out until the identity provider's
 * sign-in form is visible, in headless Chromium (a fresh browser context each run, so no stored
 * user, no provider session, a cold cache), and the chain of navigations and requests on the way.
 * Prints each run and the median (issue 41: it was 3.2-3.6 s; at most 1.5 s on the dev machine).
 * Uses the existing builds (apps/<app>/dist).
 *
 *   E2E_PORT_BASE=10000 npx tsx tools/bench/sign-in-form.ts
 *   (BENCH_RUNS=5 runs; BENCH_DEBUG=1 prints every request of each run with its start time)
 */
import type { Request } from 'playwright';
import { identityOrigin, launchChromium, median, shellUrl } from './bench-portal';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const DEBUG = !!process.env.BENCH_DEBUG;

const { startPortal } = await import('../server/portal');
const portal = await startPortal();
const browser = await launchChromium();

const short = (url: string) => url.replace(shellUrl, 'shell').replace(identityOrigin, 'identity').replace(/^http:\/\/localhost:\d+/, 'remote').slice(0, 110);

const times: number[] = [];
try {
  // one warm-up load (the servers' first answers, the OS file cache), not counted
  for (let run = 0; run <= RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const chain: string[] = [];
    const requests: string[] = [];
    const t0 = Date.now();
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) chain.push(`${Date.now() - t0} ms  ${short(frame.url())}`);
    });
    page.on('request', (r: Request) => requests.push(`${String(Date.now() - t0).padStart(5)} ms  ${r.method()} ${short(r.url())}`));
    await page.goto(`${shellUrl}/app`);
    await page.locator('#email').waitFor({ state: 'visible', timeout: 30_000 });
    const ms = Date.now() - t0;
    if (run > 0) times.push(ms);
    console.log(`${run === 0 ? 'warm-up' : `run ${run}`}: ${ms} ms`);
    if (run === 1 || DEBUG) console.log(`  navigations:\n    ${chain.join('\n    ')}`);
    if (DEBUG) console.log(`  requests:\n    ${requests.join('\n    ')}`);
    await context.close();
  }
  console.log(`\nopen /app signed out -> sign-in form visible: median ${median(times)} ms of ${RUNS} (${times.join(', ')})`);
} finally {
  await browser.close();
  await portal.stop();
}
