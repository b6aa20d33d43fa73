import { ActivityResponse, AdminUserCreateResponse } from '@idea-portal/contracts';
import { runMigrations } from '@idea-portal/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer, IDENTITY_MIGRATIONS_DIR, IDENTITY_MIGRATIONS_TABLE, mailAccountCode, readOutbox, resolveSql, seedDemoCredentials, setUserPassword } from '../../identity/src/index';
import { buildApi } from '../src/app';
import { users } from '../src/db/schema';
import { temporaryPassword } from '../src/modules/admin/temporary-password';
import { DEMO_USERS } from '../src/seed/people';
import { seedDemoData } from '../src/seed/seed';
import { ADMIN, createSigner, CREATOR, EVALUATOR, OTHER_TENANT_USER, targets, VIEWER } from './support/api';

/**
 * "Reset password" and "Resend invitation" in user management, through the real identity
 * provider's mail (its outbox): the admin gate, the tenant boundary, the person's language, the
 * activity log, and the stable codes.
 */
describe.each(targets)('POST /admin/users/{id}/password-reset and /invitation on $name', (target) => {
  let app: FastifyInstance;
  let plain: FastifyInstance;
  let dispose: () => Promise<void>;
  let handle: Awaited<ReturnType<(typeof targets)[number]['create']>>['handle'];
  let token: (sub: string) => Promise<string>;
  let mailFails = false;

  beforeAll(async () => {
    ({ handle, dispose } = await target.create());
    await runMigrations(handle, IDENTITY_MIGRATIONS_DIR, { table: IDENTITY_MIGRATIONS_TABLE });
    await seedDemoData(handle);
    // Passwords for the people the tests mail (each costs a scrypt hash).
    await seedDemoCredentials(handle, DEMO_USERS.filter((u) => [VIEWER, EVALUATOR, CREATOR].includes(u.userId)), 'Demo-Passw0rd');
    const signer = await createSigner();
    token = (sub) => signer.token(sub);
    const sql = resolveSql(handle);
    const outbox = createOutboxMailer(sql);
    const mailer = { kind: outbox.kind, send: async (m: Parameters<typeof outbox.send>[0]) => (mailFails ? Promise.reject(new Error('smtp down')) : outbox.send(m)) };
    const base = { db: handle, auth: { verifier: signer.verifier }, logger: false, docs: false } as const;
    app = await buildApi({
      ...base,
      onUserCreated: async (user) => {
        const password = temporaryPassword();
        await setUserPassword(handle, user, password, { mustChangePassword: true });
        return { temporaryPassword: password };
      },
      onAccountMail: (kind, user) => mailAccountCode({ sql, issuer: 'http://identity.test', mailer }, kind, user),
    });
    // Passwords kept elsewhere (Cognito): no hook.
    plain = await buildApi(base);
    await Promise.all([app.ready(), plain.ready()]);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await plain?.close();
    await dispose?.();
  });

  const post = async (sub: string, url: string, on = app) => on.inject({ method: 'POST', url, headers: { authorization: `Bearer ${await token(sub)}` } });
  const idOf = async (userId: string) => (await handle.db.select({ id: users.id }).from(users).where(eq(users.userId, userId)))[0]!.id;
  const mails = (email: string) => readOutbox(handle, email);
  const activity = async () => {
    const res = await app.inject({ url: '/admin/activity?pageSize=100', headers: { authorization: `Bearer ${await token(ADMIN)}` } });
    return ActivityResponse.parse(res.json()).entries.filter((e) => e.fieldName === 'passwordReset' || e.fieldName === 'invitation');
  };

  it('non-admins get 403 on both, and nothing is mailed', async () => {
    const viewer = await idOf(VIEWER);
    for (const sub of [EVALUATOR, CREATOR, VIEWER]) {
      for (const action of ['password-reset', 'invitation']) {
        const res = await post(sub, `/admin/users/${viewer}/${action}`);
        expect(res.statusCode, `${sub} ${action}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
    expect(await mails('viewer@example.com')).toEqual([]);
  });

  it("another tenant's user and an unknown id: 404, no mail, nothing logged", async () => {
    const other = await idOf(OTHER_TENANT_USER);
    for (const id of [other, OTHER_TENANT_USER, 'u-nobody']) {
      for (const action of ['password-reset', 'invitation']) {
        const res = await post(ADMIN, `/admin/users/${id}/${action}`);
        expect(res.statusCode, `${id} ${action}`).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    }
    expect(await mails('otto@other.example')).toEqual([]);
    expect(await activity()).toEqual([]);
  });

  it("reset: the person gets a code in their language (their own before the tenant's), and the log names who sent it to whom", async () => {
    const viewer = await idOf(VIEWER);
    // No preferred language: the tenant's (German).
    expect((await post(ADMIN, `/admin/users/${viewer}/password-reset`)).statusCode).toBe(204);
    const [de] = await mails('viewer@example.com');
    expect(de?.subject).toBe('Neues Passwort für das Ideenportal wählen');
    expect(de?.text).toMatch(/Bestätigungscode \d{6}/);
    expect(de?.text).toContain('http://identity.test/forgot-password?lng=de&stage=code&email=viewer%40example.com');
    expect(de?.text).not.toContain('Demo-Passw0rd');
    // The person reads the portal in English.
    await handle.db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, viewer));
    expect((await post(ADMIN, `/admin/users/${viewer}/password-reset`)).statusCode).toBe(204);
    const [en] = await mails('viewer@example.com');
    expect(en?.subject).toBe('Choose a new Idea Portal password');

    const entries = await activity();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ entityType: 'user', fieldName: 'passwordReset', subjectUserId: viewer, subjectName: 'Vera Viewer', actorId: await idOf(ADMIN), oldValue: null, newValue: null });
  });

  it('invitation: for an account created by an admin that never signed in; once the person signed in, 409 INVITATION_NOT_PENDING', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/admin/users',
      headers: { authorization: `Bearer ${await token(ADMIN)}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'ines.invited@example.com', givenName: 'Ines', familyName: 'Invited', role: 'VIEWERS' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const ines = AdminUserCreateResponse.parse(created.json());
    const res = await post(ADMIN, `/admin/users/${ines.id}/invitation`);
    expect(res.statusCode, res.body).toBe(204);
    const [mail] = await mails('ines.invited@example.com');
    expect(mail?.subject).toBe('Ihre Einladung zum Ideenportal');
    expect(mail?.text).toContain('Hallo Ines');
    expect(mail?.text).not.toContain(ines.temporaryPassword!);
    expect((await activity())[0]).toMatchObject({ fieldName: 'invitation', subjectUserId: ines.id });

    // Ines signs in (her first API call stamps the sign-in): no invitation any more, a reset still works.
    expect((await app.inject({ url: '/users/me', headers: { authorization: `Bearer ${await token(ines.userId)}` } })).statusCode).toBe(200);
    const again = await post(ADMIN, `/admin/users/${ines.id}/invitation`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVITATION_NOT_PENDING');
    expect(await mails('ines.invited@example.com')).toHaveLength(1);
    expect((await post(ADMIN, `/admin/users/${ines.id}/password-reset`)).statusCode).toBe(204);
  });

  it('inactive account: 409 USER_INACTIVE; no portal password or no identity provider: 409 PASSWORD_NOT_MANAGED; a failed mail: 502 MAIL_FAILED, nothing logged', async () => {
    const before = (await activity()).length;
    const disabled = await idOf('usr-horst-krueger');
    const inactive = await post(ADMIN, `/admin/users/${disabled}/password-reset`);
    expect([inactive.statusCode, inactive.json().code]).toEqual([409, 'USER_INACTIVE']);

    const creator = await idOf(CREATOR);
    const external = await post(ADMIN, `/admin/users/${creator}/password-reset`, plain);
    expect([external.statusCode, external.json().code]).toEqual([409, 'PASSWORD_NOT_MANAGED']);
    await handle.query(`DELETE FROM identity.credentials WHERE user_id = $1`, [CREATOR]);
    const federated = await post(ADMIN, `/admin/users/${creator}/password-reset`);
    expect([federated.statusCode, federated.json().code]).toEqual([409, 'PASSWORD_NOT_MANAGED']);
    expect(await mails('creator@example.com')).toEqual([]);

    mailFails = true;
    try {
      const failed = await post(ADMIN, `/admin/users/${await idOf(EVALUATOR)}/password-reset`);
      expect([failed.statusCode, failed.json().code]).toEqual([502, 'MAIL_FAILED']);
    } finally {
      mailFails = false;
    }
    expect(await activity()).toHaveLength(before);
  });
});
