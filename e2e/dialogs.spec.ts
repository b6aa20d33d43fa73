import { expect as baseExpect, test, type Locator, type Page } from './support/test';
import { signIn } from './helpers';
import { logPointer, pointerLog } from './support/pointer-log';

// The machine may be shared and slow: three times the usual time for each test and each wait.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

/**
 * Dialog sequences on every page with more than one dialog: a second, different dialog opens
 * after the first was closed (by Cancel or by its own action), without a reload. Real pointer
 * clicks (move, press, release), as a person makes them: the deferred overlays chunk loads on the
 * first one, and the buttons must keep working after it arrived.
 */

test.beforeEach(({ page }) => logPointer(page));

/** Waits for what a press should bring; when it does not come, the test has what the page saw of the press (a rare failure under load). */
async function after(page: Page, button: Locator, expectation: Promise<void>) {
  await expectation.catch(async (error: unknown) => {
    await test.info().attach('pointer log', { body: `${await button.boundingBox().then(JSON.stringify, String)}\n${await pointerLog(page)}` });
    throw error;
  });
}

/** Presses a button, expects the dialog it opens (by its title) to show its content, returns it. */
async function opens(page: Page, button: Locator, title: string | RegExp) {
  await button.click();
  const dialog = page.getByRole('dialog', { name: title });
  await after(page, button, expect(dialog).toBeVisible());
  // Not an empty container: the dialog's own buttons are there.
  await expect(dialog.getByRole('button').first()).toBeVisible();
  return dialog;
}

/** Presses the dialog's Cancel, expects no dialog after. */
async function cancels(page: Page, dialog: Locator) {
  const cancel = dialog.getByRole('button', { name: 'Cancel', exact: true });
  await cancel.click();
  await after(page, cancel, expect(dialog).toBeHidden());
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('admin user management', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@example.com', '/app/admin/users');
    await expect(page.getByRole('button', { name: 'Edit Eva Evaluator' })).toBeVisible();
  });

  test('Edit, Cancel, then Deactivate opens its confirmation; Cancel, then Edit opens the form', async ({ page }) => {
    const edit = page.getByRole('button', { name: 'Edit Eva Evaluator' });
    const deactivate = page.getByRole('button', { name: 'Deactivate Eva Evaluator' });
    await cancels(page, await opens(page, edit, /Edit user/));
    await cancels(page, await opens(page, deactivate, /Deactivate user/));
    await cancels(page, await opens(page, edit, /Edit user/));
    await cancels(page, await opens(page, page.getByRole('button', { name: 'Deactivate Chris Creator' }), /Deactivate user/));
  });

  test('Deactivate first, then Edit, then Functions, then Add user', async ({ page }) => {
    await cancels(page, await opens(page, page.getByRole('button', { name: 'Deactivate Eva Evaluator' }), /Deactivate user/));
    await cancels(page, await opens(page, page.getByRole('button', { name: 'Edit Eva Evaluator' }), /Edit user/));
    const functions = await opens(page, page.getByRole('button', { name: 'Functions Eva Evaluator' }), 'Functions of Eva Evaluator');
    await cancels(page, functions);
    await cancels(page, await opens(page, page.getByRole('button', { name: 'Add New User' }), 'Add New User'));
    await cancels(page, await opens(page, page.getByRole('button', { name: 'Deactivate Eva Evaluator' }), /Deactivate user/));
  });
});

test.describe('search pool saved searches', () => {
  test('Rename, Cancel, Delete; Rename (done), Delete; Delete, Cancel, Rename; Save search between', async ({ page }) => {
    await signIn(page, 'viewer@example.com', '/app/search?q=dialog-sequence');
    // Two saved searches to work on.
    for (const name of ['Dialogs one', 'Dialogs two']) {
      const save = await opens(page, page.getByRole('button', { name: 'Save search' }), 'Save this search');
      await save.getByRole('textbox', { name: 'Name' }).fill(name);
      await save.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(save).toBeHidden();
      await expect(page.getByRole('listitem', { name })).toBeVisible();
    }
    // The rows render before the overlays chunk is there (as on a fresh visit): their tooltips load it on the first pointer.
    await page.reload();
    await expect(page.getByRole('listitem', { name: 'Dialogs two' })).toBeVisible();
    const rename = (name: string) => page.getByRole('button', { name: `Rename "${name}"` });
    const remove = (name: string) => page.getByRole('button', { name: `Delete "${name}"` });

    await cancels(page, await opens(page, rename('Dialogs one'), 'Rename saved search'));
    await cancels(page, await opens(page, remove('Dialogs one'), 'Delete saved search?'));

    // Rename (done), then Delete at once.
    const renaming = await opens(page, rename('Dialogs one'), 'Rename saved search');
    await renaming.getByRole('textbox', { name: 'Name' }).fill('Dialogs first');
    await renaming.getByRole('button', { name: 'Rename', exact: true }).click();
    await expect(renaming).toBeHidden();
    await expect(page.getByRole('listitem', { name: 'Dialogs first' })).toBeVisible();
    const deleting = await opens(page, remove('Dialogs first'), 'Delete saved search?');
    await deleting.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(deleting).toBeHidden();
    await expect(page.getByRole('listitem', { name: 'Dialogs first' })).toHaveCount(0);

    // Delete, Cancel, then Rename; then Save search (a third kind of dialog), then Delete.
    await cancels(page, await opens(page, remove('Dialogs two'), 'Delete saved search?'));
    await cancels(page, await opens(page, rename('Dialogs two'), 'Rename saved search'));
    await cancels(page, await opens(page, page.getByRole('button', { name: 'Save search' }), 'Save this search'));
    const last = await opens(page, remove('Dialogs two'), 'Delete saved search?');
    await last.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(last).toBeHidden();
    await expect(page.getByRole('listitem', { name: 'Dialogs two' })).toHaveCount(0);
  });
});

// A 1x1 PNG made in the test.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('idea page: attachment, contributor and comment dialogs one after another; Save changes returns to the idea', async ({ page }) => {
  const title = `Dialog sequences on the idea page ${Date.now().toString(36)}`;
  await signIn(page, 'creator@example.com', '/app/ideas/new');
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Problem statement/).fill('Dialogs must open one after another without a reload.');
  await page.getByLabel(/^Proposed solution/).fill('Test every page with more than one dialog in a real browser.');
  await page.getByPlaceholder('Choose a category').click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Submit idea' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles([{ name: 'dialog-sketch.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(page.getByText('dialog-sketch.png')).toBeVisible();
  // The upload has ended (its progress, above the next button, is gone).
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const add = await opens(page, page.getByRole('button', { name: 'Add contributor' }), 'Add contributor');
  await add.getByLabel('Search by first name, last name or e-mail').fill('Evaluator');
  await add.getByRole('button', { name: 'Add Eva Evaluator' }).click();
  await expect(page.getByText('Contributor added')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();
  const comments = page.getByRole('region', { name: /Comments/ });
  await comments.getByLabel('Your comment').fill('A comment to delete later.');
  await comments.getByRole('button', { name: 'Post comment' }).click();
  await expect(comments.getByTestId('comment').getByText('A comment to delete later.')).toBeVisible();

  // The rows render before the overlays chunk is there.
  await page.reload();
  await expect(page.getByText('dialog-sketch.png')).toBeVisible();
  const deleteFile = page.getByRole('button', { name: 'Delete dialog-sketch.png' });
  const removeEva = page.getByRole('button', { name: 'Remove Eva Evaluator' });
  const deleteComment = page.getByRole('button', { name: /^Delete comment by/ });
  await cancels(page, await opens(page, deleteFile, 'Delete attachment'));
  await cancels(page, await opens(page, removeEva, 'Remove contributor'));
  await cancels(page, await opens(page, deleteComment, 'Delete comment'));
  await cancels(page, await opens(page, deleteFile, 'Delete attachment'));
  const again = await opens(page, page.getByRole('button', { name: 'Add contributor' }), 'Add contributor');
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();
  await cancels(page, await opens(page, removeEva, 'Remove contributor'));
  const preview = await opens(page, page.getByRole('button', { name: 'Preview dialog-sketch.png' }), 'dialog-sketch.png');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await cancels(page, await opens(page, deleteComment, 'Delete comment'));

  // Save changes on the submitted idea: saved, and back on the idea, which shows the change.
  await page.getByRole('link', { name: 'Edit', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Edit Idea' })).toBeVisible();
  await page.getByLabel(/^Title/).fill(`${title} (changed)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${title} (changed)`, level: 1 })).toBeVisible();
  expect(page.url()).not.toMatch(/\/edit$/);
});

test('draft form: Save draft says when it was saved; Delete draft asks, the leave warning in between, then deletes', async ({ page }) => {
  const title = `A draft to delete ${Date.now().toString(36)}`;
  await signIn(page, 'creator@example.com', '/app/ideas/new');
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/app\/ideas\/[^/]+\/edit$/);
  const editUrl = page.url();
  await expect(page.getByText('Draft saved').first()).toBeVisible();
  await expect(page.getByText(/^Saved at /)).toBeVisible();

  const deleteDraft = page.getByRole('button', { name: 'Delete draft' });
  await cancels(page, await opens(page, deleteDraft, 'Delete this draft?'));
  // Unsaved text: leaving asks (a second kind of dialog); stay, then delete after all.
  await page.getByLabel(/^Problem statement/).fill('Not worth keeping.');
  await page.getByRole('banner').getByRole('link', { name: 'Ideas', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on page' }).click();
  await expect(leave).toBeHidden();
  const confirm = await opens(page, deleteDraft, 'Delete this draft?');
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Delete draft' }).click();
  await expect(page.getByText('Draft deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/my-ideas$/);
  await expect(page.getByText(title)).toHaveCount(0);

  // The draft is gone: its editor says so and offers the way back.
  await page.goto(editUrl);
  await expect(page.getByText('Idea not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to ideas' }).click();
  await expect(page).toHaveURL(/\/app\/ideas$/);
});
