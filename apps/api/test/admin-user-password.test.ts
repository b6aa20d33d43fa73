import { AdminUserCreateResponse } from '@idea-portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApi } from '../src/app';
import { users } from '../src/db/schema';
import { seedDemoData } from '../src/seed/seed';
import { ADMIN, createSigner, targets } from './support/api';

describe('POST /admin/users with the onUserCreated hook (accounts created by an administrator)', () => {
  let app: FastifyInstance;
  let dispose: () => Promise<void>;
  let handle: Awaited<ReturnType<(typeof targets)[number]['create']>>['handle'];
  let token: (sub: string) => Promise<string>;
  const hook = vi.fn(async (_user: { email: string; userId: string }) => ({ temporaryPassword: 'Tmp-Passw0rd-1' }));

  beforeAll(async () => {
    ({ handle, dispose } = await targets[0]!.create());
    await seedDemoData(handle);
    const signer = await createSigner();
    token = (sub) => signer.token(sub);
    app = await buildApi({ db: handle, auth: { verifier: signer.verifier }, logger: false, docs: false, onUserCreated: hook });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  const create = async (email: string) =>
    app.inject({
      method: 'POST',
      url: '/admin/users',
      headers: { authorization: `Bearer ${await token(ADMIN)}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ email, givenName: 'Tina', familyName: 'Temp', role: 'VIEWERS' }),
    });

  it('calls the hook with the new account and returns the temporary password once', async () => {
    const res = await create('tina.temp@example.com');
    expect(res.statusCode, res.body).toBe(201);
    const body = AdminUserCreateResponse.parse(res.json());
    expect(body.temporaryPassword).toBe('Tmp-Passw0rd-1');
    expect(hook).toHaveBeenCalledWith({ email: 'tina.temp@example.com', userId: body.userId });
    // the list never shows it again
    const list = await app.inject({ method: 'GET', url: '/admin/users?search=tina.temp', headers: { authorization: `Bearer ${await token(ADMIN)}` } });
    expect(list.body).not.toContain('Tmp-Passw0rd-1');
  });

  it("an address of another tenant's account: a temporary password of the same shape, but the hook (and so that account's password) is never touched", async () => {
    hook.mockClear();
    const res = await create('otto@other.example');
    expect(res.statusCode, res.body).toBe(201);
    const body = AdminUserCreateResponse.parse(res.json());
    expect(body.temporaryPassword).toMatch(/^Tmp-[A-Za-z0-9_-]{16}-9a$/);
    expect(body.temporaryPassword).toBe(body.temporaryPassword?.trim());
    expect(hook).not.toHaveBeenCalled();
    const rows = await handle.db.select().from(users).where(eq(users.email, 'otto@other.example'));
    expect(rows.map((r) => r.tenantId)).toEqual(['tenant-other-gmbh']);
  });

  it('a failing hook leaves no half-created account', async () => {
    hook.mockRejectedValueOnce(new Error('identity down'));
    const res = await create('half.made@example.com');
    expect(res.statusCode).toBe(500);
    const rows = await handle.db.select().from(users).where(eq(users.email, 'half.made@example.com'));
    expect(rows).toEqual([]);
  });
});
