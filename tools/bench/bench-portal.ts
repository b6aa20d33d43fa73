/**
 * What the browser benches share: the portal's ports from E2E_PORT_BASE (default 10000), an
 * in-memory seeded portal with logs off, Debian's Chromium, and a signed-in browser state.
 * Import it before anything that reads the ports (tools/server/*): it sets them in process.env.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright';

const base = Number(process.env.E2E_PORT_BASE ?? 10000);
export const PORTS = {
  SHELL_PORT: base,
  IDEAS_MFE_PORT: base + 1,
  MY_PAGE_MFE_PORT: base + 2,
  SEARCH_MFE_PORT: base + 3,
  ADMIN_MFE_PORT: base + 4,
  API_PORT: base + 10,
  IDENTITY_PORT: base + 11,
};
Object.assign(process.env, Object.fromEntries(Object.entries(PORTS).map(([k, v]) => [k, String(v)])), {
  DATA_DIR: 'memory://bench',
  SEED: 'true',
  API_RATE_LIMIT: 'off',
  API_LOG_FILE: '/dev/null',
  IDENTITY_LOG_FILE: '/dev/null',
});
export const shellUrl = `http://localhost:${PORTS.SHELL_PORT}`;
export const identityOrigin = `http://localhost:${PORTS.IDENTITY_PORT}`;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

export type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs in with "Remember me" so the user sits in localStorage and a fresh context starts signed in. */
export async function signIn(browser: Browser, email: string, password: string): Promise<SignedInState> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${shellUrl}/app`);
  await page.waitForURL((u) => u.origin === identityOrigin);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password|passwort/i).fill(password);
  const remember = page.getByLabel(/remember|angemeldet/i);
  if (await remember.count()) await remember.first().check();
  await page.getByRole('button', { name: /sign in|anmelden/i }).click();
  await page.waitForURL(`${shellUrl}/app`);
  await page.waitForLoadState('networkidle');
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The median of the values that are there (null when none is). */
export function median(values: readonly (number | null)[]): number | null {
  const s = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
