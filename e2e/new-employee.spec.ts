import { expect, test } from './support/test';
import { askQuestion, expectInBell, registerAndLand, signedInPage, submitNewIdea } from './helpers';

/**
 * A new employee's first idea on the composed portal: self-registration (unit picked from the
 * tenant's list, the mailed code), signed in right away, the idea submitted; an evaluator asks
 * a question on it and the new employee's bell reads it as a question for them, in English and
 * in German.
 */
test.use({ actionTimeout: 20_000 });

test('a new employee registers, submits an idea and reads the evaluator\'s question in the bell', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  await registerAndLand(page, `e2e-journey-${run}@example.com`, { path: '/app/ideas/new', firstName: 'Nina', lastName: 'Neu' });
  const ideaId = await submitNewIdea(page, {
    title: `Bike racks at the north gate ${run}`,
    problem: 'Bikes are locked to the fence at the north gate because there is no rack.',
    solution: 'Twenty covered racks next to the gatehouse.',
  });

  const evaluator = await signedInPage(browser, 'evaluator@example.com');
  const question = 'How many colleagues come by bike in summer?';
  await askQuestion(evaluator, ideaId, question);

  await expectInBell(page, `Eva Evaluator has a question for you: "${question}"`);

  // The same notification in German, after the language switch.
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByRole('dialog').getByText(`Eva Evaluator hat eine Rückfrage an Sie: „${question}“`)).toBeVisible();
});
