import { expect, test } from '@playwright/test';

/**
 * The my-page remote alone: its production build served at the standalone origin with mocked
 * sign-in (Ada Admin by default) and MSW answering the API from the contract fixtures. The mock
 * data start afresh on every page load; the notification read state lives in localStorage.
 */
test.describe('my-page remote (standalone)', () => {
  test('My Page shows the profile card and the watchlist', async ({ page }) => {
    await page.goto('/app/my-page');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada Admin', level: 1 })).toBeVisible();
    const profile = page.getByRole('region', { name: 'Ada Admin' });
    await expect(profile.getByText('Idea Manager')).toBeVisible();
    await expect(profile.getByText('+49 30 1234 001')).toBeVisible();
    await expect(profile.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/app/profile?edit=1');
    const watchlist = page.getByRole('region', { name: 'My Watchlist' });
    await expect(watchlist.getByRole('link', { name: 'Reusable shipping boxes' })).toBeVisible();
    await expect(watchlist.locator('tbody tr')).toHaveCount(5); // the first 5 of 7 followed ideas, each a link to the idea
    await expect(page.getByRole('article', { name: 'Watchlist Items' }).getByTestId('summary-count')).toHaveText('7');
  });

  test('the bell panel lists rows; closing it marks them read and the badge stays gone after reload', async ({ page }) => {
    await page.goto('/app/my-page');
    const bell = page.getByTestId('notification-bell');
    const badge = page.locator('.mantine-Indicator-root', { has: bell }).locator('.mantine-Indicator-indicator');
    await expect(bell).toHaveAccessibleName('Notifications, 5 unread');
    await expect(badge).toHaveText('5');
    await bell.click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByText('Solar panels on the warehouse roof')).toBeVisible();
    await expect(panel.getByText('Eva Evaluator changed the status to Review')).toBeVisible();
    await expect(panel.getByText('5 unread')).toBeVisible();
    await bell.click();
    await expect(panel).toBeHidden();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(badge).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Ada Admin', level: 1 })).toBeVisible();
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');
    await expect(badge).toHaveCount(0);
  });

  test('Unwatch removes the idea from the watched list', async ({ page }) => {
    await page.goto('/app/my-page/watched');
    await expect(page.getByRole('heading', { name: 'My Watched Ideas', level: 1 })).toBeVisible();
    await expect(page.getByText('7 ideas')).toBeVisible();
    await page.getByRole('button', { name: 'Unwatch Reusable shipping boxes' }).click();
    await expect(page.getByText('Unfollowed idea', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reusable shipping boxes' })).toHaveCount(0);
    await expect(page.getByText('6 ideas')).toBeVisible();
    // My Page reads the same watchlist.
    await page.getByRole('link', { name: 'My Page', exact: true }).click();
    await expect(page.getByRole('article', { name: 'Watchlist Items' }).getByTestId('summary-count')).toHaveText('6');
  });

  test('the profile is edited with validation and saved with a toast', async ({ page }) => {
    await page.goto('/app/profile');
    await expect(page.getByRole('link', { name: 'Set up authenticator app' })).toHaveAttribute(
      'href',
      /\/account\/mfa\?lng=en&redirectTo=%2Fapp%2Fprofile$/,
    );
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('region', { name: 'Edit Profile' });
    await form.getByLabel('Phone number').fill('call me');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
    await form.getByLabel('Phone number').fill('+49 89 555 0100');
    await form.getByLabel('Position').fill('Head of Innovation');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    const card = page.getByRole('region', { name: 'Ada Admin' });
    await expect(card.getByText('Head of Innovation')).toBeVisible();
    await expect(card.getByText('+49 89 555 0100')).toBeVisible();
  });
});
