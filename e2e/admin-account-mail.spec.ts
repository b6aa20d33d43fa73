import { expect, test } from './support/test';
import { mailed, registerAndLand, signedInPage, signInOnProviderPage } from './helpers';

/**
 * An administrator's "Reset password" on the composed portal: a new employee (registered in
 * English, so the mail is English) gets a mail with a code and a link; the link opens the code
 * form, the new password signs in.
 */
test.use({ actionTimeout: 20_000 });

test('an admin sends a password reset; the person sets a new password from the mail and signs in with it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = `e2e-reset-${Date.now().toString(36)}@example.com`;
  await registerAndLand(page, email, { firstName: 'Rena', lastName: 'Reset' });

  const admin = await signedInPage(browser, 'admin@example.com', '/app/admin/users');
  await admin.getByRole('searchbox').first().fill(email);
  await admin.getByRole('button', { name: /^(Reset password|Passwort zurücksetzen) Rena Reset$/ }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: /Send reset e-mail|E-Mail zum Zurücksetzen senden/ }).click();
  await expect(admin.getByText(new RegExp(`(Password reset e-mail sent to|E-Mail zum Zurücksetzen des Passworts an) ${email.replace(/\./g, '\\.')}`))).toBeVisible();

  const mail = await mailed(page.request, email, /^Choose a new Idea Portal password$/);
  const link = /https?:\/\/\S+/.exec(mail.text)![0];
  const code = /\b(\d{6})\b/.exec(mail.text)![1]!;

  const person = await (await browser.newContext()).newPage();
  await person.goto(link);
  await person.locator('#code').fill(code);
  await person.locator('#newPassword').fill('Reset-Passw0rd-2');
  await person.getByRole('button', { name: 'Reset Password' }).click();
  await expect(person.getByText('Password has been reset successfully')).toBeVisible();

  const again = await (await browser.newContext()).newPage();
  await again.goto('/app');
  await signInOnProviderPage(again, email, 'Reset-Passw0rd-2');
  await expect(again).toHaveURL(/\/app/);
  await expect(again.getByRole('button', { name: /quick links/i })).toBeVisible();
});
