import { expect, test, type Browser, type Page } from './support/test';
import { accessToken, apiGet, ORIGINS, registerAndLand, signedInPage as as, submitNewIdea, workflowStep as step } from './helpers';
import { parseCsv } from './support/csv';

/**
 * The idea manager's part of issue 39 on the composed portal, by an idea manager without ADMIN:
 * three new employees (an idea manager, a works council member, a payee with a personnel
 * number, given by the admin), so nothing shared is touched but the tenant's wage type (put
 * back). The idea manager enters the admin area, which offers only the premium rules and the
 * payroll export and refuses the other pages; the payee's idea is decided, both agree, the
 * premium is released; the payroll export then has its row (personnel number, idea, amount,
 * currency, wage type), a second export does not repeat it, and the batch downloads again the same.
 */

test.use({ actionTimeout: 20_000 });

const stamp = Date.now().toString(36);

async function send(page: Page, method: 'PUT' | 'PATCH' | 'POST', path: string, data: unknown) {
  const res = await page.request.fetch(`${ORIGINS.api}${path}`, { method, headers: { authorization: `Bearer ${await accessToken(page)}` }, data });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return res.json() as Promise<Record<string, unknown>>;
}

/** A new employee of Demo Corp (self-registration), signed in on a page of their own; returns the page and their user id. */
async function newEmployee(browser: Browser, who: string): Promise<{ page: Page; id: string; email: string }> {
  const page = await (await browser.newContext()).newPage();
  const email = `${who}.${stamp}@example.com`;
  await registerAndLand(page, email, { path: '/app', firstName: who, lastName: stamp });
  const me = await apiGet<{ profile: { id: string } }>(page, '/users/me');
  return { page, id: me.profile.id, email };
}

/** Downloads the newest payroll batch through its button and returns the file's text. */
async function downloadNewest(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByTestId('payroll-batches').getByRole('button', { name: /^Download CSV of/ }).first().click();
  const file = await (await downloading).path();
  const { readFile } = await import('node:fs/promises');
  return readFile(file, 'utf8');
}

test('an idea manager without ADMIN keeps premium rules and payroll: the released premium is exported once, the batch downloads the same again', async ({ browser }) => {
  test.setTimeout(300_000);
  const admin = await as(browser, 'admin@example.com');
  const manager = await newEmployee(browser, 'manager');
  const council = await newEmployee(browser, 'council');
  const payee = await newEmployee(browser, 'payee');
  const personnelNumber = `P-${stamp}`;
  await send(admin, 'PUT', `/admin/users/${manager.id}/functions`, { functions: ['ideaManager'] });
  await send(admin, 'PUT', `/admin/users/${council.id}/functions`, { functions: ['worksCouncil'] });
  await send(admin, 'PATCH', `/admin/users/${payee.id}`, { personnelNumber });
  const settings = await apiGet<Record<string, unknown> & { wageType: string | null }>(admin, '/admin/settings');
  const putWageType = async (wageType: string | null) => {
    const now = await apiGet<Record<string, unknown>>(admin, '/admin/settings');
    const { name, preferredLanguage, currency, selfRegistration, requireMfa, version } = now;
    await send(admin, 'PUT', '/admin/settings', { name, preferredLanguage, currency, selfRegistration, requireMfa, version, wageType });
  };
  const wageType = settings.wageType ?? '4711';
  if (!settings.wageType) await putWageType(wageType);

  try {
    // --- The idea manager (VIEWERS role) enters the admin area from the quick links: the premium rules.
    const im = manager.page;
    await im.goto('/app');
    await im.getByRole('button', { name: /quick links/i }).click();
    await im.getByRole('menuitem', { name: 'Administration' }).click();
    await expect(im).toHaveURL(/\/app\/admin\/premium-rules$/);
    await expect(im.getByRole('heading', { name: 'Premium rules', level: 1 })).toBeVisible();
    const nav = im.getByRole('navigation', { name: 'Administration' });
    await expect(nav.getByRole('link')).toHaveText(['Premium rules', 'Payroll export']);
    // Another admin page is refused, in the UI as by the API.
    await im.goto('/app/admin/users');
    await expect(im.getByText('This page is for administrators only.', { exact: false })).toBeVisible();
    await expect(im.getByRole('heading', { name: 'User Management' })).toHaveCount(0);
    const refused = await im.request.get(`${ORIGINS.api}/admin/users`, { headers: { authorization: `Bearer ${await accessToken(im)}` } });
    expect(refused.status()).toBe(403);

    // --- The payee's idea is assessed, reviewed (18,500 EUR net), implemented and accepted (through the API).
    await payee.page.goto('/app/ideas/new');
    const ideaId = await submitNewIdea(payee.page, { title: `Payroll pallet reuse ${stamp}`, problem: 'One-way pallets are thrown away after each delivery.', solution: 'A pallet pool with our suppliers.' });
    const evaluator = await as(browser, 'evaluator@example.com');
    await step(evaluator, ideaId, '/assessment/submit', { classification: ['process'], isValidIdea: true, statusAfterAssignment: 'review', assigneeId: 'u-evaluator' });
    await step(evaluator, ideaId, '/review', { recommendation: 'approve', benefitCalculationType: 'calculable', premiumInputs: { firstYearSavings: 20_000, implementationCosts: 1_500 } });
    await step(evaluator, ideaId, '/implementation/done', {});
    await step(evaluator, ideaId, '/decision', { decision: 'accepted', reason: 'Fewer pallets bought.' });

    // --- Four eyes: the idea manager and the works council agree: released.
    const agree = async (page: Page) => {
      const { version } = await apiGet<{ version: number }>(page, `/ideas/${ideaId}/premium`);
      await send(page, 'POST', `/ideas/${ideaId}/premium/approval`, { version });
    };
    await agree(im);
    await agree(council.page);
    const premium = await apiGet<{ status: string; amount: number; currency: string }>(im, `/ideas/${ideaId}/premium`);
    expect(premium.status).toBe('released');

    // --- The idea manager exports today's released premiums: the payee's row is in the batch.
    await nav.getByRole('link', { name: 'Payroll export' }).click();
    await expect(im.getByRole('heading', { name: 'Payroll export', level: 1 })).toBeVisible();
    const today = new Date().toISOString().slice(0, 10);
    const exportToday = async () => {
      await im.getByLabel('Released from').fill(today);
      await im.getByLabel('Released until').fill(today);
      await im.getByRole('button', { name: 'Export', exact: true }).click();
      await im.getByRole('dialog', { name: 'Export premiums to payroll?' }).getByRole('button', { name: 'Export' }).click();
    };
    await exportToday();
    await expect(im.getByText('Payroll batch created')).toBeVisible();
    const first = await downloadNewest(im);
    const [header, ...rows] = parseCsv(first);
    const col = (label: string) => header!.indexOf(label);
    const mine = rows.filter((r) => r[col('Idea ID')] === ideaId);
    expect(mine).toHaveLength(1);
    const row = mine[0]!;
    expect(row[col('Personnel number')]).toBe(personnelNumber);
    expect(row[col('Name')]).toBe(`payee ${stamp}`);
    expect(row[col('Amount')]).toBe(premium.amount.toFixed(2));
    expect(row[col('Currency')]).toBe(premium.currency);
    expect(row[col('Wage type')]).toBe(wageType);
    expect(row[col('Release date')]).toBe(today);

    // The same batch downloads again as the same file.
    expect(await downloadNewest(im)).toBe(first);

    // --- A second export of the same period does not repeat it: nothing due, or (another test
    // released a premium meanwhile) a new batch without the payee's row.
    const batches = async () => (await apiGet<{ batches: { id: string }[] }>(im, '/payroll-exports')).batches;
    const before = (await batches()).length;
    await exportToday();
    const nothing = im.getByRole('status').filter({ hasText: 'Nothing to export' });
    let after: { id: string }[] = [];
    await expect(async () => {
      after = await batches();
      expect(after.length > before || (await nothing.isVisible())).toBe(true);
    }).toPass({ timeout: 30_000 });
    if (after.length > before) {
      const again = await im.request.get(`${ORIGINS.api}/payroll-exports/${after[0]!.id}/csv?lang=en`, { headers: { authorization: `Bearer ${await accessToken(im)}` } });
      expect(parseCsv(await again.text()).some((r) => r.includes(ideaId))).toBe(false);
    }
  } finally {
    if (!settings.wageType) await putWageType(null);
  }
});
