import { globSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

const webFiles = ['libs/{platform,ui,testing}/src/**/*.test.{ts,tsx}', 'apps/{shell,ideas-mfe,my-page-mfe,search-mfe,admin-mfe}/src/**/*.test.{ts,tsx}'];
/**
 * Web test files that need a module graph of their own: those that replace modules (vi.mock and
 * the like: a module another file already imported would stay replaced, or stay real) and those
 * that say so in a comment `// vitest: own module graph` (they test what a module does when it
 * first loads: i18n before init, caches, lazy code not yet fetched).
 */
const ownModuleGraph = webFiles
  .flatMap((pattern) => globSync(pattern))
  .filter((file) => /\bvi\.(mock|doMock|unmock|resetModules|stubGlobal|stubEnv)\(|\/\/ vitest: own module graph/.test(readFileSync(file, 'utf8')));

const web = {
  environment: 'jsdom' as const,
  include: webFiles,
  setupFiles: ['libs/testing/src/vitest-setup.ts'],
  // Page-level tests render a whole remote in jsdom; on a busy 2-core runner 5 s is far too
  // tight (and a test waits up to 20 s for one element: asyncUtilTimeout in vitest-setup.ts).
  // Ceilings only: a passing test ends when its last element shows.
  testTimeout: 60_000,
};

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
          // and servers.
          isolate: false,
          include: ['apps/{api,identity}/{src,test}/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...web,
          name: 'web',
          // One module graph per worker, not per file: 202 -> 105 s for the web files on a quiet
          // machine. A file that mocks modules or tests what a module does when it first loads
          // gets its own graph (below).
          isolate: false,
          exclude: [...configDefaults.exclude, ...ownModuleGraph],
          setupFiles: [...web.setupFiles, 'libs/testing/src/vitest-setup-shared-graph.ts'],
        },
      },
      {
        test: { ...web, name: 'web-isolated', include: ownModuleGraph },
      },
    ],
  },
});
