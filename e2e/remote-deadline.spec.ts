import { expect, test } from './support/test';
import { ORIGINS, signIn } from './helpers';

/**
 * A remote that accepts the connection but never answers: after the loader's deadline (8 s for
 * the manifest) the area shows its fallback with Retry, the header widgets show their small
 * fallback, and the rest of the shell keeps working.
 */
test('a remote that never answers shows the fallback with Retry after the deadline', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'creator@example.com', '/app/ideas');

  // Every request to the my-page remote hangs: the route handler never fulfils.
  await page.route(`${ORIGINS.myPage}/**`, () => new Promise<void>(() => {}));
  const started = Date.now();
  await page.goto('/app');
  const fallback = page.getByRole('alert').filter({ hasText: 'This area is unavailable' });
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  expect(Date.now() - started).toBeLessThan(30_000);
  await expect(page.getByText('Loading...')).toHaveCount(0);

  // The bell and the task badge come from the same remote: each shows its own small fallback.
  const widgetFallbacks = page.getByRole('banner').getByRole('alert', { name: 'This area is unavailable' });
  await expect(widgetFallbacks.first()).toBeVisible({ timeout: 30_000 });

  // The rest of the shell works: another area loads from its own remote.
  await page.getByRole('navigation', { name: /main navigation/i }).first().getByRole('link', { name: 'Ideas' }).first().click();
  await expect(page).toHaveURL(/\/app\/ideas$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // Once the remote answers again, Retry loads the area.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('/app/my-page');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(fallback).toHaveCount(0);
});

test('Retry on the fallback loads the area once the remote answers', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'creator@example.com', '/app/ideas');
  await page.route(`${ORIGINS.search}/**`, () => new Promise<void>(() => {}));
  await page.goto('/app/search');
  const fallback = page.getByRole('alert').filter({ hasText: 'This area is unavailable' });
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(fallback).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
