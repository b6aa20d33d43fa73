import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { accessToken as token, ORIGINS, signedInPage as as, signIn, setLanguage, submitNewIdea, workflowStep as step } from './helpers';
import { pdfText } from './support/pdf-text';

/**
 * The premium of a suggestion scheme on the composed portal (issue 39): the idea manager edits
 * the premium rules in German (a new version from today); an idea with 20,000 EUR first-year
 * savings and 1,500 EUR implementation costs (18,500 EUR net) is reviewed and decided; the
 * submitter sees the premium of 4,625 EUR with its derivation; the idea manager agrees and the
 * works council approves, which releases it; the case file the submitter downloads carries it.
 */

test.use({ actionTimeout: 20_000 });

async function openProcess(page: Page, ideaId: string, tab = 'Process') {
  await page.goto(`/app/ideas/${ideaId}`);
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
}

test('premium rules in German, a decided idea shows 4,625 EUR and its derivation, four eyes release it', async ({ page, browser }) => {
  test.setTimeout(300_000);

  // --- The idea manager (the admin) edits the premium rules in German: a new version from today.
  const manager = await as(browser, 'admin@example.com');
  await setLanguage(manager, 'de');
  await manager.goto('/app/admin/premium-rules');
  await expect(manager.getByRole('heading', { name: 'Prämienregeln', level: 1 })).toBeVisible();
  await expect(manager.getByLabel('Prozentsatz des Netto-Nutzens im ersten Jahr').first()).toHaveValue('25 %');
  // Amounts as German writes them: 25.000 (thousands with a dot), not 25,000.
  await expect(manager.getByLabel('Höchstprämie').first()).toHaveValue('25.000');
  // Tiers that leave a gap are refused with a clear message.
  await manager.getByRole('button', { name: 'Stufe hinzufügen' }).click();
  await manager.getByRole('button', { name: 'Stufe hinzufügen' }).click();
  await manager.getByLabel('Bis').first().fill('5000');
  await manager.getByLabel('Von').nth(1).fill('6000');
  await manager.getByRole('button', { name: 'Als neue Version speichern' }).click();
  await expect(manager.getByText('Die Stufen lassen eine Lücke', { exact: false }).first()).toBeVisible();
  await manager.getByRole('button', { name: 'Änderungen verwerfen' }).click();
  await manager.getByLabel('Anerkennungsprämie (gültige, nicht umgesetzte Idee)').fill('40');
  await manager.getByRole('button', { name: 'Als neue Version speichern' }).click();
  await expect(manager.getByText('Prämienregeln gespeichert')).toBeVisible();
  await expect(manager.getByTestId('premium-rule-versions').getByRole('row').nth(1)).toContainText('gültig');

  // --- The creator submits an idea; the evaluator assesses it (through the API) and reviews it in the form.
  await signIn(page, 'creator@example.com', '/app/ideas/new');
  const title = `Compressed-air leak hunt ${Date.now().toString(36)}`;
  const ideaId = await submitNewIdea(page, { title, problem: 'Leaks in the compressed-air network waste energy around the clock.', solution: 'A quarterly ultrasonic leak hunt with tagged repairs.' });
  const evaluator = await as(browser, 'evaluator@example.com');
  await step(evaluator, ideaId, '/assessment/submit', { classification: ['process'], isValidIdea: true, statusAfterAssignment: 'review', assigneeId: 'u-evaluator' });
  await openProcess(evaluator, ideaId);
  await evaluator.locator('label').filter({ hasText: /^Approve$/ }).click();
  await evaluator.getByLabel('Benefit calculation', { exact: true }).click();
  await evaluator.getByRole('option', { name: 'Calculable', exact: true }).click();
  await evaluator.getByLabel(/^First-year savings/).fill('20000');
  await evaluator.getByLabel(/^Implementation costs/).fill('1500');
  await expect(evaluator.getByTestId('premium-net')).toContainText('18,500');
  await evaluator.getByRole('button', { name: 'Submit review' }).click();
  await expect(evaluator.locator('main [data-status="implementation"]').first()).toBeVisible();
  await step(evaluator, ideaId, '/implementation/done', {});
  await step(evaluator, ideaId, '/decision', { decision: 'accepted', reason: 'Saves energy every day.' });

  // --- The submitter sees the premium and how it is calculated.
  await openProcess(page, ideaId);
  const panel = page.getByTestId('panel-premium');
  await expect(panel.getByTestId('premium-amount')).toHaveText('€4,625.00');
  await expect(panel.getByTestId('premium-derivation')).toContainText('Net first-year benefit: savings €20,000.00 - implementation costs €1,500.00');
  await expect(panel.getByTestId('premium-derivation')).toContainText('25 % of €18,500.00');
  await expect(panel.getByTestId('premium-status')).toHaveText('Proposed');

  // --- Four eyes: the idea manager agrees (in German), the works council approves: released.
  await openProcess(manager, ideaId, 'Prozess');
  const managerPanel = manager.getByTestId('panel-premium');
  await expect(managerPanel.getByTestId('premium-amount')).toHaveText(/4\.625,00\s€/);
  await managerPanel.getByRole('button', { name: 'Prämie zustimmen' }).click();
  await manager.getByRole('dialog', { name: 'Der Prämie zustimmen?' }).getByRole('button', { name: 'Prämie zustimmen' }).click();
  await expect(managerPanel.getByTestId('premium-status')).toHaveText('Zugestimmt (wartet auf die zweite Zustimmung)');

  // The works council: the demo accounts with a password have none, so the admin gives the evaluator the function for this test (and takes it back).
  const functions = async (list: string[]) => {
    const res = await manager.request.put(`${ORIGINS.api}/admin/users/u-evaluator/functions`, { headers: { authorization: `Bearer ${await token(manager)}` }, data: { functions: list } });
    expect(res.ok(), await res.text()).toBe(true);
  };
  await functions(['worksCouncil']);
  const council = evaluator;
  await openProcess(council, ideaId);
  const councilPanel = council.getByTestId('panel-premium');
  await councilPanel.getByRole('button', { name: 'Approve as works council' }).click();
  await council.getByRole('dialog', { name: 'Agree to the premium?' }).getByRole('button', { name: 'Approve as works council' }).click();
  await expect(councilPanel.getByTestId('premium-status')).toHaveText('Released');
  await expect(councilPanel.getByTestId('premium-shares')).toContainText('€4,625.00');
  await functions([]);

  // --- The case file the submitter downloads carries the premium and its derivation.
  await page.goto(`/app/ideas/${ideaId}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to PDF' }).click();
  const caseFile = await pdfText(await readFile((await (await download).path())!));
  expect(caseFile).toContain('Net first-year benefit: savings €20,000.00 - implementation costs €1,500.00');
  expect(caseFile).toMatch(/Amount: €4,625\.00/);
  expect(caseFile).toContain('Released');

  // --- Someone without a part in it sees no premium.
  const viewer = await as(browser, 'viewer@example.com');
  await viewer.goto(`/app/ideas/${ideaId}`);
  await expect(viewer.getByRole('tab', { name: /^Details/ })).toBeVisible();
  // a viewer has no Process tab (where the premium shows) and the page shows no premium anywhere
  await expect(viewer.getByRole('tab', { name: /^Process/ })).toHaveCount(0);
  await expect(viewer.getByTestId('panel-premium')).toHaveCount(0);
});
