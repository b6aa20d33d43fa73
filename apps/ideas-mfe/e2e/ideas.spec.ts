import { expect, test } from '@playwright/test';

/**
 * The ideas remote alone: its production build served at the standalone origin with mocked
 * sign-in (admin by default) and MSW answering the API from the contract fixtures.
 */
test.describe('ideas remote (standalone)', () => {
  test('the list renders the fixture ideas and links to the detail', async ({ page }) => {
    await page.goto('/app/ideas');
    await expect(page.getByRole('heading', { name: 'Ideas', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Solar panels on the warehouse roof' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reusable shipping boxes' })).toBeVisible();
    await page.getByRole('link', { name: 'Solar panels on the warehouse roof' }).click();
    await expect(page).toHaveURL(/\/app\/ideas\/idea-1$/);
  });

  test('the detail shows comments, and posting one shows "Comment Created"', async ({ page }) => {
    await page.goto('/app/ideas/idea-1');
    await expect(page.getByRole('heading', { name: 'Solar panels on the warehouse roof', level: 1 })).toBeVisible();
    const comments = page.getByRole('region', { name: /Comments/ });
    await expect(comments.getByText('Do we know the load capacity of the roof?')).toBeVisible();
    await expect(comments.getByText('Yes, a structural check was done last year: it is fine.')).toBeVisible();
    await comments.getByLabel('Your comment').fill('Standalone comment from Playwright');
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByText('Comment Created')).toBeVisible();
    await expect(comments.getByText('Standalone comment from Playwright')).toBeVisible();
    await expect(page.getByText('business-case.pdf')).toBeVisible();
    await expect(page.getByText('Unknown size')).toBeVisible();
  });

  test('the form suggests similar ideas and warns before leaving unsaved', async ({ page }) => {
    await page.goto('/app/ideas/new');
    await page.getByLabel(/^Title/).fill('Solar panels for the parking roof');
    const panel = page.getByTestId('similar-ideas');
    await expect(panel.getByRole('link', { name: 'Solar panels on the warehouse roof' })).toBeVisible();
    await page.getByRole('link', { name: 'Ideas', exact: true }).first().click();
    await expect(page.getByRole('dialog', { name: 'Unsaved changes' })).toBeVisible();
    await page.getByRole('button', { name: 'Stay on page' }).click();
    await expect(page).toHaveURL(/\/app\/ideas\/new$/);
  });

  test('German texts (?lng=de)', async ({ page }) => {
    await page.goto('/app/ideas/idea-2?lng=de');
    await expect(page.getByRole('button', { name: 'Als PDF exportieren' })).toBeVisible();
    await expect(page.getByText('Keine Kommentare gefunden')).toBeVisible();
  });
});
