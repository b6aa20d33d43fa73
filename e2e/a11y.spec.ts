import { writeFileSync, mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { signIn, setLanguage } from './helpers';

/**
 * WCAG 2.2 AA on every route, as each role, in English and German (which routes in German: ROLES),
 * and at phone width (PHONE_ROLES): axe finds no serious or critical violation. Each test writes its findings per route to
 * test-results/a11y/<role>-<lang>[-390-px][-part-<n>].json.
 */
const COMMON = [
  '/app',
  '/app/ideas',
  '/app/ideas/new',
  // A seeded idea in review (workflow panels for the assessor) and a completed one.
  '/app/ideas/idea-003',
  '/app/ideas/idea-001',
  '/app/discussions',
  '/app/my-page',
  '/app/my-page/watched',
  '/app/my-page/tasks',
  '/app/notifications',
  '/app/profile',
  '/app/my-ideas',
  '/app/search',
  '/app/indicators',
  '/app/users',
  '/app/accounts',
  '/app/tenants',
  '/app/organization-units',
  '/app/faq',
];
const ADMIN = ['/app/admin', '/app/admin/users', '/app/admin/organizations', '/app/admin/categories', '/app/admin/settings', '/app/admin/activity', '/app/admin/ideas'];
/**
 * Each role in English on every route it can open; in German, the admin on every route (the same
 * pages, in the other language) and the others where what they see differs from the admin's: the
 * evaluator's workflow panels and tasks, the creator's form and ideas, the viewer's dashboard.
 * About 1 s of axe a scan beside two other browsers (scan()): scanning every role twice in German
 * added minutes and no finding.
 */
const ROLES = [
  { email: 'admin@example.com', routes: [...COMMON, ...ADMIN], german: [...COMMON, ...ADMIN] },
  { email: 'evaluator@example.com', routes: COMMON, german: ['/app/ideas/idea-003', '/app/my-page/tasks'] },
  { email: 'creator@example.com', routes: COMMON, german: ['/app/ideas/new', '/app/my-ideas', '/app/ideas/idea-001'] },
  { email: 'viewer@example.com', routes: COMMON.filter((r) => r !== '/app/ideas/new'), german: ['/app', '/app/ideas/idea-001'] },
];

/**
 * At phone width (390 x 844) the header and the admin navigation change shape (burger, hidden
 * product name, a menu for the admin sections): one role a language on the main and admin pages.
 */
const PHONE = { width: 390, height: 844 };
const PHONE_MAIN = ['/app', '/app/ideas', '/app/ideas/idea-003', '/app/search', '/app/notifications', '/app/my-page/tasks'];
const PHONE_ROLES = [
  { email: 'admin@example.com', lang: 'de', routes: [...PHONE_MAIN, ...ADMIN] },
  { email: 'evaluator@example.com', lang: 'en', routes: [...PHONE_MAIN, '/app/ideas/new', '/app/profile'] },
] as const;

type Finding = { role: string; lang: string; route: string; critical: number; serious: number; rules: string[] };

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lists and cards load after the heading; axe looks at what a person sees once they settle.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/**
 * axe in the page itself (legacy mode: axe.run, same-origin frames only; the portal has no
 * frames), not axe.runPartial with a blank page opened to finish each scan: 2.4 -> 1.0 s a scan
 * beside two other browsers.
 */
async function scan(page: Page, role: string, lang: string, route: string): Promise<Finding> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode()
    .analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const count = (impact: string) => bad.filter((v) => v.impact === impact).reduce((n, v) => n + v.nodes.length, 0);
  return { role, lang, route, critical: count('critical'), serious: count('serious'), rules: bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 200)).slice(0, 3).join(', ')}`) };
}

/** One test's findings in test-results/a11y/<role>-<lang>[-390-px][-part-<n>].json (tests run in parallel workers), then none serious or critical. */
function report(name: string, findings: Finding[]) {
  mkdirSync('test-results/a11y', { recursive: true });
  writeFileSync(`test-results/a11y/${name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.json`, JSON.stringify(findings, null, 1));
  expect(findings.filter((f) => f.critical + f.serious > 0), JSON.stringify(findings.filter((f) => f.rules.length), null, 1)).toEqual([]);
}

test('axe: the scan reports a serious violation when a page has one', async ({ page }) => {
  await page.setContent('<html lang="en"><body><main><h1>Contrast</h1><p style="color:#ddd;background:#fff">Pale text</p><img src="x.png"></main></body></html>');
  const finding = await scan(page, 'none', 'en', 'a page made to fail');
  expect(finding.serious + finding.critical).toBeGreaterThan(0);
  expect(finding.rules.join('\n')).toMatch(/color-contrast/);
  expect(finding.rules.join('\n')).toMatch(/image-alt/);
});

// Each role, language and width is its own test, long lists in parts of at most PART routes (of
// equal length: 26 routes are 9, 9, 8), so the matrix spreads over the workers (read-only: the
// scans change nothing, so they run beside each other).
test.describe.configure({ mode: 'parallel' });
const PART = 10;

function inParts(routes: readonly string[]): string[][] {
  const size = Math.ceil(routes.length / Math.ceil(routes.length / PART));
  return Array.from({ length: Math.ceil(routes.length / size) }, (_, i) => routes.slice(i * size, (i + 1) * size));
}

// The phone scans first (tests start in the order they are declared).
const MATRIX = [
  ...PHONE_ROLES.map(({ email, lang, routes }) => ({ email, lang, routes, phone: true })),
  ...ROLES.flatMap(({ email, routes, german }) => [
    { email, lang: 'en' as const, routes, phone: false },
    { email, lang: 'de' as const, routes: german, phone: false },
  ]),
];

for (const { email, lang, routes, phone } of MATRIX) {
  const role = email.split('@')[0]!;
  const parts = inParts(routes);
  parts.forEach((part, i) => {
    const which = `${role}, ${lang}${phone ? ', 390 px' : ''}${parts.length > 1 ? ` (part ${i + 1})` : ''}`;
    test(`axe: no serious or critical violation on every route as ${which}`, async ({ page }) => {
      // About 1 s of axe a scan, several times that on a busy machine.
      test.setTimeout(60_000 + part.length * 30_000);
      if (phone) await page.setViewportSize(PHONE);
      await signIn(page, email, '/app');
      await setLanguage(page, lang);
      const findings: Finding[] = [];
      for (const route of part) {
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await settle(page);
        findings.push(await scan(page, phone ? `${role} 390px` : role, lang, route));
      }
      report(which, findings);
    });
  });
}

for (const lang of ['en', 'de'] as const) {
  test(`axe: no serious or critical violation on the public pages and the sign-in page, ${lang}`, async ({ page }) => {
    test.setTimeout(180_000);
    const findings: Finding[] = [];
    await page.goto('/');
    await setLanguage(page, lang);
    for (const route of ['/', '/terms', '/privacy', '/does-not-exist']) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await settle(page);
      findings.push(await scan(page, 'signed out', lang, route));
    }
    // The provider's sign-in page, reached from a deep link.
    await page.goto(`/auth/login?lng=${lang}`);
    await expect(page.locator('input[type="password"]')).toBeVisible();
    findings.push(await scan(page, 'signed out', lang, 'sign-in page'));
    report(`signed-out-${lang}`, findings);
  });
}
