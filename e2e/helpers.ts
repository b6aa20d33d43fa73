import { expect, type APIRequestContext, type Browser, type Cookie, type Page } from '@playwright/test';
import { ORIGINS } from './support/ports';

export const PASSWORD = 'Demo-Passw0rd';
export { ORIGINS } from './support/ports';

/** Fills the identity provider's sign-in page (the browser is already on it). */
export async function signInOnProviderPage(page: Page, email: string, password = PASSWORD) {
  await expect(page).toHaveURL(new RegExp(`^${ORIGINS.identity}`));
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password|passwort/i).fill(password);
  await page.getByRole('button', { name: /sign in|anmelden/i }).click();
}

/**
 * The identity provider's session cookies of each demo account this worker signed in with (a
 * worker is one process: its tests run one after another). The first signIn of an account in a
 * worker fills the provider's form; later ones hand the provider that session, so its
 * authorization endpoint answers at once: still a real OIDC sign-in (authorization code + PKCE,
 * the shell's own code exchange, tokens of their own), without the form, the password check and
 * the pages in between. A session that has ended (signed out, revoked) shows the form again.
 */
const providerSessions = new Map<string, Cookie[]>();

/** Signs in from a deep link and waits until the shell shows that page. */
export async function signIn(page: Page, email: string, path = '/app') {
  const context = page.context();
  const kept = providerSessions.get(email);
  // Only into a browser that has no provider session of its own yet (one person a browser).
  if (kept && !(await context.cookies(ORIGINS.identity)).length) await context.addCookies(kept);
  const landed = new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`);
  await page.goto(path);
  // The provider's form, or back on the page signed in (the user stored, as the shell keeps it).
  const signedIn = () => page.evaluate(() => Object.keys(sessionStorage).some((k) => k.startsWith('oidc.user:'))).catch(() => false);
  let step: 'form' | 'in' | undefined;
  await expect(async () => {
    if (page.url().startsWith(`${ORIGINS.identity}/interaction/`)) step = 'form';
    else if (landed.test(page.url()) && (await signedIn())) step = 'in';
    expect(step, `the provider's form or ${path} signed in (the page is at ${page.url()})`).toBeDefined();
  }).toPass({ intervals: [100, 250], timeout: 30_000 });
  if (step === 'form') {
    await signInOnProviderPage(page, email);
    await expect(page).toHaveURL(landed);
    providerSessions.set(email, (await context.cookies(ORIGINS.identity)).filter((c) => c.name.startsWith('_session')));
  }
}

/** The language the portal starts in on the next page load (what the language switch stores). */
export async function setLanguage(page: Page, lang: 'en' | 'de') {
  await page.evaluate((l) => localStorage.setItem('i18nextLng', l), lang);
}

/** A browser context of its own, signed in as `email` on `path` (one person among several in a test). */
export async function signedInPage(browser: Browser, email: string, path = '/app'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, path);
  return page;
}

/** The password of accounts a test registers itself. */
export const NEW_ACCOUNT_PASSWORD = 'Fresh-Passw0rd-1';

/**
 * The newest mail to `email` whose subject matches, from the identity provider's developer outbox
 * (JSON). A ceiling, not a wait: 30 s like every other wait of the suite (under load the outbox's
 * answer can take seconds; 10 s ran out once in three loaded CI runs).
 */
export async function mailed(request: APIRequestContext, email: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  let mail: { subject: string; text: string } | undefined;
  await expect(async () => {
    const res = await request.get(`${ORIGINS.identity}/dev/outbox?email=${encodeURIComponent(email)}&format=json`);
    expect(res.ok()).toBe(true);
    const { messages } = (await res.json()) as { messages: Array<{ subject: string; text: string }> };
    mail = messages.find((m) => subject.test(m.subject));
    expect(mail).toBeTruthy();
  }).toPass({ timeout: 30_000 });
  return mail!;
}

/** The 6-digit code in the newest mail to `email` whose subject matches. */
export async function mailedCode(request: APIRequestContext, email: string, subject: RegExp): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await mailed(request, email, subject)).text)?.[1];
  expect(code).toBeTruthy();
  return code!;
}

/**
 * Self-registration through the shell's /auth/register (-> the provider's page): name, e-mail,
 * password, the organisational unit picked from the tenant's list (searched: Research &
 * Development), then the mailed code. The new employee lands signed in on `path`.
 */
export async function registerAndLand(page: Page, email: string, { password = NEW_ACCOUNT_PASSWORD, path = '/app/faq', firstName = 'Erika', lastName = 'Ende' } = {}) {
  await page.goto(`/auth/register?redirectTo=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(new RegExp(`^${ORIGINS.identity}/register\\?lng=en&redirectTo=${encodeURIComponent(path)}`));
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('#firstName').fill(firstName);
  await page.locator('#lastName').fill(lastName);
  // The units of the e-mail's company load once the e-mail is typed; the search box narrows them
  // (one match is chosen).
  const units = page.getByRole('combobox', { name: 'Organisational unit' });
  await expect(units.getByRole('option', { name: 'Research & Development' })).toBeAttached();
  await page.getByRole('searchbox', { name: 'Search your unit' }).fill('Research');
  await expect(units.getByRole('option')).toHaveCount(2);
  await expect(units).toHaveValue('ou-rnd');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/register\/confirm/);
  const code = await mailedCode(page.request, email, /verification code/i);
  await page.locator('#code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(`${ORIGINS.shell}${path}`);
  await expect(page.getByRole('button', { name: /quick links/i })).toBeVisible();
}

/**
 * Fills the New Idea form the page is on (first category) and submits it: at once, or saved as a
 * draft first (`draftFirst`). Returns the idea's id once the portal shows the submitted idea.
 */
export async function submitNewIdea(page: Page, idea: { title: string; problem: string; solution: string }, { draftFirst = false } = {}): Promise<string> {
  await page.getByLabel(/^Title/).fill(idea.title);
  await page.getByLabel(/^Problem statement/).fill(idea.problem);
  await page.getByLabel(/^Proposed solution/).fill(idea.solution);
  await page.getByPlaceholder('Choose a category').click();
  await page.getByRole('option').first().click();
  if (draftFirst) {
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/app\/ideas\/[^/]+\/edit$/);
  }
  await page.getByRole('button', { name: 'Submit idea' }).click();
  await expect(page.getByText('Idea submitted')).toBeVisible();
  await expect(page.getByRole('heading', { name: idea.title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/ideas\/idea-[^/]+$/);
  return page.url().split('/').at(-1)!;
}

/** An evaluator asks the submitter a question on the idea's Inquiry tab (en). */
export async function askQuestion(page: Page, ideaId: string, question: string) {
  await page.goto(`/app/ideas/${ideaId}`);
  await page.getByRole('tab', { name: /^Inquiry/ }).click();
  await page.getByLabel('Question').fill(question);
  await page.getByRole('button', { name: 'Send question' }).click();
  await expect(page.getByRole('list', { name: 'Inquiries' }).getByText(question)).toBeVisible();
}

/** Opens the header's notification bell on a fresh page load and expects `sentence` in it. */
export async function expectInBell(page: Page, sentence: string) {
  await page.goto('/app');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByRole('dialog').getByText(sentence)).toBeVisible();
  await page.keyboard.press('Escape');
}

/** The signed-in user's access token (as the page keeps it). */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const find = (s: Storage) => Object.keys(s).find((k) => k.startsWith('oidc.user:'));
    const key = find(sessionStorage) ?? find(localStorage);
    const raw = key ? (sessionStorage.getItem(key) ?? localStorage.getItem(key)) : null;
    return raw ? (JSON.parse(raw) as { access_token: string }).access_token : null;
  });
  expect(token, 'signed in').toBeTruthy();
  return token!;
}

/** GET on the API with the signed-in user's access token (what the page itself would see). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${ORIGINS.api}${path}`, { headers: { authorization: `Bearer ${await accessToken(page)}` } });
  expect(res.ok(), `GET ${path}`).toBe(true);
  return (await res.json()) as T;
}

/** A workflow step through the API as the signed-in user of `page`, with the idea's current version. */
export async function workflowStep(page: Page, ideaId: string, path: string, body: Record<string, unknown>) {
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const current = await page.request.get(`${ORIGINS.api}/ideas/${ideaId}/workflow`, { headers });
  const { version } = (await current.json()) as { version: number };
  const res = await page.request.post(`${ORIGINS.api}/ideas/${ideaId}${path}`, { headers, data: { ...body, version } });
  expect(res.ok(), `POST ${path}: ${await res.text()}`).toBe(true);
}

/**
 * Keeps the toasts on screen as a reader's pointer over them would (a Mantine toast's 4 s pause
 * while it is hovered): on a busy machine the next step of a test can take longer than 4 s.
 */
export async function holdToasts(page: Page) {
  const toasts = page.locator('.mantine-Notification-root');
  await expect(toasts).not.toHaveCount(0);
  await toasts.evaluateAll((els) => els.forEach((el) => el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))));
}
