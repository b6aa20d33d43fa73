import { expect, test, type Page } from './support/test';
import { holdToasts, signIn, setLanguage } from './helpers';

/**
 * Phones and keyboard (390 x 844, the admin, in German: the longest words): no page is wider than
 * the screen; the admin sections are a menu; the search results come before the folded filters;
 * status badges keep their whole label; the review form's choices and buttons are whole; the notification panel fits the screen and works by
 * keyboard; toasts cover none of the idea page's actions.
 */
const PHONE = { width: 390, height: 844 };
const PAGES = [
  '/terms',
  '/privacy',
  '/app',
  '/app/ideas',
  '/app/ideas/idea-003',
  '/app/ideas/new',
  '/app/my-page',
  '/app/my-page/watched',
  '/app/my-page/tasks',
  '/app/my-ideas',
  '/app/notifications',
  '/app/search',
  '/app/search?sort=date',
  '/app/indicators',
  '/app/users',
  '/app/accounts',
  '/app/tenants',
  '/app/organization-units',
  '/app/discussions',
  '/app/profile',
  '/app/faq',
  '/app/admin',
  '/app/admin/users',
  '/app/admin/organizations',
  '/app/admin/categories',
  '/app/admin/settings',
  '/app/admin/activity',
  '/app/admin/ideas',
];

test.use({ viewport: PHONE });

async function open(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Tables and cards load after the heading (the bell polls, so the network is seldom idle for long).
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
}

async function signInGerman(page: Page) {
  await signIn(page, 'admin@example.com', '/app');
  await setLanguage(page, 'de');
}

test('at 390 px no German page is wider than the screen', async ({ page }) => {
  test.setTimeout(60_000 + PAGES.length * 10_000);
  await signInGerman(page);
  const tooWide: string[] = [];
  for (const route of PAGES) {
    await open(page, route);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE.width) tooWide.push(`${route}: ${width} px`);
  }
  expect(tooWide).toEqual([]);
});

test('at 390 px the admin sections are a menu, search results come before the filters, badges are whole', async ({ page }) => {
  await signInGerman(page);

  // The admin sections: one menu button named by the current section, the row of buttons hidden.
  await open(page, '/app/admin/users');
  const nav = page.getByRole('navigation', { name: 'Administration' });
  await expect(nav.getByRole('link')).toHaveCount(0);
  await nav.getByRole('button', { name: 'Administration: Benutzer' }).click();
  await page.getByRole('menuitem', { name: 'Organisationen' }).click();
  await expect(page).toHaveURL(/\/app\/admin\/organizations$/);
  await expect(nav.getByRole('button', { name: 'Administration: Organisationen' })).toBeVisible();

  // Search: the filters are folded behind a button, the results show first.
  await open(page, '/app/search?sort=date');
  const filters = page.getByRole('button', { name: /^Filter/ });
  const status = page.getByRole('group', { name: 'Status' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(status).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /\d/ }).first()).toBeInViewport();
  await filters.click();
  await expect(status).toBeVisible();
  // The results reload with the filter (the URL holds it); the folded panel stays open.
  await status.getByRole('checkbox').first().click();
  await expect(filters).toHaveText(/\(1\)/);
  await expect(status.getByRole('checkbox').first()).toBeChecked();

  // The ideas list: every status badge shows its whole label (the table scrolls in its own box).
  await open(page, '/app/ideas');
  const badges = page.locator('table [data-status]');
  await expect(badges.first()).toBeVisible();
  const cut = await badges.evaluateAll((els) => els.filter((el) => [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth)).map((el) => el.textContent));
  expect(cut).toEqual([]);
});

test('at 390 px the review form is whole: its recommendation stacks, its buttons keep their labels', async ({ page }) => {
  await signInGerman(page);
  await open(page, '/app/ideas/idea-003?tab=process');
  const form = page.getByRole('form', { name: 'Begutachtung' });
  const choices = form.getByRole('radiogroup', { name: 'Empfehlung' });
  await expect(choices).toBeVisible();
  // "Annehmen | Änderungen anfordern | Ablehnen" does not fit side by side: one below the other,
  // each inside the group (the last one was cut off), and no button of the tab cut short.
  await expect(choices).toHaveAttribute('data-orientation', 'vertical');
  const cut = await choices.evaluate((group) => {
    const { right } = group.getBoundingClientRect();
    const buttons = [...document.querySelectorAll('[role="tabpanel"] button')].filter((b) => (b as HTMLElement).offsetParent);
    return [
      ...[...group.querySelectorAll('label')].filter((l) => l.getBoundingClientRect().right > right + 0.5).map((l) => `choice ${l.textContent}`),
      ...buttons.filter((b) => [b, ...b.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1)).map((b) => `button ${b.textContent}`),
    ];
  });
  expect(cut).toEqual([]);
  await choices.getByText('Ablehnen', { exact: true }).click();
  await expect(form.getByRole('textbox', { name: 'Begründung', exact: true })).toBeVisible();
});

test('the notification panel by keyboard: focus moves in, Escape closes it and returns to the bell; it fits a phone', async ({ page }) => {
  await signInGerman(page);
  await open(page, '/app/ideas');
  const bell = page.getByTestId('notification-bell');
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Benachrichtigungen' });
  await expect(panel).toBeVisible();
  // The focus is in the panel, on its first row (a link to the idea).
  await expect(panel.getByRole('link').first()).toBeFocused();
  // The panel follows the bell in the page (Tab order and reading order), not at the end of the body.
  expect(await bell.evaluate((b, p) => !!(b.compareDocumentPosition(p!) & Node.DOCUMENT_POSITION_FOLLOWING), await panel.elementHandle())).toBe(true);
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await page.keyboard.press('Tab');
  await expect(panel.locator(':focus')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

// Both widths toggle the admin's follow and like on idea-001: one after the other, never at once.
test.describe('stacked toasts', () => {
  test.describe.configure({ mode: 'default' });
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    test(`stacked toasts cover none of the idea page's actions nor the header's (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInGerman(page);
      await open(page, '/app/ideas/idea-001');
      const actions = page.getByRole('group', { name: /Aktionen/ });
      await expect(actions).toBeVisible();
      const follow = actions.getByRole('button', { name: /^(Folgen|Nicht mehr folgen)$/ });
      const like = actions.getByRole('button', { name: /^\d+ Likes?,/ });
      // Four toasts (three show at once), and everything as it was after (the other tests share the database).
      for (const button of [follow, follow, like, like]) {
        const before = await button.getAttribute('aria-pressed');
        await button.click();
        await expect(button).not.toHaveAttribute('aria-pressed', before!);
        await holdToasts(page);
      }
      // Three show at once (held open: each closes after 4 s unless hovered); the boxes are read in one go.
      const toasts = page.locator('.mantine-Notification-root');
      await expect(toasts).toHaveCount(3);
      const { count, covered } = await page.evaluate(() => {
        const box = (e: Element) => e.getBoundingClientRect();
        const hits = (a: DOMRect, b: DOMRect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        const shown = [...document.querySelectorAll('.mantine-Notification-root')].map(box);
        const buttons = [...document.querySelectorAll('[role="group"][aria-label*="Aktionen"] button, header button')];
        return {
          count: shown.length,
          covered: buttons.filter((b) => shown.some((t) => hits(t, box(b)))).map((b) => b.getAttribute('aria-label') ?? (b as HTMLElement).innerText),
        };
      });
      expect(count).toBe(3);
      expect(covered).toEqual([]);
    });
  }
});
