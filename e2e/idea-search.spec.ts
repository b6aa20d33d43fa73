import { expect, test } from './support/test';
import { signIn } from './helpers';

/**
 * The idea search on the composed portal (real API, seeded demo data): a category and a person's
 * name find ideas with highlighted matches, a facet narrows, and the state survives a reload.
 */
test('idea search: category and person find ideas, a facet narrows, the URL keeps the state', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'viewer@example.com', '/app/search');
  const box = page.getByRole('searchbox', { name: 'Search ideas' });
  const results = page.getByRole('list', { name: 'Search results' });
  const count = async () => Number((await page.getByRole('status').filter({ hasText: /\d+ ideas?$/ }).textContent())?.match(/\d+/)?.[0]);

  await box.fill('Sustainability');
  await expect(page).toHaveURL(/q=Sustainability/);
  await expect(results.getByRole('link', { name: 'Fahrradleasing für alle Mitarbeitenden' })).toBeVisible();
  const total = await count();
  expect(total).toBeGreaterThan(3);
  // The word was found in the category, which the line under the title marks.
  await expect(results.getByRole('listitem').filter({ hasText: 'Fahrradleasing für alle Mitarbeitenden' }).locator('mark', { hasText: 'Sustainability' })).toBeVisible();

  const statuses = page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Status' });
  await statuses.getByRole('checkbox', { name: /^Accepted \(\d+\)$/i }).click();
  await expect(page).toHaveURL(/status=accepted/);
  await expect.poll(count).toBeLessThan(total);
  await page.reload();
  await expect(box).toHaveValue('Sustainability');
  await expect(statuses.getByRole('checkbox', { name: /^Accepted/i })).toBeChecked();

  await page.goto('/app/search');
  await box.fill('Özlem');
  await expect(results.getByRole('link', { name: 'Solar panels on the warehouse roof' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Heat recovery from the hardening furnace' })).toBeVisible();
  // Submitted by her: her name is marked; she only contributed: the hit says where the name was found.
  await expect(results.getByRole('listitem').filter({ hasText: 'Solar panels on the warehouse roof' }).locator('mark', { hasText: 'Özlem Kaya' })).toBeVisible();
  await expect(results.getByRole('listitem').filter({ hasText: 'Heat recovery from the hardening furnace' }).getByText('Also found in: Contributors')).toBeVisible();
  await box.fill('Ozlem');
  await expect.poll(count).toBe(5);

  await box.fill('solar');
  await expect(results.locator('mark', { hasText: 'Solar' }).first()).toBeVisible();

  // Two words in different parts of an idea: each is marked where it stands (the second only in the solution).
  await box.fill('solar photovoltaic');
  const solar = results.getByRole('listitem').filter({ hasText: 'Solar panels on the warehouse roof' });
  await expect(solar.locator('mark', { hasText: 'Solar' }).first()).toBeVisible();
  await expect(solar.locator('mark', { hasText: 'photovoltaic' })).toBeVisible();
});
