import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'pure',
          environment: 'node',
          include: ['libs/{contracts,domain,server}/src/**/*.test.ts', 'tools/**/*.test.{ts,mjs}'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/{api,identity}/{src,test}/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['libs/{platform,ui,testing}/src/**/*.test.{ts,tsx}', 'apps/{shell,ideas-mfe,my-page-mfe,search-mfe,admin-mfe}/src/**/*.test.{ts,tsx}'],
          setupFiles: ['libs/testing/src/vitest-setup.ts'],
          // Page-level tests render a whole remote in jsdom; on a busy 2-core runner 5 s is too tight.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
