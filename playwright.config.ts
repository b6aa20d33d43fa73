import { defineConfig, devices } from '@playwright/test';
import { E2E_PORTS, ORIGINS } from './e2e/support/ports';
import { REMOTE_KEYS, REMOTES } from './libs/contracts/src/remotes';

/**
 * Composed E2E: the whole portal (API, identity, PGlite in memory, shell and remotes) on ports
 * 5000-5004 / 5010 / 5011, so a portal started with `npm start` on the default ports can keep
 * running. Per-remote tests: each remote's build served standalone (mocked auth + MSW) on
 * 5101-5104. E2E_PORT_BASE moves all of them.
 *
 * Workers (E2E_WORKERS, default 3): every test runs in parallel with the others, the composed ones
 * too (`fullyParallel`): they share one seeded portal, so each makes its own ideas and accounts (a
 * stamp in the title or e-mail), puts back what it changes on shared seed data, and counts nothing
 * another test may change at the same time. A file whose tests depend on each other says
 * `test.describe.configure({ mode: 'serial' })`; a test that needs the portal to itself (it counts
 * what others change, or changes what others count) carries the tag `@serial` and runs in
 * `composed-serial`, after `composed` has finished, one test at a time. The accessibility matrix
 * (`composed-a11y`: read-only scans, one test per role, language and part) runs beside them.
 */
const PORTAL_ENV = {
  SHELL_PORT: String(E2E_PORTS.shell),
  ...Object.fromEntries(REMOTE_KEYS.map((k) => [REMOTES[k].portEnv, String(E2E_PORTS[k])])),
  API_PORT: String(E2E_PORTS.api),
  IDENTITY_PORT: String(E2E_PORTS.identity),
  DATA_DIR: 'memory://e2e',
  SEED: 'true',
  // One browser signs in as four people in quick succession from one address.
  API_RATE_LIMIT: 'off',
  NODE_ENV: 'test',
  // The E2E tests read mailed codes from the developer outbox (loopback only; off unless set).
  IDENTITY_DEV_OUTBOX: 'true',
};

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  },
};

const composed = { ...chromium, baseURL: ORIGINS.shell };

const remote = (name: string, port: number) => ({
  name,
  testDir: `apps/${name}/e2e`,
  fullyParallel: true,
  use: { ...chromium, baseURL: `http://localhost:${port}` },
});

export default defineConfig({
  // Ceilings, not waits: a test goes on as soon as what it waits for shows, so on an idle machine
  // these cost nothing; on a busy one (three browsers and the portal on two cores) a page can take
  // many seconds to show, and only a real failure waits this long.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  retries: process.env.CI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  reporter: [['list'], ['json']],
  outputDir: 'test-results/playwright',
  // A trace is recorded when a failed test runs again (CI retries once), not on every first run:
  // recording one (DOM snapshots and a screencast of every step) took about half the CPU of a run,
  // measured on 13 composed tests, 3 workers, quiet machine: 3.3 -> 1.8 min (the workflow test
  // 95 -> 50 s). `--trace on` records them anyway.
  use: { trace: 'on-first-retry', screenshot: 'only-on-failure' },
  projects: [
    // Two phases (Playwright starts a project after all of the phase before it). First the tests
    // that may change what others count, with the per-remote tests (standalone servers, quick)
    // queued after them to fill the workers while the last long composed tests finish. Then those
    // that count it alone (`@serial`, one worker) beside the accessibility scans (read-only): the
    // serial tests no longer run at the very end with the other workers idle.
    { name: 'composed', testDir: 'e2e', testIgnore: 'a11y.spec.ts', grepInvert: /@serial/, fullyParallel: true, use: composed },
    ...REMOTE_KEYS.map((k) => remote(REMOTES[k].app, E2E_PORTS.standalone[k])),
    { name: 'composed-serial', testDir: 'e2e', testIgnore: 'a11y.spec.ts', grep: /@serial/, workers: 1, dependencies: ['composed'], use: composed },
    { name: 'composed-a11y', testDir: 'e2e', testMatch: 'a11y.spec.ts', fullyParallel: true, dependencies: ['composed'], use: composed },
  ],
  webServer: [
    {
      command: 'tsx tools/server/portal.ts',
      url: `${ORIGINS.api}/health`,
      env: PORTAL_ENV,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
    },
    {
      command: 'tsx tools/server/standalone-remotes.ts',
      url: `http://localhost:${E2E_PORTS.standalone.admin}/mf-manifest.json`,
      env: { STANDALONE_BASE_PORT: String(E2E_PORTS.standaloneBase) },
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
