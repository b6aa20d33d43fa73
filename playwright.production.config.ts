import { defineConfig, devices } from '@playwright/test';

/**
 * The production layout test (tools/production/layout.spec.ts): haproxy, two API and two identity
 * processes on a fresh PostgreSQL database, s3rver and the static builds, started by the spec
 * itself (it kills and restarts instances). Needs `npm run build`, PostgreSQL at 127.0.0.1:5432
 * (TEST_DATABASE_URL) and haproxy (HAPROXY_PATH, default /usr/sbin/haproxy). Its ports are
 * E2E_PORT_BASE + 200 onwards, so it never meets the composed portal of the main config.
 */
// Workers load this file again with the runner's environment: shift the base only once.
process.env.LAYOUT_PORT_BASE ??= String(Number(process.env.E2E_PORT_BASE ?? 5000) + 200);
process.env.E2E_PORT_BASE = process.env.LAYOUT_PORT_BASE;

export default defineConfig({
  testDir: 'tools/production',
  testMatch: 'layout.spec.ts',
  timeout: 240_000,
  expect: { timeout: 15_000 },
  workers: 1,
  reporter: [['list'], ['json']],
  outputDir: 'test-results/playwright-production',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${process.env.E2E_PORT_BASE}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
