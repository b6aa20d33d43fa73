import { expect, test, type Page } from './support/test';
import { ORIGINS, PASSWORD } from './helpers';

/**
 * The main journey with the keyboard alone: sign in, write and submit an idea, follow it and
 * comment on it. Only Tab / Shift+Tab, arrows, Enter, Space and typing move things on; the test
 * reads the focused element to know where it is, never clicks.
 */

type Focused = { tag: string; role: string | null; name: string; type: string | null; pressed: string | null };

async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const labelled = el.getAttribute('aria-labelledby');
    const byIds = labelled ? labelled.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '';
    const labels = (el as HTMLInputElement).labels;
    const name = el.getAttribute('aria-label') || byIds || (labels && labels[0]?.textContent) || el.textContent || '';
    return { tag: el.tagName.toLowerCase(), role: el.getAttribute('role'), name: name.replace(/\s+/g, ' ').trim(), type: el.getAttribute('type'), pressed: el.getAttribute('aria-pressed') };
  });
}

/** Presses Tab until the focused element's name matches; fails when it is not reachable. */
async function tabTo(page: Page, name: RegExp, opts: { tag?: string; max?: number } = {}): Promise<Focused> {
  const max = opts.max ?? 120;
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f && name.test(f.name) && (!opts.tag || f.tag === opts.tag)) return f;
    seen.push(f ? `${f.tag}:${f.name.slice(0, 40)}` : '(body)');
  }
  throw new Error(`Could not reach ${name} with Tab. Focus went through: ${seen.join(' | ')}`);
}

test('the main journey with the keyboard alone: sign in, submit an idea, follow it, comment', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const title = `Keyboard-only idea ${stamp}`;

  // --- Sign in on the provider's page.
  await page.goto('/app/ideas/new');
  await expect(page).toHaveURL(new RegExp(`^${ORIGINS.identity}`));
  await tabTo(page, /e-?mail/i, { tag: 'input' });
  await page.keyboard.type('creator@example.com');
  await tabTo(page, /password/i, { tag: 'input', max: 5 });
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/ideas\/new$/);
  await expect(page.getByLabel(/^Title/)).toBeVisible();

  // --- Writes the idea: title, problem, solution, a category, then submits it.
  await tabTo(page, /^Title/, { tag: 'input' });
  await page.keyboard.type(title);
  await tabTo(page, /^Problem statement/, { tag: 'textarea', max: 10 });
  await page.keyboard.type('Finding the right form for a small improvement takes longer than the improvement itself.');
  await tabTo(page, /^Proposed solution/, { tag: 'textarea', max: 10 });
  await page.keyboard.type('One short form for small improvements, reachable from every page, usable with the keyboard.');
  await tabTo(page, /^Category/, { tag: 'input', max: 10 });
  const category = page.getByPlaceholder('Choose a category');
  for (let i = 0; i < 3 && !(await category.inputValue()); i++) {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  }
  await expect(category).not.toHaveValue('');
  await tabTo(page, /^Submit idea$/, { tag: 'button' });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Idea submitted').first()).toBeVisible();
  await expect(page).toHaveURL(/\/app\/ideas\/[^/]+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // --- Follows it (Space on the toggle; a submitter may already follow their idea).
  let toggle = await tabTo(page, /^(Follow|Unfollow)$/, { tag: 'button' });
  if (toggle.pressed === 'true') {
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute('aria-pressed', 'false');
    if ((await focused(page))?.name !== 'Follow') toggle = await tabTo(page, /^Follow$/, { tag: 'button' });
  }
  await page.keyboard.press('Space');
  await expect(page.getByText('Following idea').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unfollow', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // --- Comments on it.
  await tabTo(page, /^Your comment/, { tag: 'textarea' });
  const comment = `Typed without a mouse ${stamp}.`;
  await page.keyboard.type(comment);
  await tabTo(page, /^Post comment$/, { tag: 'button', max: 10 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Comment Created').first()).toBeVisible();
  await expect(page.getByRole('region', { name: /Comments/ }).getByText(comment)).toBeVisible();
});
