import { expect, type Page } from '@playwright/test';
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

/** Signs in from a deep link and waits until the shell shows that page. */
export async function signIn(page: Page, email: string, path = '/app') {
  await page.goto(path);
  await signInOnProviderPage(page, email);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

/** The language the portal starts in on the next page load (what the language switch stores). */
export async function setLanguage(page: Page, lang: 'en' | 'de') {
  await page.evaluate((l) => localStorage.setItem('i18nextLng', l), lang);
}
