/**
 * First load of the composed portal, per route, in headless Chromium with a cold cache:
 * JavaScript and CSS bytes (gzip), requests, the copies of each shared library, LCP and total
 * blocking time under a throttled profile (4x CPU slowdown, ~1.6 Mbit/s, 150 ms round trip), and
 * the serial requests from the shell's entry to the remote's first chunk (from a second load
 * with latency only).
 *
 * The shell's own FAQ page is measured too, for scale (its frame with no remote page), and the
 * machine's speed (CPU_PROBE): the timings move with it.
 *
 * Measures the federated build (apps/<app>/dist) and, when present, the single-bundle build of
 * the shell (apps/shell/dist-single: `npx rsbuild build -c tools/bench/single-bundle/rsbuild.config.ts`),
 * served the same way. Writes tools/bench/results/first-load.{json,md}. Uses existing builds.
 *
 *   E2E_PORT_BASE=10000 npx tsx tools/bench/first-load.ts [--no-single]
 *   (BENCH_ROUTES=/app,/app/search to measure only some routes; BENCH_RUNS=3 cold loads per route,
 *   whose median LCP and TBT the table gives: one load's timing varies by a second on a busy machine;
 *   BENCH_PROFILE=/tmp/profiles to keep each load's performance trace; BENCH_DEBUG=1 to print each request's timing;
 *   BENCH_CPU=1 another CPU slowdown than 4x; BENCH_OUT=/tmp/x writes x.json and x.md instead of the results)
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright';
import { PORTS, identityOrigin, launchChromium, median, shellUrl, signIn } from './bench-portal';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
/** BENCH_PROFILE=<dir>: write each load's performance trace there (open it in Chromium's DevTools). */
const PROFILE_DIR = process.env.BENCH_PROFILE;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const withSingle = !args.includes('--no-single') && existsSync(`${root}apps/shell/dist-single/index.html`);

const { startPortal, DEMO_PASSWORD } = await import('../server/portal');
const { startSite } = await import('../server/static-sites');
const { runtimeConfig, shellCsp } = await import('../server/config');
const portal = await startPortal();
const remotePorts = new Set([PORTS.IDEAS_MFE_PORT, PORTS.MY_PAGE_MFE_PORT, PORTS.SEARCH_MFE_PORT, PORTS.ADMIN_MFE_PORT].map(String));

/** The throttled profile: Lighthouse's "slow 4G"-like numbers. */
const THROTTLE = { cpu: Number(process.env.BENCH_CPU ?? 4), downloadBps: (1.6 * 1024 * 1024) / 8, uploadBps: (750 * 1024) / 8, latencyMs: 150 };

interface RouteResult {
  jsGzipKb: number;
  cssGzipKb: number;
  requests: number;
  scripts: number;
  /** Requests one after another from the end of the shell's entry to the remote's first chunk. */
  roundTripsToRemote: number | null;
  chainToRemote: string[];
  /** The scripts the browser loaded, as `<app port>:<path>`, to compare with the static byte check. */
  scriptFiles: string[];
  sharedCopies: Record<string, number>;
  duplicated: string[];
  /** The median of the runs' LCP, and each run's. */
  lcpMs: number | null;
  lcpRunsMs: (number | null)[];
  /** The element LCP measured: tag and the start of its text. */
  lcpElement: string | null;
  tbtMs: number;
}

const ROUTES: { path: string; user: 'viewer' | 'admin' | null }[] = [
  { path: '/app', user: 'viewer' },
  { path: '/app/ideas', user: 'viewer' },
  { path: '/app/ideas/{id}', user: 'viewer' },
  { path: '/app/ideas/new', user: 'admin' },
  { path: '/app/my-page', user: 'viewer' },
  { path: '/app/search', user: 'viewer' },
  { path: '/app/admin', user: 'admin' },
  { path: 'sign-in', user: null },
  // The shell's own FAQ page: the frame (providers, header, footer) with no remote page, for scale.
  { path: '/app/faq', user: 'viewer' },
];

/**
 * How fast this machine's Chromium runs script right now: sorts of 20,000 numbers per second for
 * half a second. The timings move with it (the same build's LCP moves by a second when the
 * machine is busy), so the results keep it, unthrottled and under the bench's CPU slowdown.
 * A string: the page runs it as it is.
 */
const CPU_PROBE = `(() => {
  const numbers = Array.from({ length: 20000 }, (_, i) => (i * 7919) % 20011);
  const start = performance.now();
  let sorts = 0;
  while (performance.now() - start < 500) {
    numbers.slice().sort((a, b) => a - b);
    sorts++;
  }
  return Math.round(sorts / ((performance.now() - start) / 1000));
})()`;

/** The CPU probe's median of three, at CPU slowdown 1 and the bench's. */
async function machineSpeed(browser: Browser) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  const at = async (rate: number) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) runs.push((await page.evaluate(CPU_PROBE)) as number);
    return median(runs)!;
  };
  const speed = { unthrottled: await at(1), throttled: await at(THROTTLE.cpu) };
  await page.close();
  return speed;
}

const launch = launchChromium;

/** A signed-in state (see bench-portal) and the first idea's page in the list. */
async function signedInState(browser: Browser, email: string) {
  const state = await signIn(browser, email, DEMO_PASSWORD);
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  const href = await page
    .goto(`${shellUrl}/app/ideas`)
    .then(() => page.locator('a[href*="/app/ideas/"]:not([href$="/new"])').first().getAttribute('href', { timeout: 20_000 }))
    .catch(() => null);
  await context.close();
  return { state, ideaPath: href ? new URL(href, shellUrl).pathname : null };
}

/** Observers for LCP and long tasks, installed before any script of the page runs. */
const PERF_OBSERVERS = `
  window.__perf = { lcp: null, lcpElement: null, longTasks: [] };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      window.__perf.lcp = e.startTime;
      window.__perf.lcpElement = e.element ? e.element.tagName.toLowerCase() + ' ' + (e.element.textContent || '').trim().slice(0, 40) : null;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
`;

/** BENCH_DEBUG: what the page shows after each change of its DOM (time, heading, text length). */
const DOM_LOG = `
  window.__domLog = [];
  new MutationObserver(() => {
    const b = document.body; if (!b) return;
    const h = document.querySelector('h1, main h2');
    window.__domLog.push(Math.round(performance.now()) + ' ' + (h ? h.tagName + ':' + h.textContent.slice(0, 30) : '-') + ' text ' + b.innerText.length + ' ' + (document.querySelector('main') ?? b).innerText.replace(/\\s+/g, ' ').slice(0, 100));
  }).observe(document, { childList: true, subtree: true });
`;

async function throttle(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.latencyMs,
    downloadThroughput: THROTTLE.downloadBps,
    uploadThroughput: THROTTLE.uploadBps,
  });
  return cdp;
}

interface Req {
  url: string;
  type: string;
  start: number;
  end: number;
  gzip: number;
}

async function measure(page: Page, context: BrowserContext, url: string, reload = false): Promise<RouteResult> {
  const reqs: Req[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const t = request.timing();
        let gzip = 0;
        try {
          const res = await request.response();
          const body = await res?.body();
          if (body) gzip = gzipSync(body).length;
        } catch {
          /* redirect or no body */
        }
        reqs.push({ url: request.url(), type: request.resourceType(), start: t.startTime, end: t.startTime + Math.max(t.responseEnd, 0), gzip });
      })(),
    );
  });
  await page.addInitScript(PERF_OBSERVERS);
  if (process.env.BENCH_DEBUG) await page.addInitScript(DOM_LOG);
  await throttle(page, context);
  const tracePath = PROFILE_DIR && `${PROFILE_DIR}/${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
  if (tracePath) {
    mkdirSync(PROFILE_DIR!, { recursive: true });
    await context.browser()!.startTracing(page, { path: tracePath, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'disabled-by-default-v8.cpu_profiler'] });
  }
  if (reload) await page.reload({ waitUntil: 'networkidle', timeout: 120_000 });
  else await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  // The page is shown when its main heading is (the remote's route rendered); a throttled CPU can
  // parse for longer than networkidle's 500 ms, so then wait until 3 s pass without a request.
  await page
    .locator('main h1, main h2, h1')
    .first()
    .waitFor({ timeout: 120_000 })
    .catch(() => console.warn(`  no heading on ${page.url()}`));
  for (let seen = -1; seen !== pending.length; ) {
    seen = pending.length;
    await page.waitForTimeout(3000);
  }
  await Promise.all(pending);
  if (tracePath) await context.browser()!.stopTracing();
  if (process.env.BENCH_DEBUG) for (const r of [...reqs].sort((a, b) => a.start - b.start)) console.log(`  ${Math.round(r.start % 100000)} ${Math.round(r.end % 100000)} ${r.type} ${r.gzip} ${r.url}`);
  if (process.env.BENCH_DEBUG) console.log((await page.evaluate('window.__domLog')) as string[]);
  const perf = await page.evaluate(() => {
    const p = (window as unknown as { __perf: { lcp: number | null; lcpElement: string | null; longTasks: [number, number][] } }).__perf;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tbt = p.longTasks.filter(([s]) => s >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    return { lcp: p.lcp, lcpElement: p.lcpElement, tbt };
  });
  const shared = await page.evaluate(() => {
    const share = (globalThis as { __FEDERATION__?: { __SHARE__?: unknown } }).__FEDERATION__?.__SHARE__ ?? {};
    // Every federation instance lists the shared packages it sees; a package is loaded once when
    // all of them point at the same provider ("from") and version.
    const providers: Record<string, Set<string>> = {};
    for (const scopes of Object.values(share as Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>>))
      for (const pkgs of Object.values(scopes))
        for (const [name, versions] of Object.entries(pkgs))
          for (const [version, v] of Object.entries(versions)) if (v.loaded) (providers[name] ??= new Set()).add(`${version}@${v.from}`);
    return Object.fromEntries(Object.entries(providers).map(([name, set]) => [name, set.size]));
  });
  const kb = (type: string) => Math.round((reqs.filter((r) => r.type === type).reduce((a, r) => a + r.gzip, 0) / 1024) * 10) / 10;
  const chain = chainToRemote(reqs);
  return {
    jsGzipKb: kb('script'),
    cssGzipKb: kb('stylesheet'),
    requests: reqs.length,
    scripts: reqs.filter((r) => r.type === 'script').length,
    roundTripsToRemote: chain ? chain.length : null,
    chainToRemote: chain ?? [],
    scriptFiles: reqs
      .filter((r) => r.type === 'script')
      .map((r) => `${new URL(r.url).port}:${new URL(r.url).pathname}`)
      .sort(),
    sharedCopies: shared,
    duplicated: Object.entries(shared)
      .filter(([, n]) => n > 1)
      .map(([name]) => name),
    lcpMs: perf.lcp === null ? null : Math.round(perf.lcp),
    lcpRunsMs: [],
    lcpElement: perf.lcpElement,
    tbtMs: Math.round(perf.tbt),
  };
}

/**
 * The serial requests between the shell's entry script and the first chunk of a remote (not its
 * manifest, not its remoteEntry): walking back from that chunk, each request's predecessor is
 * the one that finished last before it started. Null when no remote chunk loaded.
 */
function chainToRemote(reqs: Req[]): string[] | null {
  const sorted = [...reqs].sort((a, b) => a.start - b.start);
  const isRemote = (r: Req) => remotePorts.has(new URL(r.url).port);
  const target = sorted.find((r) => isRemote(r) && r.type === 'script' && !/remoteEntry|mf-manifest/.test(r.url));
  const entry = sorted.find((r) => r.type === 'script' && new URL(r.url).port === String(PORTS.SHELL_PORT));
  if (!target || !entry) return null;
  const chain: string[] = [];
  let current: Req = target;
  for (;;) {
    const before: Req[] = sorted.filter((r) => r !== current && r.end <= current.start + 5 && r.start >= entry.start);
    const pred: Req | undefined = before.sort((a, b) => b.end - a.end)[0];
    if (!pred || pred === entry) break;
    chain.unshift(new URL(pred.url).pathname.replace(/\.[0-9a-f]{8,}\./, '.'));
    current = pred;
  }
  return chain;
}

/**
 * The serial chain to the remote's first chunk, from a second cold load with latency only (150 ms,
 * no bandwidth limit, no CPU slowdown): requests sent together then overlap instead of queueing
 * on the slow link, so what finished before a request started is what it waited for.
 */
async function serialChain(browser: Browser, state: Awaited<ReturnType<BrowserContext['storageState']>>, url: string) {
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  const reqs: Req[] = [];
  page.on('requestfinished', (request) => {
    const t = request.timing();
    reqs.push({ url: request.url(), type: request.resourceType(), start: t.startTime, end: t.startTime + Math.max(t.responseEnd, 0), gzip: 0 });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: THROTTLE.latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(2000);
  await context.close();
  return chainToRemote(reqs);
}

/** One cold, throttled load of a route in a fresh context. */
async function measureRoute(
  browser: Browser,
  route: (typeof ROUTES)[number],
  viewer: Awaited<ReturnType<typeof signedInState>>,
  admin: Awaited<ReturnType<typeof signedInState>>,
): Promise<RouteResult> {
  const context = await browser.newContext(route.user ? { storageState: (route.user === 'admin' ? admin : viewer).state } : {});
  const page = await context.newPage();
  try {
    if (route.user === null) {
      // The identity provider's sign-in page, reloaded cold (the interaction is bound to its cookie).
      await page.goto(`${shellUrl}/app`);
      await page.waitForURL((u) => u.origin === identityOrigin);
      await page.waitForLoadState('networkidle');
      return await measure(page, context, page.url(), true);
    }
    const path = route.path.replace('{id}', (viewer.ideaPath ?? '/app/ideas/1').split('/').pop()!);
    return await measure(page, context, `${shellUrl}${path}`);
  } finally {
    await context.close();
  }
}


async function measureAll(label: string) {
  const browser = await launch();
  const results: Record<string, RouteResult> = {};
  for (const route of ROUTES.filter((r) => !process.env.BENCH_ROUTES || process.env.BENCH_ROUTES.split(',').includes(r.path))) {
    // Signed in afresh per route: on a slow run a session from the start expired before the last
    // routes, and their loads then brought the renewal code (17 kB) and waited for it.
    const viewer = await signedInState(browser, 'viewer@example.com');
    const admin = route.user === 'admin' ? await signedInState(browser, 'admin@example.com') : viewer;
    try {
      const runs: RouteResult[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measureRoute(browser, route, viewer, admin));
      // Bytes, requests and copies are the same in every run; the timings are each run's median.
      const r = { ...runs[0]!, lcpMs: median(runs.map((x) => x.lcpMs)), tbtMs: median(runs.map((x) => x.tbtMs)) ?? 0, lcpRunsMs: runs.map((x) => x.lcpMs) };
      if (route.user !== null) {
        const path = route.path.replace('{id}', (viewer.ideaPath ?? '/app/ideas/1').split('/').pop()!);
        const chain = await serialChain(browser, route.user === 'admin' ? admin.state : viewer.state, `${shellUrl}${path}`);
        Object.assign(r, { roundTripsToRemote: chain ? chain.length : null, chainToRemote: chain ?? [] });
      }
      results[route.path] = r;
      console.log(
        `[${label}] ${route.path.padEnd(16)} JS ${r.jsGzipKb} kB, CSS ${r.cssGzipKb} kB, ${r.requests} requests, round trips ${r.roundTripsToRemote ?? '-'}, LCP ${r.lcpMs} ms (runs ${r.lcpRunsMs.join(', ')}; ${r.lcpElement ?? '-'}), TBT ${r.tbtMs} ms${r.duplicated.length ? `, DUPLICATED ${r.duplicated.join(', ')}` : ''}`,
      );
    } catch (error) {
      console.error(`[${label}] ${route.path}: ${(error as Error).message}`);
    }
  }
  await browser.close();
  return results;
}

/** Serves the shell from another folder (the single-bundle build) on the same port, with the same headers. */
async function serveShell(dir: string) {
  const c = portal.config;
  return startSite({
    name: 'shell',
    root: dir,
    port: c.ports.shell,
    host: c.bindHost,
    runtimeConfig: () => runtimeConfig(c),
    headers: { 'Content-Security-Policy': shellCsp(c), 'Referrer-Policy': 'same-origin' },
  });
}

const speedBrowser = await launch();
const speed = await machineSpeed(speedBrowser);
await speedBrowser.close();
console.log(`CPU probe: ${speed.unthrottled} sorts/s unthrottled, ${speed.throttled} at ${THROTTLE.cpu}x`);
const federated = await measureAll('federated');
let single: Record<string, RouteResult> | null = null;
if (withSingle) {
  // Swap the shell's site for the single bundle (no remotes loaded by it).
  await portal.stop();
  const again = await startPortal(portal.config, { staticSites: false });
  const site = await serveShell(`${root}apps/shell/dist-single`);
  single = await measureAll('single');
  await site?.close();
  await again.stop();
} else await portal.stop();

const rows = ROUTES.map(({ path }) => {
  const f = federated[path];
  const s = single?.[path];
  const of = (a?: number | null, b?: number | null) => (a && b ? Math.round((a / b) * 100) / 100 : null);
  // LCP next to the single bundle's, measured in the same run: comparable across runs on a machine whose speed varies.
  return { path, f, s, ratio: of(f?.jsGzipKb, s?.jsGzipKb), lcpRatio: of(f?.lcpMs, s?.lcpMs) };
});
const md = [
  `# First load per route (${new Date().toISOString().slice(0, 10)})`,
  '',
  `Cold cache, gzip bytes; machine load average ${loadavg()[0]!.toFixed(1)} at the end (timings are only comparable at low load). LCP and TBT: the median of ${RUNS} cold loads, under ${THROTTLE.cpu}x CPU, ${((THROTTLE.downloadBps * 8) / 1024 / 1024).toFixed(1)} Mbit/s, ${THROTTLE.latencyMs} ms. CPU probe (sorts of 20,000 numbers per second in this machine's Chromium): ${speed.unthrottled} unthrottled, ${speed.throttled} at ${THROTTLE.cpu}x. /app/faq is the shell's own page: its frame with no remote page.`,
  '',
  '| Route | JS kB | CSS kB | Requests | Serial requests before remote chunk | LCP ms | TBT ms | Single JS kB | Single LCP ms | Ratio | LCP ratio | Shared copies > 1 |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(({ path, f, s, ratio, lcpRatio }) =>
    `| ${path} | ${f?.jsGzipKb ?? '-'} | ${f?.cssGzipKb ?? '-'} | ${f?.requests ?? '-'} | ${f?.roundTripsToRemote ?? '-'} | ${f?.lcpMs ?? '-'} | ${f?.tbtMs ?? '-'} | ${s?.jsGzipKb ?? '-'} | ${s?.lcpMs ?? '-'} | ${ratio ?? '-'} | ${lcpRatio ?? '-'} | ${f?.duplicated.join(', ') || 'none'} |`,
  ),
  '',
].join('\n');
const out = process.env.BENCH_OUT ?? `${root}tools/bench/results/first-load`;
mkdirSync(`${root}tools/bench/results`, { recursive: true });
writeFileSync(`${out}.json`, JSON.stringify({ throttle: THROTTLE, cpuProbeSortsPerSecond: speed, federated, single }, null, 2));
writeFileSync(`${out}.md`, md);
console.log(`\n${md}`);
process.exit(0);
