import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { setLanguage, signIn } from './helpers';
import { parseCsv } from './support/csv';

/** A figure card's value, by the card's name. */
const figure = (page: Page, name: string) => page.getByRole('article', { name }).getByTestId('figure-value');

/** Downloads a chart's table as CSV (by the button's name) and reads it. */
async function csvOf(page: Page, button: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  return parseCsv(await readFile((await download.path())!, 'utf8'));
}

test('the Key Indicators page shows lead time and implementation rate in English and German, and its CSV has the same numbers', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'evaluator@example.com', '/app/indicators');
  const rate = figure(page, 'Implementation rate');
  // The machine may be busy: the page's figures get a minute.
  await expect(rate).toHaveText(/^\d+(\.\d)? %$/, { timeout: 60_000 });
  const lead = figure(page, 'Lead time to decision (median)');
  await expect(lead).toHaveText(/^\d+(\.\d)? working days$/);
  const rateValue = (await rate.textContent())!.replace(' %', '');
  const leadValue = (await lead.textContent())!.replace(' working days', '');

  // The CSV behind the per-unit chart: the "All units" row holds the implementation rate.
  const [unitHeader, ...unitRows] = await csvOf(page, 'Download as CSV: Participation and implementation per unit');
  const rateColumn = unitHeader!.indexOf('Implementation rate');
  expect(unitRows.find((r) => r[0] === 'All units')?.[rateColumn]).toBe(rateValue);
  // The CSV behind the stages chart: the lead time to decision over all units.
  const [stageHeader, ...stageRows] = await csvOf(page, 'Download as CSV: Lead time per stage and unit (median working days)');
  const median = stageHeader!.indexOf('Median (working days)');
  expect(stageRows.find((r) => r[0] === 'Lead time to decision (median)' && r[1] === 'All units')?.[median]).toBe(leadValue);
  // Every stage has its row, and the chart is drawn.
  expect(stageRows.some((r) => r[0] === 'Review' && r[1] === 'All units')).toBe(true);
  await expect(page.getByTestId('figures-stages-chart').locator('svg').first()).toBeVisible();

  // In German: the same numbers, with a decimal comma.
  await setLanguage(page, 'de');
  await page.reload();
  const german = (v: string) => v.replace('.', ',');
  await expect(figure(page, 'Umsetzungsquote')).toHaveText(`${german(rateValue)} %`, { timeout: 60_000 });
  await expect(figure(page, 'Durchlaufzeit bis zur Entscheidung (Median)')).toHaveText(`${german(leadValue)} Arbeitstage`);
  // The evaluator sees the whole tenant: the tasks overdue now; the premiums paid are the idea manager's.
  await expect(figure(page, 'Überfällige Aufgaben (jetzt)')).toHaveText(/^\d+$/);
  await expect(page.getByRole('article', { name: 'Gezahlte Prämien' })).toHaveCount(0);
});

test('the idea manager sees the tasks overdue now (the demo reviews began weeks ago) and the premiums paid', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@example.com', '/app/indicators');
  await expect(figure(page, 'Overdue tasks now')).toHaveText(/^[1-9]\d*$/, { timeout: 60_000 });
  await expect(page.getByRole('article', { name: 'Overdue tasks now' })).toContainText(/Today, whatever the period: .*Review \d+/);
  await expect(figure(page, 'Premiums paid')).toHaveText(/^€[\d,]+$/);
  // Overdue now, whatever the period: a period long past still has them (other specs may finish a task meanwhile, so no equality).
  await page.goto('/app/indicators?from=2000-01-01&to=2000-01-31');
  await expect(figure(page, 'Overdue tasks now')).toHaveText(/^[1-9]\d*$/, { timeout: 60_000 });
  // No premium was paid in January 2000.
  await expect(figure(page, 'Premiums paid')).toHaveText('€0');
  await expect(page.getByRole('table', { name: 'Premiums paid per month of release' })).toHaveCount(0);
});
