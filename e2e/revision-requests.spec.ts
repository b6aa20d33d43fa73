import { expect, test } from './support/test';
import { expectInBell, signedInPage, signIn } from './helpers';

/**
 * Revision requests on the composed portal: a contributor asks for a change of an idea that can
 * no longer be edited; the assessor finds it in My Tasks, answers it on the idea's Details tab,
 * the task goes away and the contributor's bell reads the answer.
 */
test.use({ actionTimeout: 20_000 });

// idea-002 (seed): in implementation, Chris Creator contributes, Eva Evaluator assessed it.
const IDEA = { id: 'idea-002', title: 'Digitale Schichtübergabe per Tablet' };

test('the assessor answers a revision request from My Tasks on the Details tab, and the task goes away', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const message = `Please name the tablet model in the idea (${run}).`;
  const answer = `The tablet model is now in the solution text (${run}).`;

  // --- A contributor asks for the change (the idea is past first assessment).
  await signIn(page, 'creator@example.com', `/app/ideas/${IDEA.id}/edit`);
  await page.getByLabel(/^Requested change/).fill(message);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Revision request sent')).toBeVisible();

  // --- The assessor has the task; it opens the idea where the request is answered.
  const evaluator = await signedInPage(browser, 'evaluator@example.com', '/app/my-page/tasks');
  const taskRow = evaluator
    .getByRole('table', { name: 'My Tasks' })
    .getByRole('row')
    .filter({ hasText: 'Answer a revision request' })
    .filter({ has: evaluator.getByRole('link', { name: IDEA.title }) });
  await expect(taskRow).toHaveCount(1);
  await taskRow.getByRole('link', { name: IDEA.title }).click();
  await expect(evaluator).toHaveURL(new RegExp(`/app/ideas/${IDEA.id}$`));
  const request = evaluator.getByRole('list', { name: 'Revision requests of this idea' }).getByRole('listitem').filter({ hasText: message });
  await expect(request.getByText('Awaiting answer')).toBeVisible();
  await request.getByRole('button', { name: 'Answer the revision request of Chris Creator' }).click();
  await request.getByLabel(/^Your answer/).fill(answer);
  await request.getByRole('button', { name: 'Send answer' }).click();
  await expect(evaluator.getByText('Answer sent')).toBeVisible();
  await expect(request.getByText(answer)).toBeVisible();
  await expect(request.getByText(/^Eva Evaluator answered on /)).toBeVisible();
  await expect(request.getByRole('button', { name: /^Answer/ })).toHaveCount(0);

  // --- The task is gone; the contributor reads the answer in the bell.
  await evaluator.goto('/app/my-page/tasks');
  await expect(evaluator.getByRole('heading', { name: 'My Tasks' })).toBeVisible();
  await expect(taskRow).toHaveCount(0);
  await expectInBell(page, `Eva Evaluator answered your revision request: "${answer}"`);
});
