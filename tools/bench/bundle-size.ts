/**
 * First-load JavaScript per route of the composed portal (shell + remote + shared + federation
 * runtime), gzip, and how many copies of each shared library the browser loaded (must be 1).
 * Starts its own portal (memory database) on ports 5200-5211, signs in as the viewer, loads each
 * route in a fresh page and compares with tools/bench/budgets.json. Exits 1 over budget.
 *
 *   npx tsx tools/bench/bundle-size.ts
 */
import { gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { chromium } from 'playwright';

const PORTS = { SHELL_PORT: 5200, IDEAS_MFE_PORT: 5201, MY_PAGE_MFE_PORT: 5202, SEARCH_MFE_PORT: 5203, ADMIN_MFE_PORT: 5204, API_PORT: 5210, IDENTITY_PORT: 5211 };
Object.assign(process.env, Object.fromEntries(Object.entries(PORTS).map(([k, v]) => [k, String(v)])), { DATA_DIR: 'memory://bench', SEED: 'true' });
const { startPortal } = await import('../server/portal');
const portal = await startPortal();
const base = `http://localhost:${PORTS.SHELL_PORT}`;

const budgets = JSON.parse(readFileSync('tools/bench/budgets.json', 'utf8')) as { routes: Record<string, { firstLoadJsGzipKb: number }> };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const context = await browser.newContext();
const login = await context.newPage();
await login.goto(`${base}/app`);
await login.getByLabel(/e-?mail/i).fill('viewer@example.com');
await login.getByLabel(/password/i).fill('Demo-Passw0rd');
await login.getByRole('button', { name: /sign in/i }).click();
await login.waitForURL(`${base}/app`);
await login.close();

const report: Record<string, unknown> = {};
let over = false;
for (const route of Object.keys(budgets.routes)) {
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script') return;
    try {
      scripts.set(res.url(), gzipSync(await res.body()).length);
    } catch {
      /* redirected or aborted */
    }
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  const shared = await page.evaluate(() => {
    const share = (globalThis as any).__FEDERATION__?.__SHARE__ ?? {};
    // Every federation instance (shell, each remote) lists the shared packages it sees; a package is
    // loaded once when all of them point at the same provider ("from") and version.
    const providers: Record<string, Set<string>> = {};
    for (const scopes of Object.values<any>(share))
      for (const pkgs of Object.values<any>(scopes))
        for (const [name, versions] of Object.entries<any>(pkgs))
          for (const [version, v] of Object.entries<any>(versions))
            if (v.loaded) (providers[name] ??= new Set()).add(`${version}@${v.from}`);
    return Object.fromEntries(Object.entries(providers).map(([name, set]) => [name, set.size]));
  });
  const kb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
  const byOrigin: Record<string, number> = {};
  for (const [url, size] of scripts) byOrigin[new URL(url).port] = Math.round(((byOrigin[new URL(url).port] ?? 0) + size / 1024) * 10) / 10;
  const duplicates = Object.entries(shared).filter(([, n]) => n > 1);
  const budget = budgets.routes[route].firstLoadJsGzipKb;
  const ok = kb <= budget && duplicates.length === 0;
  over ||= !ok;
  report[route] = { firstLoadJsGzipKb: Math.round(kb * 10) / 10, budgetKb: budget, scripts: scripts.size, kbByPort: byOrigin, sharedCopies: shared };
  console.log(`${ok ? '✔' : '✘'} ${route.padEnd(16)} ${kb.toFixed(1)} kB gzip in ${scripts.size} scripts (budget ${budget} kB); by port ${JSON.stringify(byOrigin)}${duplicates.length ? `; DUPLICATE shared: ${JSON.stringify(duplicates)}` : '; every shared library loaded once'}`);
  await page.close();
}
await browser.close();
await portal.stop();
mkdirSync('tools/bench/results', { recursive: true });
writeFileSync('tools/bench/results/bundle-size.json', JSON.stringify(report, null, 2));
process.exit(over ? 1 : 0);
