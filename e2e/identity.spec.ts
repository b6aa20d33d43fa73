import { expect, test, type BrowserContext, type Page } from './support/test';
import { generate } from 'otplib';
import { mailedCode, NEW_ACCOUNT_PASSWORD as PASSWORD, ORIGINS, registerAndLand, submitNewIdea } from './helpers';

/**
 * Identity flows of issue 4 on the composed portal: registration with the mailed code, password
 * reset, TOTP, remember me, sign-out across tabs, lockout. Every run registers its own accounts
 * (the demo accounts other specs use are never locked).
 */
const run = Date.now();
const NEW_PASSWORD = 'Renewed-Passw0rd-2';

/** An account for the other flows, registered in a browser of its own: `page` stays signed out. */
async function register(page: Page, email: string, password = PASSWORD) {
  const context = await page.context().browser()!.newContext();
  try {
    await registerAndLand(await context.newPage(), email, { password });
  } finally {
    await context.close();
  }
}

async function fillSignIn(page: Page, email: string, password: string, remember = false) {
  await expect(page).toHaveURL(new RegExp(`^${ORIGINS.identity}/interaction/`));
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  if (remember) await page.locator('#remember').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens a portal page, signs in on the provider's page and waits for the page. */
async function signIn(page: Page, email: string, password: string, { path = '/app/faq', remember = false } = {}) {
  await page.goto(path);
  await fillSignIn(page, email, password, remember);
  await expect(page).toHaveURL(`${ORIGINS.shell}${path}`);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /quick links/i }).click();
  await page.getByRole('menuitem', { name: /sign out/i }).click();
  await expect(page.getByRole('heading', { name: 'You have been signed out' })).toBeVisible();
}

const storedUser = (page: Page) =>
  page.evaluate(() => {
    const find = (s: Storage) => Object.keys(s).find((k) => k.startsWith('oidc.user:'));
    return { local: find(localStorage) ?? null, session: find(sessionStorage) ?? null };
  });


test('register picking the unit, confirm with the mailed code, land signed in and submit an idea', async ({ page }) => {
  const email = `e2e-reg-${run}@example.com`;
  await registerAndLand(page, email, { path: '/app/ideas/new' });
  // A new employee (VIEWERS) submits ideas like everyone else.
  await expect(page.getByText(/Creator role/)).toHaveCount(0);
  await submitNewIdea(page, {
    title: `Shared bikes between the buildings ${run}`,
    problem: 'Walking between building A and C takes fifteen minutes each way.',
    solution: 'Ten shared bikes with a rack at every entrance.',
  });
  await expect(page.getByText('FIRST ASSESSMENT').first()).toBeVisible();
  // The profile shows the unit picked at registration.
  await page.goto('/app/profile');
  await expect(page.getByText('Research & Development').first()).toBeVisible();
});

test('forget the password, reset it, sign in with the new one and fail with the old one', async ({ page }) => {
  const email = `e2e-reset-${run}@example.com`;
  await register(page, email);
  await page.goto('/auth/forgot-password?redirectTo=%2Fapp%2Ffaq');
  await expect(page).toHaveURL(new RegExp(`^${ORIGINS.identity}/forgot-password\\?lng=en&redirectTo=%2Fapp%2Ffaq`));
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.locator('#email').fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByText('Verification code has been sent to your email')).toBeVisible();
  const code = await mailedCode(page.request, email, /reset/i);
  await page.locator('#code').fill(code);
  await page.locator('#newPassword').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password has been reset successfully')).toBeVisible();
  // No click: a visible countdown, then the login page by itself.
  await expect(page.getByTestId('redirect-countdown')).toHaveText(/Taking you to the sign-in page in [0-3] s/);
  await expect(page.getByTestId('redirect-countdown')).toHaveText(/in [0-2] s/, { timeout: 2_500 });

  // back at the portal's login -> the provider's sign-in page; the old password fails
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await page.locator('#password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${ORIGINS.shell}/app/faq`);
});

test('turn on TOTP and sign in with a generated code', async ({ page }) => {
  const email = `e2e-totp-${run}@example.com`;
  await registerAndLand(page, email);

  await page.goto(`${ORIGINS.identity}/account/mfa?lng=en&redirectTo=%2Fapp%2Ffaq`);
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.locator('#code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-step verification is on').first()).toBeVisible();

  await page.goto('/app/faq');
  await signOut(page);
  await page.getByRole('button', { name: 'Continue to sign-in' }).click();
  await fillSignIn(page, email, PASSWORD);
  await expect(page.locator('#code')).toBeVisible();
  // the enrolment's code cannot be replayed: use the next time step (accepted within +-1 step)
  await page.locator('#code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${ORIGINS.shell}/app/faq`);
});

test('remember me off: the user is kept for the browser session only; a new browser context is signed out', async ({ browser }) => {
  const email = `e2e-remember-${run}@example.com`;
  const first = await browser.newContext();
  const page = await first.newPage();
  await register(page, email);
  await signIn(page, email, PASSWORD);
  expect(await storedUser(page)).toMatchObject({ local: null, session: expect.stringContaining('oidc.user:') });
  await first.close();

  const second = await browser.newContext();
  const fresh = await second.newPage();
  await fresh.goto('/app/faq');
  // no stored user and no provider session: the provider asks for the password
  await expect(fresh).toHaveURL(new RegExp(`^${ORIGINS.identity}/interaction/`));
  await expect(fresh.locator('#password')).toBeVisible();

  // with remember me the user is kept in localStorage
  await fillSignIn(fresh, email, PASSWORD, true);
  await expect(fresh).toHaveURL(`${ORIGINS.shell}/app/faq`);
  expect(await storedUser(fresh)).toMatchObject({ local: expect.stringContaining('oidc.user:'), session: null });
  await second.close();
});

test('sign out in one tab and the other tab is signed out on its next action', async ({ browser }) => {
  const email = `e2e-tabs-${run}@example.com`;
  const context: BrowserContext = await browser.newContext();
  const one = await context.newPage();
  await registerAndLand(one, email);
  const two = await context.newPage();
  await two.goto('/app/my-page');
  // the provider session signs the second tab in without asking
  await expect(two).toHaveURL(`${ORIGINS.shell}/app/my-page`);
  await expect(two.getByRole('button', { name: /quick links/i })).toBeVisible();

  await signOut(one);
  await expect(one).toHaveURL(/\/auth\/login\?redirectTo=%2Fapp%2Ffaq/);

  // the other tab is told at once (BroadcastChannel / storage event): signed out, with its page as the return target
  await two.bringToFront();
  await expect(two.getByRole('heading', { name: 'You have been signed out' })).toBeVisible();
  await expect(two).toHaveURL(/\/auth\/login\?redirectTo=%2Fapp%2Fmy-page/);
  expect(await storedUser(two)).toEqual({ local: null, session: null });
  // the provider session ended too (RP-initiated logout): signing in asks for the password again
  await two.getByRole('button', { name: 'Continue to sign-in' }).click();
  await expect(two).toHaveURL(new RegExp(`^${ORIGINS.identity}/interaction/`));
  await expect(two.locator('#password')).toBeVisible();
  await context.close();
});

test('the session renews before the access token expires; the sign-in code loads only for that', async ({ page }) => {
  const email = `e2e-renew-${run}@example.com`;
  await page.clock.install();
  await register(page, email);
  await signIn(page, email, PASSWORD, { path: '/app/my-page' });
  const accessToken = () => page.evaluate(() => JSON.parse(sessionStorage.getItem(Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!)!).access_token as string);
  const oidcScripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && /oidc-client/.test(r.url())) oidcScripts.push(r.url());
  });
  await page.reload();
  await expect(page.getByRole('button', { name: /quick links/i })).toBeVisible();
  const first = await accessToken();

  // The embedded provider's access tokens live 5 minutes: oidc-client-ts loads 90 s before the end and renews 60 s before.
  await page.clock.fastForward('03:00');
  await page.waitForTimeout(1000);
  expect(oidcScripts, 'a page opens from the stored user, without oidc-client-ts').toEqual([]);
  await page.clock.fastForward('00:40');
  await expect.poll(() => oidcScripts.length).toBe(1);
  await page.clock.fastForward('00:25');
  await expect.poll(accessToken).not.toBe(first);
  await expect(page).toHaveURL(`${ORIGINS.shell}/app/my-page`);
  await expect(page.getByRole('button', { name: /quick links/i })).toBeVisible();
});

test('five wrong passwords, then a clear lockout message', async ({ page }) => {
  const email = `e2e-lock-${run}@example.com`;
  await register(page, email);
  await page.goto('/app/faq');
  for (let i = 0; i < 5; i++) {
    await fillSignIn(page, email, `Wrong-Passw0rd-${i}`);
    await expect(page.getByRole('alert').filter({ hasText: /Incorrect email or password|locked/ })).toBeVisible();
  }
  // even the right password is refused now, with the reason and the wait
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByText(/Too many failed sign-in attempts\. Your account is locked for \d+ minutes\. Please try again later\./)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${ORIGINS.identity}/interaction/`));
});
