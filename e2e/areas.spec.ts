import { expect, test, type Page } from './support/test';
import { signIn, setLanguage } from './helpers';

/**
 * The composed portal (real API, identity provider and database) through the my-page and admin
 * remotes: real counts, My Ideas, My Tasks and user management, each as the matching demo user.
 */

/** The four summary cards' numbers once they have loaded. */
async function summaryCounts(page: Page) {
  const counts = page.getByRole('region', { name: 'Summary' }).getByTestId('summary-count');
  await expect(counts).toHaveCount(4);
  return counts.allTextContents();
}

test('creator: the dashboard shows real counts and My Ideas lists the ideas', async ({ page }) => {
  await signIn(page, 'creator@example.com', '/app');
  await expect(page.getByText('Welcome back, Chris Creator!')).toBeVisible();
  const [ideasCreated, watchlist, tasks, notifications] = await summaryCounts(page);
  for (const n of [ideasCreated, watchlist, tasks, notifications]) expect(n).toMatch(/^\d+\+?$/);
  // Not the spec's sample placeholders (4, 2, 3): the creator submitted 5 of the seeded ideas
  // (and contributes to more, which My Ideas lists but "Ideas Created" does not count).
  expect(Number(ideasCreated)).toBeGreaterThanOrEqual(5);

  await page.getByRole('link', { name: 'View All Ideas' }).click();
  await expect(page).toHaveURL(/\/app\/my-ideas$/);
  await expect(page.getByRole('heading', { name: 'My Ideas', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'My Ideas' });
  await expect(list.getByRole('link', { name: 'Predictive maintenance for the injection moulding machines' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Digitale Schichtübergabe per Tablet' })).toBeVisible();
  // The list holds the submitted ideas and those the creator contributes to.
  expect(await list.getByRole('listitem').count()).toBeGreaterThan(Number(ideasCreated));
  await list.getByRole('link', { name: 'Predictive maintenance for the injection moulding machines' }).click();
  await expect(page.getByRole('heading', { name: 'Predictive maintenance for the injection moulding machines', level: 1 })).toBeVisible();
});

test('evaluator: My Tasks lists the ideas assigned to them', async ({ page }) => {
  await signIn(page, 'evaluator@example.com', '/app/my-page/tasks');
  await expect(page.getByRole('heading', { name: 'My Tasks', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'My Tasks' });
  await expect(table.getByRole('link', { name: 'Chatbot for first-level customer questions' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Predictive maintenance for the injection moulding machines' })).toBeVisible();
  // Other tests give the evaluator tasks meanwhile: the rows, the total and the header badge agree
  // once the list has refreshed.
  await expect(async () => {
    const rows = await table.locator('tbody tr').count();
    expect(rows).toBeGreaterThanOrEqual(10);
    await expect(page.getByText(new RegExp(`\\b${rows} open tasks`))).toBeVisible({ timeout: 2_000 });
    // The header badge counts the same tasks.
    await expect(page.getByTestId('task-badge')).toHaveText(rows > 99 ? '99+' : String(rows), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});

test('admin: user management lists the demo users and a role change shows a toast', async ({ page }) => {
  await signIn(page, 'admin@example.com', '/app/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  const table = page.getByRole('table', { name: 'User Management' });
  for (const email of ['admin@example.com', 'evaluator@example.com', 'creator@example.com', 'viewer@example.com']) {
    await expect(table.getByRole('cell', { name: email, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/^Showing (\d+) of \1 users$/)).toBeVisible();

  // A non-demo user: change the role, then change it back.
  const row = () => table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'anna.becker@example.com', exact: true }) });
  const before = (await row().getByRole('cell').nth(2).textContent())!.trim();
  const other = before === 'Reviewer' ? 'Creator' : 'Reviewer';
  const changeRole = async (to: string) => {
    await row().getByRole('button', { name: 'Edit Anna Becker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit user Anna Becker' });
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: to, exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User saved').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row().getByRole('cell').nth(2)).toHaveText(to);
  };
  await changeRole(other);
  await changeRole(before);
});

test('admin: German user management fits 1280 px, every row action visible without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin@example.com', '/app');
  await setLanguage(page, 'de');
  await page.goto('/app/admin/users');
  const table = page.getByRole('table', { name: 'Benutzerverwaltung' });
  const deactivate = table.getByRole('button', { name: 'Deaktivieren Anna Becker' });
  await expect(deactivate).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  const overflow = await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The icon's name is also its tooltip.
  await deactivate.hover();
  await expect(page.getByRole('tooltip', { name: 'Deaktivieren' })).toBeVisible();
});
