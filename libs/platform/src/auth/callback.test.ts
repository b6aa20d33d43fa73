import { describe, expect, it, vi } from 'vitest';
import type { User } from 'oidc-client-ts';
import { completeSignIn } from './callback';
import { signInState } from './redirect';

const user = (over: Partial<User> = {}) =>
  ({ access_token: 'a', id_token: 'i', refresh_token: 'r', state: signInState('/app/ideas/7'), ...over }) as unknown as User;

function manager(result: () => Promise<User | undefined>) {
  return { signinCallback: vi.fn(result), removeUser: vi.fn(async () => {}) };
}

describe('completeSignIn', () => {
  it('fails on an error parameter without exchanging', async () => {
    const um = manager(async () => user());
    await expect(completeSignIn('http://x/auth/callback?error=access_denied', um)).rejects.toMatchObject({ code: 'PROVIDER_ERROR' });
    expect(um.signinCallback).not.toHaveBeenCalled();
  });

  it("fails without a code: 'No authorization code received'", async () => {
    const um = manager(async () => user());
    await expect(completeSignIn('http://x/auth/callback?state=s', um)).rejects.toMatchObject({ code: 'NO_AUTH_CODE', message: 'No authorization code received' });
  });

  it('maps invalid_grant to its message', async () => {
    const um = manager(async () => {
      throw Object.assign(new Error('invalid_grant'), { error: 'invalid_grant' });
    });
    await expect(completeSignIn('http://x/auth/callback?code=c&state=s', um)).rejects.toMatchObject({
      code: 'INVALID_GRANT',
      message: 'Authorization code is invalid or has expired. Please try logging in again.',
    });
  });

  it('requires access, id and refresh tokens', async () => {
    const um = manager(async () => user({ refresh_token: undefined }));
    await expect(completeSignIn('http://x/auth/callback?code=c&state=s', um)).rejects.toMatchObject({ code: 'INCOMPLETE_TOKEN_RESPONSE' });
    expect(um.removeUser).toHaveBeenCalled();
  });

  it('resolves to the return target from the state, the query, or the dashboard', async () => {
    expect((await completeSignIn('http://x/auth/callback?code=c&state=s', manager(async () => user()))).redirectTo).toBe('/app/ideas/7');
    expect((await completeSignIn('http://x/auth/callback?code=c&state=s&redirectTo=%2Fapp%2Ffaq', manager(async () => user()))).redirectTo).toBe('/app/faq');
    expect((await completeSignIn('http://x/auth/callback?code=c&state=s', manager(async () => user({ state: undefined })))).redirectTo).toBe('/app');
  });
});
