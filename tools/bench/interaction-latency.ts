/**
 * Interaction latency of the composed portal (issue 38 §4): from a click to the moment what it
 * opens is visible with its data, in headless Chromium, at 1x and 4x CPU slowdown.
 *
 * - the idea page's tabs (Process, Inquiry, History, back to Details) on a seeded idea, as ADMIN;
 * - the bell (its panel with the first notification);
 * - New Idea from the ideas list (the form with its Title field);
 * - My Tasks from the header's quick links (the table with its rows, or its empty state), as EVALUATOR.
 *
 * Each run opens the start page fresh (a new page in one browser context per profile: the HTTP
 * cache is warm after a warm-up run, the page's memory is not), so the click pays for what the
 * portal loads on first use: a returning user's first click after opening the portal. The click's
 * time is the click event's own timestamp in the page; the end is the first animation frame in
 * which the target is there (no loading state inside it). The median of BENCH_RUNS (default 5).
 * Uses the existing builds (apps/<app>/dist); writes tools/bench/results/interaction-latency.{json,md}.
 *
 *   E2E_PORT_BASE=10000 npx tsx tools/bench/interaction-latency.ts
 *   (BENCH_RUNS=5 runs; BENCH_ONLY=tab measures only the interactions whose name contains it;
 *   BENCH_CPU=1 only one CPU profile)
 *
 * Targets (issue 38): at 1x, tabs and panels <= 200 ms, a page change (New Idea, My Tasks)
 * <= 300 ms with its data; at 4x at most 2.5 times that.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright';
import { launchChromium, median, shellUrl, signIn, type SignedInState } from './bench-portal';

const root = fileURLToPath(new URL('../../', import.meta.url));
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const IDEA = process.env.BENCH_IDEA ?? 'idea-003';
const ONLY = process.env.BENCH_ONLY;
const CPU_PROFILES = process.env.BENCH_CPU ? [Number(process.env.BENCH_CPU)] : [1, 4];
const TARGETS = { panel: 200, page: 300, slowdownFactor: 2.5 };

const { startPortal, DEMO_PASSWORD } = await import('../server/portal');
const portal = await startPortal();
const browser = await launchChromium();

/** Records each click's event timestamp (the page's clock), before any handler of the app runs. */
const CLICK_CLOCK = `addEventListener('click', (e) => { window.__clickAt = e.timeStamp; }, true);`;

/**
 * Waits for `ready` (a function source evaluated in the page each animation frame) and returns
 * the milliseconds from the last click to the first frame in which it held.
 */
async function clickToVisible(page: Page, click: () => Promise<void>, ready: string): Promise<number> {
  await page.evaluate(() => {
    (window as unknown as { __clickAt?: number }).__clickAt = undefined;
  });
  await click();
  const handle = await page.waitForFunction(
    `(() => { const w = window; if (w.__clickAt === undefined || !(${ready})()) return false; return performance.now() - w.__clickAt; })()`,
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return Math.round((await handle.jsonValue()) as number);
}

/** Present, visible, not loading: no status spinner inside. */
const shown = (selector: string, extra = 'true') =>
  `() => { const el = document.querySelector(${JSON.stringify(selector)}); return !!el && el.getClientRects().length > 0 && !el.querySelector('[role=status]') && (el.textContent || '').trim().length > 0 && (${extra}); }`;

interface Interaction {
  name: string;
  kind: 'panel' | 'page';
  user: 'admin' | 'evaluator';
  start: string;
  /** Waits until the start page is ready for the click. */
  prepare: (page: Page) => Promise<void>;
  click: (page: Page) => Promise<void>;
  ready: string;
}

const tab = (name: string): Interaction => ({
  name: `idea page: ${name} tab`,
  kind: 'panel',
  user: 'admin',
  start: `/app/ideas/${IDEA}`,
  prepare: async (page) => {
    await page.getByRole('tab', { name: /^Details/ }).waitFor();
    // a tab other than Details starts from Details; Details itself from History
    if (name === 'Details') {
      await page.getByRole('tab', { name: /^History/ }).click();
      await page.getByRole('tabpanel', { name: /^History/ }).getByRole('status').waitFor({ state: 'detached' });
    }
  },
  click: (page) => page.getByRole('tab', { name: new RegExp(`^${name}`) }).click(),
  ready: shown('[role=tabpanel]:not([hidden]):not([style*="display: none"])', `document.querySelector('[role=tab][aria-selected=true]')?.textContent?.startsWith(${JSON.stringify(name)})`),
});

const INTERACTIONS: Interaction[] = [
  tab('Process'),
  tab('Inquiry'),
  tab('History'),
  tab('Details'),
  {
    name: 'bell',
    kind: 'panel',
    user: 'admin',
    start: '/app',
    prepare: (page) => page.getByTestId('notification-bell').waitFor(),
    click: (page) => page.getByTestId('notification-bell').click(),
    ready: shown('[role=dialog]', `!!document.querySelector('[role=dialog] li, [role=dialog] a, [role=dialog] [data-notification]')`),
  },
  {
    name: 'New Idea (from the ideas list)',
    kind: 'page',
    user: 'admin',
    start: '/app/ideas',
    prepare: (page) => page.getByRole('table').first().waitFor(),
    click: (page) => page.getByRole('link', { name: 'New Idea' }).first().click(),
    ready: `() => { const el = [...document.querySelectorAll('input')].find((i) => i.labels && [...i.labels].some((l) => l.textContent.trim().startsWith('Title'))); return !!el && el.getClientRects().length > 0; }`,
  },
  {
    name: 'My Tasks (from the quick links)',
    kind: 'page',
    user: 'evaluator',
    start: '/app',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Quick links' }).click();
      await page.getByRole('menuitem', { name: 'My Tasks' }).waitFor();
    },
    click: (page) => page.getByRole('menuitem', { name: 'My Tasks' }).click(),
    ready: `() => { const t = document.querySelector('table[aria-label="My Tasks"]'); return !!t && t.getClientRects().length > 0 && t.querySelectorAll('tbody tr').length > 0; }`,
  },
];

async function measure(context: BrowserContext, it: Interaction, cpu: number): Promise<number> {
  const page = await context.newPage();
  try {
    await page.addInitScript(CLICK_CLOCK);
    await page.goto(`${shellUrl}${it.start}`);
    await it.prepare(page);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    return await clickToVisible(page, () => it.click(page), it.ready);
  } finally {
    await page.close();
  }
}

const states: Record<Interaction['user'], SignedInState> = {
  admin: await signIn(browser, 'admin@example.com', DEMO_PASSWORD),
  evaluator: await signIn(browser, 'evaluator@example.com', DEMO_PASSWORD),
};
const results: { name: string; kind: Interaction['kind']; cpu: number; runsMs: number[]; medianMs: number | null; targetMs: number }[] = [];
try {
  for (const cpu of CPU_PROFILES) {
    for (const it of INTERACTIONS.filter((i) => !ONLY || i.name.includes(ONLY))) {
      const context = await browser.newContext({ storageState: states[it.user], locale: 'en-US', bypassCSP: true /* the waits below are evaluated strings */ });
      await context.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
      const runsMs: number[] = [];
      try {
        await measure(context, it, cpu); // warm-up: the HTTP cache, the servers' first answers
        for (let run = 0; run < RUNS; run++) runsMs.push(await measure(context, it, cpu));
      } catch (error) {
        console.error(`${it.name} at ${cpu}x: ${(error as Error).message.split('\n')[0]}`);
      }
      await context.close();
      const base = it.kind === 'panel' ? TARGETS.panel : TARGETS.page;
      const row = { name: it.name, kind: it.kind, cpu, runsMs, medianMs: median(runsMs), targetMs: cpu === 1 ? base : base * TARGETS.slowdownFactor };
      results.push(row);
      console.log(`${cpu}x  ${it.name}: median ${row.medianMs ?? '-'} ms (${runsMs.join(', ')}), target ${row.targetMs}`);
    }
  }
} finally {
  await browser.close();
  await portal.stop();
}

const md = [
  `# Interaction latency (${new Date().toISOString().slice(0, 10)})`,
  '',
  `Click to visible with its data, median of ${RUNS} runs after a warm-up, in headless Chromium; each run opens its start page fresh (warm HTTP cache, cold page). Load average ${loadavg()[0]!.toFixed(1)} at the end (timings are only comparable at low load).`,
  '',
  '| Interaction | CPU | Median ms | Runs ms | Target ms | Met |',
  '|---|---|---|---|---|---|',
  ...results.map((r) => `| ${r.name} | ${r.cpu}x | ${r.medianMs ?? '-'} | ${r.runsMs.join(', ')} | ${r.targetMs} | ${r.medianMs !== null && r.medianMs <= r.targetMs ? 'yes' : 'no'} |`),
  '',
].join('\n');
mkdirSync(`${root}tools/bench/results`, { recursive: true });
writeFileSync(`${root}tools/bench/results/interaction-latency.json`, JSON.stringify({ loadAverage: loadavg()[0], results }, null, 2));
writeFileSync(`${root}tools/bench/results/interaction-latency.md`, md);
console.log(`\n${md}`);
process.exit(0);
