import { expect, test } from '@playwright/test';

/** The search remote alone (standalone build, mocked sign-in as Ada Admin, MSW fixtures). */
test.describe('search remote (standalone)', () => {
  test('search pool cards navigate to their areas', async ({ page }) => {
    await page.goto('/app/search');
    await expect(page.getByRole('heading', { name: 'Search Pool', level: 1 })).toBeVisible();
    const masterData = page.getByRole('region', { name: 'Master Data' });
    await masterData.getByRole('link', { name: 'User', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/users$/);
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await page.goBack();
    await page.getByRole('region', { name: 'Master Data' }).getByRole('link', { name: 'Organizational Units' }).click();
    await expect(page).toHaveURL(/\/app\/organization-units$/);
    await expect(page.getByRole('heading', { name: 'Organizational Units', level: 1 })).toBeVisible();
    await expect(page.getByText('Engineering')).toBeVisible();
    await page.goBack();
    await page.getByRole('region', { name: 'Search', exact: true }).getByRole('link', { name: 'Ideas Search' }).click();
    await expect(page).toHaveURL(/\/app\/search\?sort=date$/);
  });

  test('searches ideas by category and person, narrows with a facet, keeps the state in the URL', async ({ page }) => {
    await page.goto('/app/search');
    await page.getByRole('searchbox', { name: 'Search ideas' }).fill('Sustainability');
    await expect(page).toHaveURL(/q=Sustainability/);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    const total = Number((await page.getByRole('status').filter({ hasText: /ideas?$/ }).textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(0);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const firstStatus = filters.getByRole('group', { name: 'Status' }).getByRole('checkbox').first();
    await firstStatus.click();
    await expect(page).toHaveURL(/status=/);
    const narrowed = Number((await page.getByRole('status').filter({ hasText: /ideas?$/ }).textContent())?.match(/\d+/)?.[0]);
    expect(narrowed).toBeLessThanOrEqual(total);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search ideas' })).toHaveValue('Sustainability');
    await expect(filters.getByRole('group', { name: 'Status' }).getByRole('checkbox').first()).toBeChecked();

    await page.goto('/app/search');
    await page.getByRole('searchbox', { name: 'Search ideas' }).fill('Ada');
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search ideas' }).fill('solar');
    await expect(results.locator('mark', { hasText: 'Solar' }).first()).toBeVisible();
  });

  test('the user directory filters', async ({ page }) => {
    await page.goto('/app/users');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(page.getByText('12 of 12 users')).toBeVisible();
    await page.getByLabel('Family name').fill('Müller');
    await expect(page.getByText('1 of 1 users')).toBeVisible();
    await expect(table.getByText('Jonas Müller')).toBeVisible();
    await expect(table.getByText('Ada Admin')).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByText('12 of 12 users')).toBeVisible();
    await page.getByLabel('Position').fill('manager');
    await expect(page.getByText('2 of 2 users')).toBeVisible();
    await expect(table.getByText('Ada Admin')).toBeVisible();
    await expect(table.getByText('Olga Ops')).toBeVisible();
  });

  test('key indicators show the figures the API counted, filtered in the address', async ({ page }) => {
    await page.goto('/app/indicators');
    await expect(page.getByRole('heading', { name: 'Key Indicators', level: 1 })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Submitted ideas' })).toContainText(/Submitted ideas\s*13\b/);
    await expect(page.getByRole('article', { name: 'In progress' })).toContainText(/\d+/);
    await expect(page.getByRole('article', { name: 'Implementation rate' })).toContainText(/\d+ %/);
    await expect(page.getByRole('article', { name: 'Rejection rate' })).toContainText(/\d+ %/);
    await expect(page.getByRole('region', { name: 'Ideas per category' }).getByText('Sustainability')).toBeVisible();
    await page.getByLabel('Submitted from').fill('2999-01-01');
    await expect(page).toHaveURL(/\/app\/indicators\?from=2999-01-01$/);
    await expect(page.getByText('No submitted ideas match these filters.')).toBeVisible();
  });
});
