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

/**
 * Fills the New Idea form the page is on (first category) and submits it: at once, or saved as a
 * draft first (`draftFirst`). Returns the idea's id once the portal shows the submitted idea.
 */
export async function submitIdea(page: Page, idea: { title: string; problem: string; solution: string }, { draftFirst = false } = {}): Promise<string> {
  await page.getByLabel(/^Title/).fill(idea.title);
  await page.getByLabel(/^Problem statement/).fill(idea.problem);
  await page.getByLabel(/^Proposed solution/).fill(idea.solution);
  await page.getByPlaceholder('Choose a category').click();
  await page.getByRole('option').first().click();
  if (draftFirst) {
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/app\/ideas\/[^/]+\/edit$/);
    const ideaId = page.url().split('/').at(-2)!;
    await page.getByRole('button', { name: 'Submit idea' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/ideas/${ideaId}$`));
    return ideaId;
  }
  await page.getByRole('button', { name: 'Submit idea' }).click();
  await expect(page.getByText('Idea submitted')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/ideas\/idea-[^/]+$/);
  return page.url().split('/').at(-1)!;
}
