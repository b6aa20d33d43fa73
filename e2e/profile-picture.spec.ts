import { expect, test } from './support/test';
import { setLanguage, signIn } from './helpers';

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('a picture address from another site is refused with a message on the field; an uploaded picture shows in the header', async ({ page }) => {
  await signIn(page, 'evaluator@example.com', '/app/profile');
  const headerAvatar = page.getByRole('link', { name: 'My Page' }).first();
  await expect(headerAvatar.locator('img')).toHaveCount(0);

  // English: the address is refused by the API and the field says why.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('region', { name: 'Edit Profile' });
  const address = form.getByLabel(/Picture address/);
  await address.fill('https://images.elsewhere.example/me.png');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText(/Pictures from other sites cannot be shown here/)).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');

  // German, after a reload (the form stays open: its state is in the address).
  await setLanguage(page, 'de');
  await page.reload();
  const formDe = page.getByRole('region', { name: 'Profil bearbeiten' });
  await formDe.getByLabel(/Bildadresse/).fill('https://images.elsewhere.example/me.png');
  await formDe.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(formDe.getByText(/Bilder von anderen Websites können hier nicht angezeigt werden/)).toBeVisible();
  await setLanguage(page, 'en');
  await page.reload();

  // Upload: saved at once, shown in the form and in the shell's header (fetched with the token).
  await form.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Picture saved')).toBeVisible();
  await expect(form.getByRole('img', { name: /Profile picture of/ })).toHaveAttribute('src', /^blob:/);
  const headerImage = headerAvatar.locator('img');
  await expect(headerImage).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => headerImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  // Remove it again: the initials come back in the header.
  await form.getByRole('button', { name: 'Remove picture' }).click();
  await expect(headerAvatar.locator('img')).toHaveCount(0);
  await expect(headerAvatar).toContainText('EE');
});
