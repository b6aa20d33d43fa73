import { expect, test, type Page, type Request } from './support/test';
import { ORIGINS, PASSWORD } from './helpers';

/**
 * Several tabs of one browser across token renewals (issue 41). The provider rotates refresh
 * tokens and revokes the grant when a spent one comes back, so tabs that renewed at once used to
 * sign the person out everywhere. The browser's clock is moved on (the embedded provider's
 * access tokens live 5 minutes; oidc-client-ts renews a minute before the end), so the renewal
 * comes when the test says, in all three tabs at once.
 */
const isRefresh = (r: Request) => r.method() === 'POST' && r.url() === `${ORIGINS.identity}/token` && /grant_type=refresh_token/.test(r.postData() ?? '');
const bearer = (r: Request) => /^Bearer (.+)$/.exec(r.headers()['authorization'] ?? '')?.[1];

test("three tabs of a 'Remember me' user across two renewals: one refresh request each time, every tab stays signed in and loads data", async ({ browser }) => {
  test.setTimeout(240_000); // three tabs and two renewals (a page each) on a busy machine
  const context = await browser.newContext();
  await context.clock.install();
  const refreshes: Request[] = [];
  const renewedTokens: string[] = [];
  context.on('request', (r) => {
    if (isRefresh(r)) refreshes.push(r);
  });
  context.on('response', async (r) => {
    if (!isRefresh(r.request()) || !r.ok()) return;
    renewedTokens.push(((await r.json()) as { access_token: string }).access_token);
  });

  const one = await context.newPage();
  await one.goto('/app/my-page');
  await expect(one).toHaveURL(new RegExp(`^${ORIGINS.identity}/interaction/`));
  await one.locator('#email').fill('creator@example.com');
  await one.locator('#password').fill(PASSWORD);
  await one.locator('#remember').check();
  await one.getByRole('button', { name: 'Sign in' }).click();
  await expect(one).toHaveURL(`${ORIGINS.shell}/app/my-page`);
  // the other two open signed in from the stored user (localStorage, shared by the tabs)
  const tabs: Page[] = [one, await context.newPage(), await context.newPage()];
  await Promise.all(tabs.slice(1).map((tab) => tab.goto('/app/my-page')));
  for (const tab of tabs) await expect(tab.getByRole('button', { name: /quick links/i })).toBeVisible();

  for (const round of [1, 2]) {
    // 4.5 of the token's 5 minutes pass in every tab at once: each tab's expiring notice comes.
    await context.clock.fastForward('04:30');
    await expect.poll(() => renewedTokens.length, { message: `renewal round ${round}` }).toBe(round);
    const token = renewedTokens[round - 1]!;

    // Every tab takes the new token and loads data with it (a page it has not shown yet); none is sent to the sign-in page.
    for (const tab of tabs) {
      await tab.bringToFront();
      const withNewToken = tab.waitForRequest((r) => r.url().startsWith(ORIGINS.api) && bearer(r) === token);
      if (round === 1) {
        await tab.getByRole('banner').getByRole('link', { name: 'Ideas', exact: true }).click();
        await expect(tab).toHaveURL(`${ORIGINS.shell}/app/ideas`);
        await expect(tab.getByRole('link', { name: 'Multilingual work instructions' })).toBeVisible({ timeout: 30_000 });
      } else {
        await tab.getByRole('banner').getByRole('link', { name: 'My Ideas' }).click();
        await expect(tab.getByRole('heading', { name: 'My Ideas', level: 1 })).toBeVisible({ timeout: 30_000 });
      }
      await withNewToken;
    }
    // The provider saw one refresh request for the round (none was refused: no grant revoked).
    expect(refreshes, `refresh requests after round ${round}`).toHaveLength(round);
  }
  await context.close();
});
