import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@idea-portal/db';
import { readOutbox, setRegistrationPolicy, setUserPassword } from '../src/index.js';
import { Browser, DEMO_TENANT, openTestDatabase, PASSWORD, signIn, startIdentity, type Running } from './helpers.js';
import { hiddenFields, lastCode, notification } from './pages.js';

let db: DatabaseHandle;
let op: Running;

beforeAll(async () => {
  db = await openTestDatabase();
  op = await startIdentity(db);
  await db.query(
    `INSERT INTO public.users (id, user_id, email, given_name, family_name, tenant_id)
     VALUES ('usr-rosa', 'usr-rosa', 'rosa@example.com', 'Rosa', 'Reset', $1),
            ('usr-ivo', 'usr-ivo', 'ivo@example.com', 'Ivo', 'Invited', $1),
            ('usr-fed', 'usr-fed', 'fed@example.com', 'Fred', 'Federated', $1)`,
    [DEMO_TENANT],
  );
  await setUserPassword(db, { userId: 'usr-rosa', email: 'rosa@example.com' }, PASSWORD);
  await setUserPassword(db, { userId: 'usr-ivo', email: 'ivo@example.com' }, 'Tmp-Initial-9a', { mustChangePassword: true });
});

afterAll(async () => {
  await op?.close();
  await db?.close();
});

/** The link and the code of the newest mail to `email`. */
async function mailed(email: string) {
  const [mail] = await readOutbox(db, email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  return { mail: mail!, link: link ? new URL(link) : null, code: mail?.text.match(/\b(\d{6})\b/)?.[1] };
}

describe("an administrator's password reset and invitation mail", () => {
  it('reset: a German mail with a code and a link to the code form; the code sets a new password, the old one stops working', async () => {
    expect(await op.identity.accountMail('passwordReset', { userId: 'usr-rosa', givenName: 'Rosa', locale: 'de' })).toBe('sent');
    const { mail, link, code } = await mailed('rosa@example.com');
    expect(mail.subject).toBe('Neues Passwort für das Ideenportal wählen');
    expect(mail.text).toContain('Hallo Rosa');
    expect(mail.text).toContain('15 Minuten');
    expect(code).toBe(await lastCode(db, 'rosa@example.com'));
    expect(link?.origin).toBe(op.issuer);
    expect(link?.pathname).toBe('/forgot-password');

    const browser = new Browser(op.issuer);
    const page = await (await browser.request(`${link!.pathname}${link!.search}`)).text();
    expect(page).toContain('<html lang="de">');
    const fields = hiddenFields(page);
    expect(fields).toMatchObject({ stage: 'reset', email: 'rosa@example.com' });
    const done = await browser.postForm('/forgot-password', { ...fields, code: code!, newPassword: 'Rosas-new-pass1' });
    expect(done.res.status).toBe(200);
    expect(notification(await done.res.text(), 'success')?.text).toBe('Das Passwort wurde erfolgreich zurückgesetzt');
    expect((await signIn(new Browser(op.issuer), op.issuer, 'rosa@example.com', 'Rosas-new-pass1')).url.searchParams.get('code')).toBeTruthy();
    expect((await signIn(new Browser(op.issuer), op.issuer, 'rosa@example.com', PASSWORD)).res.status).toBe(401);
  });

  it('invitation: an English mail whose code is valid for three days and replaces the temporary password', async () => {
    expect(await op.identity.accountMail('invitation', { userId: 'usr-ivo', givenName: 'Ivo', locale: 'en' })).toBe('sent');
    const { mail, code } = await mailed('ivo@example.com');
    expect(mail.subject).toBe('Your invitation to the Idea Portal');
    expect(mail.text).toContain('valid for 3 days');
    const [{ hours } = { hours: 0 }] = await db.query<{ hours: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM identity.verification_codes WHERE email = 'ivo@example.com' AND consumed_at IS NULL`,
    );
    expect(hours).toBe(72);
    const browser = new Browser(op.issuer);
    const page = await (await browser.request('/forgot-password?stage=code&email=ivo%40example.com')).text();
    const done = await browser.postForm('/forgot-password', { ...hiddenFields(page), code: code!, newPassword: 'Ivos-own-pass1' });
    expect(done.res.status).toBe(200);
    const [cred] = await db.query<{ must_change_password: boolean }>(`SELECT must_change_password FROM identity.credentials WHERE user_id = 'usr-ivo'`);
    expect(cred?.must_change_password).toBe(false);
    expect((await signIn(new Browser(op.issuer), op.issuer, 'ivo@example.com', 'Tmp-Initial-9a')).res.status).toBe(401);
  });

  it('an account without a portal password: no code, no mail', async () => {
    expect(await op.identity.accountMail('passwordReset', { userId: 'usr-fed', locale: 'en' })).toBe('no-password');
    expect(await readOutbox(db, 'fed@example.com')).toEqual([]);
  });
});

describe('registration stores the language the person registered in', () => {
  it('English registration in a German tenant: preferred language en; German: de', async () => {
    await db.query(`UPDATE public.tenants SET preferred_language = 'de' WHERE id = $1`, [DEMO_TENANT]);
    await setRegistrationPolicy(db, DEMO_TENANT, { selfRegistration: true, allowedDomains: ['example.com'] });
    const register = (email: string, lng: string) =>
      new Browser(op.issuer).postForm('/register', { email, password: 'Sup3r-secret', firstName: 'Nina', lastName: 'Neu', lng });
    expect((await register('nina.en@example.com', 'en')).res.status).toBe(200);
    expect((await register('nina.de@example.com', 'de')).res.status).toBe(200);
    const rows = await db.query<{ email: string; preferred_language: string | null }>(
      `SELECT email, preferred_language FROM public.users WHERE email LIKE 'nina.%' ORDER BY email`,
    );
    expect(rows.map((r) => [r.email, r.preferred_language])).toEqual([
      ['nina.de@example.com', 'de'],
      ['nina.en@example.com', 'en'],
    ]);
    // The confirmation mail is in the registration's language too.
    expect((await readOutbox(db, 'nina.en@example.com'))[0]?.subject).toBe('Your Idea Portal verification code');
  });
});
