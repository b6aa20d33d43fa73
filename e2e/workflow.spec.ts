import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { signedInPage as as, signIn, setLanguage, submitNewIdea } from './helpers';

/**
 * One idea's whole life on the composed portal, in four browser contexts: the creator submits;
 * the evaluator assesses, assigns themself and moves it to review; asks an expert (the viewer)
 * and the submitter; both answer from their tasks; the evaluator approves with savings and names
 * the admin in charge; the admin marks it implemented; the evaluator accepts and completes it.
 * Tasks, notifications, history and the PDF case file are checked on the way.
 */

test.use({ actionTimeout: 20_000 });

async function openProcess(page: Page, ideaId: string, tab = 'Process') {
  await page.goto(`/app/ideas/${ideaId}`);
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
}

async function pickPerson(page: Page, button: string, search: string, name: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Search by first name, last name or e-mail').fill(search);
  await dialog.getByRole('button', { name: `Add ${name}` }).click();
  if (await dialog.isVisible()) await page.keyboard.press('Escape');
}

/** The status badge next to the idea's title. */
const status = (page: Page, value: string) => expect(page.locator(`main [data-status="${value}"]`).first()).toBeVisible();

async function taskLinks(page: Page) {
  await page.goto('/app/my-page/tasks');
  return page.getByRole('table', { name: 'My Tasks' });
}

test('an idea from submission to completion, four people, tasks, notifications, history and the case file', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const started = Date.now();
  const title = `Heat recovery from the compressors ${Date.now().toString(36)}`;

  // --- The creator submits.
  await signIn(page, 'creator@example.com', '/app/ideas/new');
  const ideaId = await submitNewIdea(
    page,
    { title, problem: 'The compressors blow their waste heat into the hall all winter.', solution: 'A heat exchanger feeds the waste heat into the heating circuit of the offices.' },
    { draftFirst: true },
  );
  await status(page, 'first_assessment');

  // --- An unassigned idea in first assessment is a task of the admins.
  const admin = await as(browser, 'admin@example.com');
  await expect((await taskLinks(admin)).getByRole('link', { name: title })).toBeVisible();

  // --- The evaluator assesses, assigns themself and sends it to review.
  const evaluator = await as(browser, 'evaluator@example.com');
  // In German first: an empty assessment shows the validation texts and changes nothing.
  await setLanguage(evaluator, 'de');
  await openProcess(evaluator, ideaId, 'Prozess');
  await evaluator.getByRole('button', { name: 'Bewertung einreichen' }).click();
  await expect(evaluator.getByText('Mindestens eine Klassifizierung muss ausgewählt werden')).toBeVisible();
  await expect(evaluator.getByText('Bitte geben Sie an, ob die Idee gültig ist')).toBeVisible();
  await status(evaluator, 'first_assessment');
  await setLanguage(evaluator, 'en');
  await openProcess(evaluator, ideaId);
  await evaluator.getByPlaceholder('Choose at least one').click();
  await evaluator.getByRole('option', { name: 'Sustainability' }).click();
  await evaluator.keyboard.press('Escape');
  await evaluator.getByRole('radio', { name: 'Valid idea', exact: true }).check();
  await pickPerson(evaluator, 'Choose assignee', 'Evaluator', 'Eva Evaluator');
  await evaluator.getByText('Review', { exact: true }).first().click();
  await evaluator.getByRole('button', { name: 'Submit Assessment' }).click();
  await status(evaluator, 'review');
  await expect((await taskLinks(evaluator)).getByRole('link', { name: title })).toBeVisible();

  // --- The evaluator (now reviewer) asks an expert and the submitter.
  await openProcess(evaluator, ideaId);
  await pickPerson(evaluator, 'Ask experts', 'Viewer', 'Vera Viewer');
  await evaluator.getByLabel('Note to the experts').fill('Can the heating circuit take the waste heat?');
  await evaluator.getByRole('button', { name: 'Request opinions' }).click();
  await expect(evaluator.getByRole('cell', { name: 'viewer@example.com' })).toBeVisible();
  await evaluator.getByRole('tab', { name: /^Inquiry/ }).click();
  await evaluator.getByLabel('Question').fill('How many compressors run in winter?');
  await evaluator.getByRole('button', { name: 'Send question' }).click();
  await expect(evaluator.getByRole('list', { name: 'Inquiries' }).getByText('How many compressors run in winter?')).toBeVisible();

  // --- The submitter's bell reads it as a question for them, in English and in German.
  await page.goto('/app');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByRole('dialog').getByText('Eva Evaluator has a question for you: "How many compressors run in winter?"')).toBeVisible();
  await page.keyboard.press('Escape');
  await setLanguage(page, 'de');
  await page.goto('/app');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByRole('dialog').getByText('Eva Evaluator hat eine Rückfrage an Sie: „How many compressors run in winter?“')).toBeVisible();
  await page.keyboard.press('Escape');
  await setLanguage(page, 'en');

  // --- The expert sees the task and a notification, and gives the opinion.
  const expert = await as(browser, 'viewer@example.com');
  const expertTasks = await taskLinks(expert);
  await expect(expertTasks.getByRole('link', { name: title })).toBeVisible();
  await expert.getByTestId('notification-bell').click();
  await expect(expert.getByRole('dialog').getByText(title).first()).toBeVisible();
  await expert.keyboard.press('Escape');
  await openProcess(expert, ideaId);
  // The question, who asked and when, above the answer box.
  const question = expert.getByRole('region', { name: /^Asked by Eva Evaluator on / });
  await expect(question.getByText('Can the heating circuit take the waste heat?')).toBeVisible();
  await expert.getByLabel('Your opinion').fill('Technically sound; the heating circuit can take 40 kW.');
  await expert.getByRole('button', { name: 'Save opinion' }).click();
  await expect(expert.getByRole('cell', { name: 'Technically sound; the heating circuit can take 40 kW.' })).toBeVisible();
  await expect((await taskLinks(expert)).getByRole('link', { name: title })).toHaveCount(0);

  // --- The submitter answers the question from their task.
  const creatorTasks = await taskLinks(page);
  await expect(creatorTasks.getByRole('link', { name: title })).toBeVisible();
  await openProcess(page, ideaId, 'Inquiry');
  await page.getByLabel('Your answer').fill('Three, around the clock.');
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByRole('list', { name: 'Inquiries' }).getByText('Three, around the clock.')).toBeVisible();

  // --- The reviewer postpones: not to a day in the past; the panel then says until when and why.
  await openProcess(evaluator, ideaId);
  await evaluator.getByRole('button', { name: 'Postpone decision' }).click();
  const postpone = evaluator.getByRole('dialog', { name: 'Postpone the decision' });
  await postpone.getByLabel(/^Reason category/).click();
  await evaluator.getByRole('option', { name: 'Budget' }).click();
  await postpone.getByLabel(/^Follow-up date/).fill('2020-01-15');
  await postpone.getByRole('button', { name: 'Postpone decision' }).click();
  await expect(postpone.getByText('The date must not be in the past')).toBeVisible();
  await postpone.getByLabel(/^Follow-up date/).fill('2099-06-30');
  await postpone.getByRole('button', { name: 'Postpone decision' }).click();
  await expect(postpone).toBeHidden();
  await expect(evaluator.getByTestId('postponed-notice')).toHaveText(/^Postponed until .*2099: Budget$/);

  // --- The reviewer approves with savings and names the admin in charge.
  await openProcess(evaluator, ideaId);
  await evaluator.locator('label').filter({ hasText: /^Approve$/ }).click();
  await evaluator.getByLabel(/^First-year net savings/).fill('18000');
  await pickPerson(evaluator, 'Choose person in charge', 'Admin', 'Ada Admin');
  await evaluator.getByRole('button', { name: 'Submit review' }).click();
  await status(evaluator, 'implementation');

  // --- The admin, in charge, marks it implemented.
  await expect((await taskLinks(admin)).getByRole('link', { name: title })).toBeVisible();
  await openProcess(admin, ideaId);
  await admin.getByRole('button', { name: 'Mark as implemented' }).click();
  // Irreversible: confirmed first.
  const done = admin.getByRole('dialog', { name: 'Mark the idea as implemented?' });
  await expect(done.getByText(/cannot be undone/)).toBeVisible();
  await done.getByRole('button', { name: 'Mark as implemented' }).click();
  await status(admin, 'final_decision');

  // --- The decision: accepted with realised savings, then completed.
  await openProcess(evaluator, ideaId);
  await evaluator.locator('label').filter({ hasText: /^Accepted$/ }).click();
  await evaluator.getByLabel(/^Reason/).fill('Savings confirmed by controlling.');
  await evaluator.getByLabel(/^Realised savings/).fill('17500');
  await evaluator.getByRole('button', { name: 'Save decision' }).click();
  await status(evaluator, 'accepted');
  await evaluator.reload();
  await evaluator.getByRole('tab', { name: /^Process/ }).click();
  await evaluator.getByRole('button', { name: 'Complete idea' }).click();
  await status(evaluator, 'completed');

  // --- Closed ideas leave everyone's tasks; the history tells the story with labels.
  await expect((await taskLinks(evaluator)).getByRole('link', { name: title })).toHaveCount(0);
  await openProcess(page, ideaId, 'History');
  const history = page.getByRole('tabpanel');
  for (const s of ['first_assessment', 'review', 'implementation', 'final_decision', 'accepted', 'completed']) {
    await expect(history.locator(`[data-status="${s}"]`).first()).toBeVisible();
  }

  // --- The PDF is the case file.
  await page.getByRole('tab', { name: /^Details/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to PDF' }).click();
  const bytes = await readFile((await (await download).path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(bytes.length).toBeGreaterThan(2000);

  console.log(`workflow E2E: ${Math.round((Date.now() - started) / 1000)} s`);
});

test('marking an idea invalid rejects it with the assessment, only after a confirmation', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const title = `Coffee machine on every floor ${Date.now().toString(36)}`;
  // A viewer submits: every employee may.
  await signIn(page, 'viewer@example.com', '/app/ideas/new');
  const ideaId = await submitNewIdea(page, {
    title,
    problem: 'The queue at the only coffee machine takes ten minutes at nine.',
    solution: 'One machine per floor, paid from the social budget.',
  });
  await status(page, 'first_assessment');

  const evaluator = await as(browser, 'evaluator@example.com');
  await openProcess(evaluator, ideaId);
  await evaluator.getByPlaceholder('Choose at least one').click();
  await evaluator.getByRole('option', { name: 'Sustainability' }).click();
  await evaluator.keyboard.press('Escape');
  await evaluator.getByRole('radio', { name: 'Invalid idea', exact: true }).check();
  await evaluator.getByLabel(/^Reason \(invalid idea\)/).fill('Covered by the canteen refurbishment.');
  await evaluator.getByRole('button', { name: 'Submit Assessment' }).click();
  const confirm = evaluator.getByRole('dialog', { name: 'Submit the assessment and reject the idea?' });
  await expect(confirm.getByText(/cannot be undone/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await status(evaluator, 'first_assessment');
  await evaluator.getByRole('button', { name: 'Submit Assessment' }).click();
  await confirm.getByRole('button', { name: 'Submit and reject' }).click();
  await status(evaluator, 'rejected');
});

test('separation of duties: the evaluator does not assess their own idea; the process tab says why (en, de)', async ({ page }) => {
  test.setTimeout(180_000);
  const title = `Shorter changeover on line 4 ${Date.now().toString(36)}`;
  await signIn(page, 'evaluator@example.com', '/app/ideas/new');
  const ideaId = await submitNewIdea(
    page,
    { title, problem: 'A changeover on line 4 takes ninety minutes because the tools are stored far away.', solution: 'A shadow board with every changeover tool next to the line.' },
    { draftFirst: true },
  );

  await openProcess(page, ideaId);
  await expect(page.getByTestId('own-idea-note')).toContainText('You submitted or contribute to this idea, so someone else assesses');
  await expect(page.getByRole('button', { name: 'Submit Assessment' })).toHaveCount(0);
  await setLanguage(page, 'de');
  await openProcess(page, ideaId, 'Prozess');
  await expect(page.getByTestId('own-idea-note')).toContainText('Sie haben diese Idee eingereicht oder wirken an ihr mit');
  await setLanguage(page, 'en');
});
