import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1): files one after another. Two
    // keep both cores busy (the API suites wait on PostgreSQL and start PGlite; each file has its
    // own databases and servers on free ports). VITEST_MAX_WORKERS overrides.
    maxWorkers: process.env.VITEST_MAX_WORKERS ?? 2,
    projects: [
      {
        test: {
          name: 'pure',
          environment: 'node',
          // One module graph per worker, not per file: 34 -> 16 s (no test keeps module state).
          isolate: false,
          include: ['libs/{contracts,domain,server}/src/**/*.test.ts', 'tools/**/*.test.{ts,mjs}'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // One module graph per worker, not per file: the API is imported and the migrated PGlite
          // and PostgreSQL templates are built once per worker instead of once per file; measured
          // back to back on a quiet machine 296 -> 176 s. Each file still opens its own databases
          // and servers. (The web project keeps isolation: eight of its tests depend on it.)
          isolate: false,
          include: ['apps/{api,identity}/{src,test}/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['libs/{platform,ui,testing}/src/**/*.test.{ts,tsx}', 'apps/{shell,ideas-mfe,my-page-mfe,search-mfe,admin-mfe}/src/**/*.test.{ts,tsx}'],
          setupFiles: ['libs/testing/src/vitest-setup.ts'],
          // Page-level tests render a whole remote in jsdom; on a busy 2-core runner 5 s is far too
          // tight (and a test waits up to 20 s for one element: asyncUtilTimeout in vitest-setup.ts).
          // Ceilings only: a passing test ends when its last element shows.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
