import { AdminUserListResponse, CurrentUser, UserProfile } from '@idea-portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { call } from './support/admin';
import { ADMIN, apiOn, CREATOR, EVALUATOR as EVALUATOR_SUB, targets, VIEWER, type TestApi } from './support/api';

describe.each(targets)('own profile and last login on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await apiOn(target);
  });
  afterAll(() => api?.close());

  const row = async (sub: string) => {
    const [found] = await api.handle.db.select().from(users).where(eq(users.userId, sub));
    if (!found) throw new Error(`no user ${sub}`);
    return found;
  };

  it('PATCH /users/me updates the caller profile and answers it', async () => {
    const res = await call(api, CREATOR, 'PATCH', '/users/me', {
      phoneNumber: '+49 89 1234-56',
      position: '  Lead Process Engineer ',
      aboutMe: 'Lean and 3D printing.',
      preferredLanguage: 'en',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const profile = UserProfile.parse(res.body);
    expect(profile).toMatchObject({
      userId: CREATOR,
      phoneNumber: '+49 89 1234-56',
      position: 'Lead Process Engineer',
      aboutMe: 'Lean and 3D printing.',
      preferredLanguage: 'en',
      organizationalUnit: { id: 'ou-production' },
      tenant: { name: 'Demo Corp' },
    });
    const me = CurrentUser.parse((await api.as(CREATOR, '/users/me')).body);
    expect(me.profile).toMatchObject({ position: 'Lead Process Engineer', preferredLanguage: 'en' });
    // Nobody else changed.
    expect((await row(VIEWER)).position).toBe('Account Manager');
  });

  it('absent fields stay, null or empty text clears', async () => {
    await call(api, VIEWER, 'PATCH', '/users/me', { aboutMe: 'Hello' });
    const res = await call(api, VIEWER, 'PATCH', '/users/me', { aboutMe: '', picture: null, phoneNumber: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ aboutMe: null, picture: null, phoneNumber: null, position: 'Account Manager' });
    const noop = await call(api, VIEWER, 'PATCH', '/users/me', {});
    expect(noop.status).toBe(200);
    expect(noop.body.position).toBe('Account Manager');
  });

  it('rejects invalid input with 400 VALIDATION_FAILED and stores nothing', async () => {
    const before = await row(ADMIN);
    for (const body of [
      { aboutMe: 'x'.repeat(1001) },
      { picture: 'not a url' },
      { picture: 'javascript:alert(1)' },
      { preferredLanguage: 'fr' },
      { phoneNumber: 'call me maybe' },
      { role: 'VIEWERS' },
      { email: 'me@evil.example' },
      { givenName: 'Eve' },
    ]) {
      const res = await call(api, ADMIN, 'PATCH', '/users/me', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await row(ADMIN)).toEqual(before);
    expect((await call(api, null, 'PATCH', '/users/me', { position: 'x' })).status).toBe(401);
  });

  it('accepts the maximum about-me length', async () => {
    const res = await call(api, ADMIN, 'PATCH', '/users/me', { aboutMe: 'a'.repeat(1000) });
    expect(res.status).toBe(200);
    expect(res.body.aboutMe).toHaveLength(1000);
  });

  it('GET /users/me records last_login_at at most once per 5 minutes', async () => {
    expect((await row(EVALUATOR_SUB)).lastLoginAt).toBeNull();
    await api.as(EVALUATOR_SUB, '/users/me');
    const first = (await row(EVALUATOR_SUB)).lastLoginAt;
    expect(first).toBeInstanceOf(Date);
    await api.as(EVALUATOR_SUB, '/users/me');
    expect((await row(EVALUATOR_SUB)).lastLoginAt).toEqual(first);

    // Older than 5 minutes: stamped again.
    const old = new Date(Date.now() - 6 * 60_000);
    await api.handle.db.update(users).set({ lastLoginAt: old }).where(eq(users.userId, EVALUATOR_SUB));
    await api.as(EVALUATOR_SUB, '/users/me');
    const again = (await row(EVALUATOR_SUB)).lastLoginAt!;
    expect(again.getTime()).toBeGreaterThan(old.getTime() + 5 * 60_000);
    // 4 minutes old: left alone.
    const recent = new Date(Date.now() - 4 * 60_000);
    await api.handle.db.update(users).set({ lastLoginAt: recent }).where(eq(users.userId, EVALUATOR_SUB));
    await api.as(EVALUATOR_SUB, '/users/me');
    expect((await row(EVALUATOR_SUB)).lastLoginAt).toEqual(recent);
    // updatedAt is not touched by sign-ins.
    expect((await row(EVALUATOR_SUB)).updatedAt.getTime()).toBeLessThan(recent.getTime());

    // The admin list shows it.
    const list = AdminUserListResponse.parse((await api.as(ADMIN, '/admin/users?search=evaluator%40')).body);
    expect(list.users[0]!.lastLogin).toBe(recent.toISOString());
  });
});
