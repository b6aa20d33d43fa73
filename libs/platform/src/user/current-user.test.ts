// vitest: own module graph (the stored user read before the first render)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client';
import { configureAuth } from '../auth/user-manager';
import { setRuntimeConfig } from '../config/runtime-config';
import { USER_ID_KEY } from '../api/client';
import { currentUserQueryKey, prefetchCurrentUser } from './current-user';

const env = { API_URL: 'http://api.test', OIDC_AUTHORITY: 'http://idp.test', OIDC_CLIENT_ID: 'idea-portal' };
const KEY = 'oidc.user:http://idp.test:idea-portal';
const now = () => Math.floor(Date.now() / 1000);
const me = { profile: { userId: 'u-7', givenName: 'Vera', familyName: 'Viewer', role: 'VIEWER' }, permissions: [], canAccessAdmin: false };

function signedIn(expiresIn: number) {
  sessionStorage.setItem(KEY, JSON.stringify({ access_token: 'stored-token', token_type: 'Bearer', profile: { sub: 'u-7' }, expires_at: now() + expiresIn }));
  configureAuth(setRuntimeConfig({ env, remotes: {} }).env, 'http://portal.test');
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe('prefetchCurrentUser (before the first render)', () => {
  it("asks for /users/me with the stored user's token and keeps the answer for the auth loader", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(me), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    signedIn(600);
    const queryClient = createQueryClient();
    prefetchCurrentUser(queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(me));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://api.test/users/me');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer stored-token');
    expect(localStorage.getItem(USER_ID_KEY)).toBe('u-7');
  });

  it('asks nothing without a stored user, or when its session has expired (the loader renews first)', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    signedIn(-60);
    prefetchCurrentUser(createQueryClient());
    sessionStorage.clear();
    configureAuth(setRuntimeConfig({ env, remotes: {} }).env, 'http://portal.test');
    prefetchCurrentUser(createQueryClient());
    expect(fetch).not.toHaveBeenCalled();
  });
});
