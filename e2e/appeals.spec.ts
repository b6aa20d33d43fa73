import { expect, test, type Page } from './support/test';
import { setLanguage, signedInPage, signIn, submitNewIdea, workflowStep } from './helpers';

/**
 * Appeals and priority on the composed portal (issue 39). An appeal: the evaluator rejects a
 * creator's idea, the creator appeals in German with a reason, the idea manager (the admin) finds
 * the task in My Tasks, upholds it after confirming, and the creator sees the outcome. Priority:
 * the evaluator marks the creator's later idea as a duplicate of the earlier one, in the Process
 * tab; a refusal shows its message, and both ideas show the link.
 */
test.use({ actionTimeout: 20_000 });

const newIdea = async (page: Page, title: string) => {
  await page.goto('/app/ideas/new');
  return submitNewIdea(page, { title, problem: 'Forklifts queue at the only charging station every shift change.', solution: 'A second charging station at the north gate.' });
};

test('a rejected idea: the creator appeals in German, the idea manager upholds it from My Tasks, the creator sees the outcome', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const title = `Second charging station ${run}`;
  const reason = `Die Wartezeiten kosten jede Schicht 40 Minuten (${run}).`;
  const decision = `The waiting times are confirmed by the shift logs (${run}).`;

  // --- The creator submits; the evaluator rejects it.
  await signIn(page, 'creator@example.com', '/app/ideas/new');
  const ideaId = await newIdea(page, title);
  const evaluator = await signedInPage(browser, 'evaluator@example.com');
  await workflowStep(evaluator, ideaId, '/rejection', { reason: 'One station is enough for the fleet.' });

  // --- The creator appeals in German, with a reason (an empty one is refused first).
  await setLanguage(page, 'de');
  await page.goto(`/app/ideas/${ideaId}`);
  await page.getByRole('button', { name: 'Einspruch gegen die Ablehnung' }).click();
  await page.getByRole('button', { name: 'Einspruch einlegen' }).click();
  await expect(page.getByText('Bitte geben Sie eine Begründung an')).toBeVisible();
  await page.getByRole('textbox', { name: /^Begründung/ }).fill(reason);
  await page.getByRole('button', { name: 'Einspruch einlegen' }).click();
  await expect(page.getByText('Einspruch eingelegt; das Ideenmanagement entscheidet darüber')).toBeVisible();
  const appeals = page.getByRole('list', { name: 'Einsprüche zu dieser Idee' });
  await expect(appeals.getByText(reason)).toBeVisible();
  await expect(appeals.getByText('Entscheidung ausstehend')).toBeVisible();

  // --- The idea manager has the task and opens the idea from it.
  const manager = await signedInPage(browser, 'admin@example.com', '/app/my-page/tasks');
  const taskRow = manager
    .getByRole('table', { name: 'My Tasks' })
    .getByRole('row')
    .filter({ hasText: 'Decide an appeal' })
    .filter({ has: manager.getByRole('link', { name: title }) });
  await expect(taskRow).toHaveCount(1);
  await taskRow.getByRole('link', { name: title }).click();
  await expect(manager).toHaveURL(new RegExp(`/app/ideas/${ideaId}$`));

  // --- Upheld with a reason, after confirming (Cancel first changes nothing).
  const item = manager.getByRole('list', { name: 'Appeals of this idea' }).getByRole('listitem').filter({ hasText: reason });
  await item.getByRole('button', { name: 'Decide the appeal of Chris Creator' }).click();
  await item.getByRole('radio', { name: 'Upheld' }).check();
  await item.getByRole('textbox', { name: /^Reason for the decision/ }).fill(decision);
  await item.getByRole('button', { name: 'Decide' }).click();
  let dialog = manager.getByRole('dialog', { name: 'Decide the appeal?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(item.getByRole('radio', { name: 'Upheld' })).toBeChecked();
  await item.getByRole('button', { name: 'Decide' }).click();
  dialog = manager.getByRole('dialog', { name: 'Decide the appeal?' });
  await dialog.getByRole('button', { name: 'Decide' }).click();
  await expect(manager.getByText('Decision on the appeal saved')).toBeVisible();
  await expect(item.getByText('Upheld')).toBeVisible();

  // --- The task is gone; the creator sees the outcome and the idea back in assessment.
  await manager.goto('/app/my-page/tasks');
  await expect(manager.getByRole('heading', { name: 'My Tasks' })).toBeVisible();
  await expect(taskRow).toHaveCount(0);
  await page.reload();
  await expect(appeals.getByText('Stattgegeben')).toBeVisible();
  await expect(appeals.getByText(decision)).toBeVisible();
  await expect(page.locator('main [data-status="first_assessment"]').first()).toBeVisible();
});

test('priority: the evaluator marks a later idea as a duplicate of the earlier one; both show the link', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const earlierTitle = `Charging slots by booking ${run}`;
  const laterTitle = `Book the charging station ${run}`;

  await signIn(page, 'creator@example.com', '/app/ideas/new');
  const earlierId = await newIdea(page, earlierTitle);
  const laterId = await newIdea(page, laterTitle);

  const evaluator = await signedInPage(browser, 'evaluator@example.com');
  await evaluator.goto(`/app/ideas/${earlierId}?tab=process`);
  await evaluator.getByRole('button', { name: 'Mark as duplicate' }).click();
  let dialog = evaluator.getByRole('dialog', { name: 'Mark as a duplicate of an earlier idea?' });
  // The earlier idea cannot duplicate the later one: the API's message shows, nothing changes.
  await dialog.getByRole('textbox', { name: /^Earlier idea/ }).fill(laterId);
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Same booking scheme.');
  await dialog.getByRole('button', { name: 'Mark as duplicate' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The other idea was not submitted before this one; only an earlier submission has priority.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await evaluator.goto(`/app/ideas/${laterId}?tab=process`);
  await evaluator.getByRole('button', { name: 'Mark as duplicate' }).click();
  dialog = evaluator.getByRole('dialog', { name: 'Mark as a duplicate of an earlier idea?' });
  await dialog.getByRole('textbox', { name: /^Earlier idea/ }).fill(earlierId);
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill(`Same booking scheme as ${earlierId}.`);
  await dialog.getByRole('button', { name: 'Mark as duplicate' }).click();
  await expect(evaluator.getByText('Marked as a duplicate; the idea is closed')).toBeVisible();
  await expect(evaluator.locator('main [data-status="rejected"]').first()).toBeVisible();
  // The Process tab says why it is closed, and which earlier idea has priority.
  await expect(evaluator.getByTestId('closed-as-duplicate').getByRole('link', { name: earlierTitle })).toBeVisible();
  await expect(evaluator.getByText('The process of this idea has not started yet.')).toHaveCount(0);

  // --- The creator sees the link on both ideas' Details tab.
  await page.goto(`/app/ideas/${laterId}`);
  const facts = page.getByRole('complementary').filter({ hasText: 'Duplicate of' });
  await expect(facts.getByRole('link', { name: earlierTitle })).toBeVisible();
  await page.goto(`/app/ideas/${earlierId}`);
  await expect(page.getByRole('complementary').filter({ hasText: 'Duplicates' }).getByRole('link', { name: laterTitle })).toBeVisible();
});
