import { writeFileSync, mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn, setLanguage } from './helpers';

/**
 * WCAG 2.2 AA on every route, as each role, in English and German (which routes in German: ROLES),
 * and at phone width (PHONE_ROLES): axe finds no serious or critical violation. Each test writes its findings per route to
 * test-results/a11y/<role>-<lang>[-<part>].json.
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
 * About 2 s of axe a scan: scanning every role twice in German added 3 minutes and no finding.
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

async function scan(page: Page, role: string, lang: string, route: string): Promise<Finding> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const count = (impact: string) => bad.filter((v) => v.impact === impact).reduce((n, v) => n + v.nodes.length, 0);
  return { role, lang, route, critical: count('critical'), serious: count('serious'), rules: bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 200)).slice(0, 3).join(', ')}`) };
}

/** One test's findings in test-results/a11y/<role>-<lang>[-<part>].json (tests run in parallel workers), then none serious or critical. */
function report(name: string, findings: Finding[]) {
  mkdirSync('test-results/a11y', { recursive: true });
  writeFileSync(`test-results/a11y/${name.replace(/\W+/g, '-')}.json`, JSON.stringify(findings, null, 1));
  expect(findings.filter((f) => f.critical + f.serious > 0), JSON.stringify(findings.filter((f) => f.rules.length), null, 1)).toEqual([]);
}

// Each role and language is its own test, the admin's long lists in parts of at most PART routes,
// so the matrix spreads over the workers (read-only: the scans change nothing, so they run beside
// each other and beside the other composed tests).
test.describe.configure({ mode: 'parallel' });
const PART = 10;

// The phone scans first: a worker that takes the longest test last finishes alone (tests start in
// the order they are declared).
for (const { email, lang, routes } of PHONE_ROLES) {
  const role = email.split('@')[0]!;
  test(`axe: no serious or critical violation at 390 px as ${role}, ${lang}`, async ({ page }) => {
    test.setTimeout(60_000 + routes.length * 30_000);
    await page.setViewportSize(PHONE);
    await signIn(page, email, '/app');
    await setLanguage(page, lang);
    const findings: Finding[] = [];
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await settle(page);
      findings.push(await scan(page, `${role} 390px`, lang, route));
    }
    report(`${role}-${lang}-390px`, findings);
  });
}

for (const { email, routes, german } of ROLES) {
  const role = email.split('@')[0]!;
  for (const lang of ['en', 'de'] as const) {
    const all = lang === 'en' ? routes : german;
    for (let from = 0; from < all.length; from += PART) {
      const part = all.slice(from, from + PART);
      const name = all.length > PART ? `${role}-${lang}-${from / PART + 1}` : `${role}-${lang}`;
      test(`axe: no serious or critical violation on every route as ${role}, ${lang}${all.length > PART ? ` (part ${from / PART + 1})` : ''}`, async ({ page }) => {
        // About 2 s of axe a scan, several times that on a busy machine.
        test.setTimeout(60_000 + part.length * 30_000);
        await signIn(page, email, '/app');
        await setLanguage(page, lang);
        const findings: Finding[] = [];
        for (const route of part) {
          await page.goto(route);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await settle(page);
          findings.push(await scan(page, role, lang, route));
        }
        report(name, findings);
      });
    }
  }
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
