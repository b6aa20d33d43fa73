import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { signedInPage, signIn } from './helpers';

/**
 * The ideas core on the composed portal (real API + identity): a creator writes, saves, submits,
 * attaches and adds a contributor; a viewer comments, follows and likes; the creator replies;
 * history, PDF export and a stale second tab (409) are checked.
 */

// A one-page PDF and a 1x1 PNG made in the test.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('ideas core: write, submit, attach, collaborate, comment, follow, like, history, export, 409', async ({ page, browser }) => {
  test.setTimeout(Number(process.env.IDEAS_E2E_TIMEOUT ?? 240_000));
  const stamp = Date.now().toString(36);
  const title = `Predictive maintenance for the moulding presses ${stamp}`;

  // --- The form's contract checks are not part of the page's first load; they load when the form is
  // first used, and a too-short title gets the contracts' text.
  const checks: string[] = [];
  page.on('request', (request) => {
    if (/\/contract-checks\.[0-9a-f]+\.js$/.test(request.url())) checks.push(request.url());
  });
  await signIn(page, 'creator@example.com', '/app/ideas/new');
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
  expect(checks).toEqual([]);
  await page.getByLabel(/^Title/).fill('ab');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();
  expect(checks).toHaveLength(1);

  // --- The creator writes an idea and sees a similar one suggested.
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Problem statement/).fill('Unplanned downtime of the moulding machines costs us many hours every month.');
  await expect(page.getByTestId('similar-ideas').getByRole('link', { name: /Predictive maintenance/ }).first()).toBeVisible();

  // --- Who may see it and the banner are radio groups: "Named people" brings the people picker
  // (its code loads then), "Image URL" the URL field; both set back before the idea is saved.
  await page.getByRole('radio', { name: 'Named people' }).check();
  await expect(page.getByText('People who may see the idea')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add person' })).toBeVisible();
  await page.getByRole('radio', { name: 'Whole organisation' }).check();
  await expect(page.getByRole('button', { name: 'Add person' })).toBeHidden();
  await page.getByRole('radio', { name: 'Image URL' }).check();
  await expect(page.getByRole('textbox', { name: 'Image URL' })).toBeVisible();
  await page.getByRole('radio', { name: 'No banner' }).check();
  await expect(page.getByRole('textbox', { name: 'Image URL' })).toBeHidden();

  // --- Leaving with unsaved text asks first; Stay keeps the page and the text.
  await page.getByRole('banner').getByRole('link', { name: 'Ideas', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on page' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/app\/ideas\/new$/);
  await expect(page.getByLabel(/^Title/)).toHaveValue(title);

  // --- Saves a draft (POST /ideas), lands on its edit page, completes and submits it.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved').first()).toBeVisible();
  await expect(page).toHaveURL(/\/app\/ideas\/[^/]+\/edit$/);
  const ideaId = page.url().split('/').at(-2)!;
  await expect(page.getByRole('heading', { name: 'Edit Idea' })).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toHaveValue(title);
  await page.getByLabel(/^Proposed solution/).fill('Retrofit vibration sensors and alert the maintenance team before bearings fail.');
  await page.getByPlaceholder('Choose a category').click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Submit idea' }).click();
  await expect(page.getByText('Idea submitted')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/app/ideas/${ideaId}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('FIRST ASSESSMENT').first()).toBeVisible();

  // --- Attaches a PDF and an image at once.
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'business-case.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'sketch.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByText('2 files uploaded')).toBeVisible();
  await expect(page.getByText('business-case.pdf')).toBeVisible();
  await expect(page.getByText('sketch.png')).toBeVisible();

  // --- Adds a contributor through the user search.
  await page.getByRole('button', { name: 'Add contributor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contributor' });
  await dialog.getByLabel('Search by first name, last name or e-mail').fill('Evaluator');
  await dialog.getByRole('button', { name: 'Add Eva Evaluator' }).click();
  await expect(page.getByText('Contributor added')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Contributors' }).getByText('Eva Evaluator')).toBeVisible();

  // --- A viewer comments, follows and likes it.
  const viewer = await signedInPage(browser, 'viewer@example.com', `/app/ideas/${ideaId}`);
  await expect(viewer.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const viewerComments = viewer.getByRole('region', { name: /Comments/ });
  await expect(viewerComments.getByText('No Comments Found')).toBeVisible();
  await viewerComments.getByLabel('Your comment').fill('Count me in for the pilot on line 2.');
  await viewerComments.getByRole('button', { name: 'Post comment' }).click();
  await expect(viewer.getByText('Comment Created')).toBeVisible();
  await viewer.getByRole('button', { name: 'Follow' }).click();
  await expect(viewer.getByText('Following idea')).toBeVisible();
  await viewer.getByRole('button', { name: /^0 likes, Like$/ }).click();
  await expect(viewer.getByText('You like this idea')).toBeVisible();
  await expect(viewer.getByRole('button', { name: '1 like, Unlike' })).toBeVisible();

  // --- The creator replies.
  await page.reload();
  const comments = page.getByRole('region', { name: /Comments/ });
  const thread = comments.getByRole('listitem').filter({ hasText: 'Count me in for the pilot on line 2.' }).first();
  await thread.getByRole('button', { name: 'Reply' }).first().click();
  await thread.getByRole('textbox').fill('Great, line 2 it is.');
  await thread.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByText('Reply Posted')).toBeVisible();
  await viewer.reload();
  await expect(viewer.getByText('Great, line 2 it is.')).toBeVisible();

  // --- The history tab lists each step.
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('tabpanel');
  await expect(history.getByText('FIRST ASSESSMENT').first()).toBeVisible();
  await expect(history.getByText('Idea created', { exact: true })).toBeVisible();
  await expect(history.getByText('Attachment', { exact: true }).first()).toBeVisible();
  await expect(history.getByText('Status changed', { exact: true }).first()).toBeVisible();
  await expect(history.getByText(/business-case\.pdf/).first()).toBeVisible();
  await expect(history.getByText(/sketch\.png/).first()).toBeVisible();
  await expect(history.getByText(/Eva Evaluator/).first()).toBeVisible();
  await expect(history.getByText(/Count me in for the pilot/).first()).toBeVisible();

  // --- The PDF export downloads a PDF.
  await page.getByRole('tab', { name: 'Details' }).click();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to PDF' }).click();
  const download = await downloadPromise;
  await expect(page.getByText('Export completed')).toBeVisible();
  expect(download.suggestedFilename()).toBe(`${title}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // --- A second tab's stale edit gets the 409 message, keeping the typed text.
  const tabA = await page.context().newPage();
  const tabB = await page.context().newPage();
  await tabA.goto(`/app/ideas/${ideaId}/edit`);
  await tabB.goto(`/app/ideas/${ideaId}/edit`);
  await expect(tabA.getByLabel(/^Title/)).toHaveValue(title);
  await expect(tabB.getByLabel(/^Title/)).toHaveValue(title);
  await tabA.getByLabel(/^Location/).fill('Augsburg');
  await tabA.getByRole('button', { name: 'Save changes' }).click();
  await expect(tabA.getByText('Changes saved')).toBeVisible();
  await tabB.getByLabel(/^Location/).fill('Munich, hall 3');
  await tabB.getByRole('button', { name: 'Save changes' }).click();
  const conflict = tabB.getByTestId('version-conflict');
  await expect(conflict).toContainText('This idea was changed by someone else. Reload to see the latest version — your text is kept below.');
  await expect(tabB.getByLabel(/^Location/)).toHaveValue('Munich, hall 3');
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(tabB.getByLabel(/^Location/)).toHaveValue('Augsburg');
  await expect(conflict.getByLabel('Your text')).toHaveValue(/Munich, hall 3/);
});
