import { expect, test } from './support/test';
import { setLanguage, signedInPage } from './helpers';

/**
 * Deadlines on the composed portal. The demo data is seeded relative to now: the evaluator's
 * reviews and final decisions began weeks ago, so they are overdue by the default periods, and
 * the reminder job (run by the API as it starts) has escalated them to the idea manager (the
 * admin). The evaluator sees them first and marked overdue, in English and German, with the
 * overdue count in the header; the admin sees the escalation and reassigns the review.
 */

test.use({ actionTimeout: 20_000 });

test('an overdue task shows as overdue in English and German, first, and counted in the header', async ({ browser }) => {
  const evaluator = await signedInPage(browser, 'evaluator@example.com', '/app/my-page/tasks');
  let table = evaluator.getByRole('table', { name: 'My Tasks' });
  const first = table.getByRole('row').nth(1);
  await expect(first).toHaveAttribute('data-due-state', 'overdue');
  await expect(first.getByText('Overdue', { exact: true })).toBeVisible();
  await expect(evaluator.getByTestId('task-overdue-badge')).toBeVisible();
  await expect(evaluator.getByTestId('task-overdue-badge')).toHaveAttribute('aria-label', /overdue task/);

  await setLanguage(evaluator, 'de');
  await evaluator.reload();
  table = evaluator.getByRole('table', { name: 'Meine Aufgaben' });
  await expect(table.getByRole('row').nth(1).getByText('Überfällig', { exact: true })).toBeVisible();
  await expect(evaluator.getByTestId('task-overdue-badge')).toHaveAttribute('aria-label', /überfällige Aufgabe/);
  await setLanguage(evaluator, 'en');
});

test('the idea manager sees the escalation and reassigns the review, which ends it', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await signedInPage(browser, 'admin@example.com', '/app/my-page/tasks');
  const table = admin.getByRole('table', { name: 'My Tasks' });
  const escalation = table.getByRole('row').filter({ hasText: 'Escalation: see to it or reassign' }).filter({ hasText: 'Overdue task: Review' }).first();
  await expect(escalation).toBeVisible({ timeout: 60_000 });
  await expect(escalation).toHaveAttribute('data-due-state', 'overdue');
  const title = (await escalation.getByRole('link').textContent())!;
  await escalation.getByRole('link').click();
  await expect(admin).toHaveURL(/tab=process/);

  await admin.getByRole('button', { name: 'Reassign', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reassign the review' });
  await dialog.getByRole('button', { name: 'Choose reviewer' }).click();
  // The picker closes itself on a choice; an Escape while it fades would close the reassign dialog.
  const picker = admin.getByRole('dialog', { name: 'Choose reviewer' });
  await picker.getByLabel('Search by first name, last name or e-mail').fill('Sabine');
  await picker.getByRole('button', { name: /^Add Sabine/ }).click();
  await expect(picker).toBeHidden();
  await expect(dialog.getByText(/Sabine/).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Reassign', exact: true }).click();
  await expect(dialog).toBeHidden();

  await admin.goto('/app/my-page/tasks');
  const after = admin.getByRole('table', { name: 'My Tasks' });
  await expect(after.getByRole('row').filter({ hasText: 'Overdue task: Review' }).filter({ hasText: title })).toHaveCount(0);
});
