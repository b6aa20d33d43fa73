import { expect, test } from '@playwright/test';

/** The admin remote alone (standalone build at /app/admin and /admin, mocked sign-in as Ada Admin, MSW). */
test.describe('admin remote (standalone)', () => {
  test('the users table sorts and paginates with "Showing X of Y users"', async ({ page }) => {
    await page.goto('/app/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    await expect(page.getByText('Showing 10 of 12 users')).toBeVisible();
    const table = page.getByRole('table', { name: 'User Management' });
    const firstRowName = table.getByRole('row').nth(1).getByRole('cell').first();
    await expect(firstRowName).toContainText('Ada Admin');
    await page.getByRole('button', { name: 'Sort by Name' }).click();
    await expect(firstRowName).toContainText('Victor Viewer');
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByText('Showing 2 of 12 users')).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Showing 10 of 12 users')).toBeVisible();
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '5', exact: true }).click();
    await expect(page.getByText('Showing 5 of 12 users')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 3' })).toBeVisible();
  });

  test('creates a category', async ({ page }) => {
    await page.goto('/app/admin/categories');
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add category' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add category' });
    await dialog.getByLabel(/^Name/).fill('Workplace Safety');
    await dialog.getByLabel(/^German name/).fill('Arbeitssicherheit');
    await dialog.getByLabel('Description').fill('Ideas that prevent accidents');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Category "Workplace Safety" created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: 'View ideas in Workplace Safety' })).toBeVisible();
    await expect(page.getByText('Ideas that prevent accidents')).toBeVisible();
    await expect(page.getByRole('row', { name: /Workplace Safety/ }).getByText('Arbeitssicherheit')).toBeVisible();
  });

  test('deleting a category in use is refused with a clear message', async ({ page }) => {
    await page.goto('/app/admin/categories');
    await page.getByRole('button', { name: 'Delete Sustainability' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete category' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('alert')).toContainText('"Sustainability" is still used by 4 ideas and cannot be deleted.');
  });

  test('saving the settings shows a toast', async ({ page }) => {
    await page.goto('/app/admin/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Demo Corporation');
    await page.getByRole('switch', { name: /Multi-factor authentication required/ }).check({ force: true });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await expect(page.getByText(/Last changed: (?!never)/)).toBeVisible();
  });

  test('adding a user shows the temporary password once', async ({ page }) => {
    await page.goto('/app/admin/users');
    await page.getByRole('button', { name: 'Add New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByLabel('Email').fill('pat.new@example.com');
    await dialog.getByLabel('Given name').fill('Pat');
    await dialog.getByLabel('Family name').fill('New');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const modal = page.getByRole('dialog', { name: 'Temporary password' });
    await expect(modal.getByTestId('temporary-password')).toHaveText(/\S{12,}/);
    await expect(modal.getByText(/must change it at first sign-in/)).toBeVisible();
    await modal.getByRole('button', { name: 'I have noted the password' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Showing 10 of 13 users')).toBeVisible();
  });
});
