import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * The composed specs' `test`: Playwright's, plus one rule. A browser context a test opens itself
 * (`browser.newContext()`, as `signedInPage` does for a second person) is closed when the test
 * ends, as Playwright closes the test's own `context`. Left open, its pages stayed in the worker
 * for the rest of the run, their bells polling the API, and a failing test's screenshots showed
 * other tests' pages.
 */
export const test = base.extend<{ closeOpenedContexts: void }>({
  closeOpenedContexts: [
    // After `context`, so the test's own context (Playwright closes it) is among those before.
    async ({ browser, context }, use) => {
      void context;
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().filter((c) => !before.has(c)).map((c) => c.close()));
    },
    { auto: true },
  ],
});
