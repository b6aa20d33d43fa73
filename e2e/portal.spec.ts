import { expect, test, type Request } from './support/test';
import { ORIGINS, signIn, signInOnProviderPage } from './helpers';

test('a viewer signs in from a deep link, uses every area, switches language and signs out', async ({ page }) => {
  const adminRequests: string[] = [];
  const germanTexts: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(ORIGINS.admin)) adminRequests.push(r.url());
    const texts = /\/([\w-]+)-texts-de\./.exec(r.url());
    if (texts) germanTexts.push(texts[1]!);
  });

  // Deep link while signed out: login with the return path, the provider's page, back to the link.
  await page.goto('/app/ideas');
  await signInOnProviderPage(page, 'viewer@example.com');
  await expect(page).toHaveURL(/\/app\/ideas$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Multilingual work instructions' })).toBeVisible();

  // A reloaded idea page asks the API for each of its first answers once, and those are the
  // requests the shell's entry sent before the app's code had loaded ('web-early-' request ids).
  await page.getByRole('link', { name: 'Multilingual work instructions' }).click();
  const title = page.getByRole('heading', { name: 'Multilingual work instructions', level: 1 });
  await expect(title).toBeVisible();
  const apiGets: string[] = [];
  const onRequest = (r: Request) => {
    if (r.method() !== 'GET' || !r.url().startsWith(ORIGINS.api)) return;
    const early = r.headers()['x-request-id']?.startsWith('web-early-');
    apiGets.push(`${new URL(r.url()).pathname}${early ? ' (early)' : ''}`);
  };
  page.on('request', onRequest);
  await page.reload();
  await expect(title).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  const idea = new URL(page.url()).pathname.replace(/^\/app/, '');
  for (const path of ['/users/me', '/notifications', '/tasks', idea, `${idea}/workflow`, `${idea}/comments`]) {
    expect(apiGets.filter((p) => p.split(' ')[0] === path), path).toEqual([`${path} (early)`]);
  }

  // Each non-admin area answers inside the shell.
  for (const path of ['/app', '/app/my-page', '/app/my-ideas', '/app/search', '/app/indicators', '/app/users', '/app/faq']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /unavailable/i })).toHaveCount(0);
  }

  // German survives a reload. An English reader never downloaded German texts; the switch loads
  // those of the shell, of the FAQ page and of the header's My Page widgets, once, before the page
  // turns German; an area opened later in German brings its own.
  await page.goto('/app/faq');
  expect(germanTexts).toEqual([]);
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: /^Sprache/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Benachrichtigungen/ })).toBeVisible();
  expect([...germanTexts].sort()).toEqual(['my-page', 'shell', 'shell-pages']);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
  await page.getByRole('link', { name: 'Ideen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ideen', level: 1 })).toBeVisible();
  expect(germanTexts.filter((t) => t === 'ideas')).toHaveLength(1);
  await page.getByRole('button', { name: /^Sprache/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The admin area is refused, and the admin remote's origin never sees a request.
  await page.goto('/app/admin');
  await expect(page.getByText(/access denied|not allowed|keinen zugriff/i).first()).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByText(/access denied|not allowed|keinen zugriff/i).first()).toBeVisible();
  expect(adminRequests).toEqual([]);

  // Unknown paths show the 404 page.
  await page.goto('/app/no-such-area');
  await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
  await page.goto('/definitely/not/here');
  await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();

  // Sign out returns to the login route with the current path as return target.
  await page.goto('/app/my-page');
  await page.getByRole('button', { name: /quick links|schnellzugriff/i }).click();
  await page.getByRole('menuitem', { name: /sign out|abmelden/i }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fapp%2Fmy-page/);
  await expect(page.getByText('Your session has ended. Sign in again to continue.')).toBeVisible();
  // Signed out at the provider too: its sign-in page asks again, and signing in returns to the page.
  await page.getByRole('button', { name: 'Continue to sign-in' }).click();
  await signInOnProviderPage(page, 'viewer@example.com');
  await expect(page).toHaveURL(/\/app\/my-page$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('an admin signs in and the admin area loads from its own origin', async ({ page }) => {
  const adminRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(ORIGINS.admin)) adminRequests.push(r.url());
  });
  await signIn(page, 'admin@example.com', '/app/admin');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /unavailable/i })).toHaveCount(0);
  expect(adminRequests.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
});

test('a remote that is down, answers 404 or throws shows the fallback; the rest keeps working', async ({ page }) => {
  await signIn(page, 'creator@example.com', '/app');

  // Remote down: the search remote's origin refuses connections.
  await page.route(`${ORIGINS.search}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/app/search');
  const fallback = page.getByRole('alert').filter({ hasText: 'This area is unavailable' });
  await expect(fallback).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.goto('/app/ideas');
  await expect(page.getByRole('alert').filter({ hasText: /unavailable/i })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // Retry once the remote is back.
  await page.goto('/app/search');
  await expect(fallback).toBeVisible();
  await page.unroute(`${ORIGINS.search}/**`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(fallback).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // 404 manifest.
  await page.route(`${ORIGINS.myPage}/mf-manifest.json`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/app/my-page');
  await expect(page.getByRole('alert').filter({ hasText: 'This area is unavailable' }).first()).toBeVisible();
  await page.unroute(`${ORIGINS.myPage}/mf-manifest.json`);
});
