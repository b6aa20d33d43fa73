import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { signIn } from './helpers';
import { parseCsv } from './support/csv';

// @serial: the list is every idea in review or implementation, and other tests move their ideas
// through those statuses; the rows on screen and in the file must be the same ones.
test("the ideas list's CSV export holds the filtered list's rows, in the list's order", { tag: '@serial' }, async ({ page }) => {
  test.setTimeout(240_000);
  // A filter in the address, as the status filter writes it.
  await signIn(page, 'evaluator@example.com', '/app/ideas?status=review,implementation&sort=title:asc');
  const table = page.getByRole('table', { name: 'Ideas' });
  // The machine may be busy: the list's first page gets a minute.
  await expect(table.getByRole('link').first()).toBeVisible({ timeout: 60_000 });
  // Every page of the list on screen.
  const more = page.getByRole('button', { name: 'Load more' });
  while (await more.isVisible()) {
    const before = await table.getByRole('row').count();
    await more.click();
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(before);
  }
  const onScreen = await table.locator('a[href*="/app/ideas/"]').evaluateAll((links) =>
    links.map((a) => ({ id: decodeURIComponent(new URL((a as HTMLAnchorElement).href).pathname.split('/').pop() ?? ''), title: a.textContent ?? '' })),
  );
  expect(onScreen.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ideas-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(header!.slice(0, 3)).toEqual(['ID', 'Title', 'Status']);
  expect(rows.map((r) => ({ id: r[0], title: r[1] }))).toEqual(onScreen);
  for (const row of rows) expect(['Review', 'Implementation']).toContain(row[2]);
  await expect(page.getByText('The export was downloaded.')).toBeVisible();
});
