import { expect, test } from './support/test';
import { setLanguage, signedInPage, submitNewIdea, workflowStep } from './helpers';

/**
 * Deputies on the composed portal (issue 40). Eva Evaluator has a first assessment; she sets her
 * absence with Vera Viewer as deputy in her profile. Vera sees Eva's task in My Tasks marked as
 * done for Eva, and assesses it in the Process tab; Eva reads in the History tab who acted for her, then ends the
 * absence (after confirming) and the task leaves Vera's list. @serial: while Eva is away, her new
 * tasks go to Vera, which other tests that count Eva's tasks would notice.
 */

test.use({ actionTimeout: 20_000 });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('an absent evaluator’s deputy sees and works her task, named as deputy; ending the absence takes it back @serial', async ({ browser }) => {
  test.setTimeout(240_000);
  const title = `Deputy check ${Date.now()}`;
  const creator = await signedInPage(browser, 'creator@example.com', '/app/ideas/new');
  const ideaId = await submitNewIdea(creator, { title, problem: 'Pallets block the fire exit in hall 2 every Monday.', solution: 'A marked pallet zone next to the loading bay.' });
  const admin = await signedInPage(browser, 'admin@example.com', '/app');
  await workflowStep(admin, ideaId, '/assignment', { assigneeId: 'u-evaluator' });

  // Eva: Absence and deputy in her profile.
  const eva = await signedInPage(browser, 'evaluator@example.com', '/app/profile');
  const form = eva.getByRole('form', { name: 'Absence and deputy' });
  await form.getByLabel(/First day away/).fill(day(-1));
  await form.getByLabel(/Last day away/).fill(day(3));
  await form.getByLabel('Find a deputy').fill('Vera');
  await form.getByRole('button', { name: 'Choose Vera Viewer as deputy' }).click();
  await form.getByRole('button', { name: 'Save absence' }).click();
  await expect(form.getByTestId('absence-status')).toContainText('Vera Viewer stands in for you');

  // Vera: Eva's task, marked, in English and German.
  const vera = await signedInPage(browser, 'viewer@example.com', '/app/my-page/tasks');
  let row = vera.getByRole('table', { name: 'My Tasks' }).getByRole('row').filter({ hasText: title });
  await expect(row.getByTestId('task-for-person')).toHaveText('As deputy for Eva Evaluator');
  await setLanguage(vera, 'de');
  await vera.reload();
  row = vera.getByRole('table', { name: 'Meine Aufgaben' }).getByRole('row').filter({ hasText: title });
  await expect(row.getByTestId('task-for-person')).toHaveText('In Vertretung für Eva Evaluator');
  await setLanguage(vera, 'en');
  await vera.reload();
  // Vera, no evaluator herself, assesses from the task's link (the Process tab) as Eva would.
  await vera.getByRole('table', { name: 'My Tasks' }).getByRole('link', { name: title }).click();
  await expect(vera).toHaveURL(/tab=process/);
  await vera.getByPlaceholder('Choose at least one').click();
  await vera.getByRole('option', { name: 'Sustainability' }).click();
  await vera.keyboard.press('Escape');
  await vera.getByRole('radio', { name: 'Valid idea', exact: true }).check();
  await vera.getByRole('button', { name: 'Submit Assessment' }).click();
  await expect(vera.getByText('First Assessment submitted successfully')).toBeVisible();

  // Eva reads who acted for her.
  await eva.goto(`/app/ideas/${ideaId}`);
  await eva.getByRole('tab', { name: 'History' }).click();
  await expect(eva.getByText('by Vera Viewer, as deputy for Eva Evaluator').first()).toBeVisible();

  // Eva ends the absence, confirming; the task leaves Vera's list.
  await eva.goto('/app/profile');
  await eva.getByRole('button', { name: 'End absence' }).click();
  const dialog = eva.getByRole('dialog', { name: 'End your absence?' });
  await dialog.getByRole('button', { name: 'End absence' }).click();
  await expect(dialog).toBeHidden();
  await expect(eva.getByTestId('absence-status')).toHaveCount(0);
  await vera.goto('/app/my-page/tasks');
  await expect(vera.getByRole('heading', { name: 'My Tasks' })).toBeVisible();
  await expect(vera.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});
