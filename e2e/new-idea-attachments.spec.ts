import { expect, test } from './support/test';
import { signIn } from './helpers';

/** The new-idea form takes files: they upload right after the draft is created, before the submit. */

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a creator adds a file on the new-idea form, submits, and finds it on the idea page', async ({ page }) => {
  const title = `Digital mail room ${Date.now().toString(36)}`;
  await signIn(page, 'creator@example.com', '/app/ideas/new');
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Problem statement/).fill('Paper forms get lost between the departments every week.');
  await page.getByLabel(/^Proposed solution/).fill('Scan the post at the entrance and route it digitally to the teams.');
  await page.getByPlaceholder('Choose a category').click();
  await page.getByRole('option').first().click();

  const files = page.getByRole('group', { name: 'Attachments' });
  await files.locator('input[type="file"]').setInputFiles([
    { name: 'process-map.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
  ]);
  await expect(files.getByText('Uploads when you save or submit')).toBeVisible();
  // A refused type is said at once, next to the file, and never sent.
  await expect(files.getByRole('alert')).toContainText('This file type is not allowed');
  await files.getByRole('button', { name: 'Remove tool.exe' }).click();
  await expect(files.getByText('tool.exe')).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit idea' }).click();
  await expect(page.getByText('Idea submitted')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/ideas\/[^/]+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('FIRST ASSESSMENT').first()).toBeVisible();
  const attachments = page.getByRole('region', { name: 'Attachments' });
  await expect(attachments.getByText('process-map.pdf')).toBeVisible();
  await expect(attachments.getByRole('button', { name: 'Download process-map.pdf' })).toBeVisible();
});
