import { defineConfig, devices } from '@playwright/test';

/**
 * Composed E2E: the whole portal (API, identity, PGlite in memory, shell and remotes) on ports
 * 5000-5004 / 5010 / 5011, so a portal started with `npm start` on the default ports can keep
 * running. Per-remote tests: each remote's build served standalone (mocked auth + MSW) on 5101-5104.
 */
const PORTAL_ENV = {
  SHELL_PORT: '5000',
  IDEAS_MFE_PORT: '5001',
  MY_PAGE_MFE_PORT: '5002',
  SEARCH_MFE_PORT: '5003',
  ADMIN_MFE_PORT: '5004',
  API_PORT: '5010',
  IDENTITY_PORT: '5011',
  DATA_DIR: 'memory://e2e',
  SEED: 'true',
};

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  },
};

const remote = (name: string, port: number) => ({
  name,
  testDir: `apps/${name}/e2e`,
  use: { ...chromium, baseURL: `http://localhost:${port}` },
});

export default defineConfig({
  timeout: 60_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list'], ['json']],
  outputDir: 'test-results/playwright',
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    remote('ideas-mfe', 5101),
    remote('my-page-mfe', 5102),
    remote('search-mfe', 5103),
    remote('admin-mfe', 5104),
    { name: 'composed', testDir: 'e2e', use: { ...chromium, baseURL: 'http://localhost:5000' } },
  ],
  webServer: [
    {
      command: 'tsx tools/server/portal.ts',
      url: 'http://localhost:5010/health',
      env: PORTAL_ENV,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
    },
    {
      command: 'tsx tools/server/standalone-remotes.ts',
      url: 'http://localhost:5104/mf-manifest.json',
      env: { STANDALONE_BASE_PORT: '5100' },
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
