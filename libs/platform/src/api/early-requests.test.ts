import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../config/runtime-config';
import { resetBaseUrlCache } from './base-urls';
import { createServiceClient, setAccessTokenGetter, setUnauthorizedHandler } from './client';
import { EARLY_ANSWER_MAX_AGE_MS, EARLY_REQUESTS_GLOBAL, firstPageRequests, sendEarlyRequests, takeEarlyRequest, USER_ID_KEY } from './early-requests';

const NOW = 1_800_000_000_000;
const CONFIG = { env: { API_URL: 'http://api.test/', OIDC_AUTHORITY: 'http://idp', OIDC_CLIENT_ID: 'c' }, remotes: {} };

function storeUser(token = 'tok-1', expiresAt = NOW / 1000 + 300, storage: Storage = sessionStorage) {
  storage.setItem('oidc.user:http://idp:c', JSON.stringify({ access_token: token, expires_at: expiresAt, profile: {} }));
}

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function sent(f: ReturnType<typeof vi.fn>) {
  return f.mock.calls.map(([url, init]) => ({ url: String(url), headers: (init as RequestInit).headers as Record<string, string> }));
}

beforeEach(() => {
  resetBaseUrlCache();
  setRuntimeConfig(CONFIG as never);
});
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  setAccessTokenGetter(() => null);
  setUnauthorizedHandler(null);
});

describe('the first page’s requests', () => {
  it('every page under /app asks for the profile, the notifications and the tasks; the idea page for its idea, workflow and comments', () => {
    const every = [['users', '/users/me'], ['ideas', '/notifications'], ['ideas', '/tasks']];
    expect(firstPageRequests('/app/ideas/idea%20one')).toEqual([
      ...every,
      ['ideas', '/ideas/idea%20one'],
      ['ideas', '/ideas/idea%20one/workflow'],
      ['ideas', '/ideas/idea%20one/comments'],
    ]);
    expect(firstPageRequests('/app/ideas/new')).toEqual(every);
    expect(firstPageRequests('/app/ideas/i-1/edit')).toEqual(every);
    expect(firstPageRequests('/app/search')).toEqual(every);
    expect(firstPageRequests('/app/ideas/%E0%A4%A')).toEqual(every);
    expect(firstPageRequests('/app')).toEqual([...every, ['users', '/users/my-ideas?limit=1']]);
    expect(firstPageRequests('/')).toEqual([]);
    expect(firstPageRequests('/application')).toEqual([]);
  });
});

describe('the entry sends them', () => {
  it('with the stored token and user id, to the configured API', () => {
    storeUser();
    localStorage.setItem(USER_ID_KEY, 'u-1');
    const f = vi.fn(async () => answer({}));
    expect(sendEarlyRequests(CONFIG, '/app/ideas/i-1', f as unknown as typeof fetch, NOW)).toBe(6);
    const requests = sent(f);
    expect(requests.map((r) => r.url)).toEqual([
      'http://api.test/users/me',
      'http://api.test/notifications',
      'http://api.test/tasks',
      'http://api.test/ideas/i-1',
      'http://api.test/ideas/i-1/workflow',
      'http://api.test/ideas/i-1/comments',
    ]);
    expect(requests[0]!.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'X-User-Id': 'u-1' });
    expect(requests[0]!.headers['X-Request-Id']).toMatch(/^web-early-[0-9a-f]{32}$/);
    expect(requests[3]!.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'x-user-id': 'u-1' });
  });

  it('not for a signed-out visitor, an expired session, configured base URLs or the mock API', () => {
    const f = vi.fn(async () => answer({}));
    const send = (config: unknown = CONFIG) => sendEarlyRequests(config, '/app', f as unknown as typeof fetch, NOW);
    expect(send()).toBe(0);
    storeUser('tok-1', NOW / 1000 - 1);
    expect(send()).toBe(0);
    storeUser();
    expect(send({ env: { ...CONFIG.env, FETCH_CONFIGS: 'true' } })).toBe(0);
    expect(send({ env: { ...CONFIG.env, ENABLE_API_MOCKING: 'true' } })).toBe(0);
    expect(send({})).toBe(0);
    expect(f).not.toHaveBeenCalled();
  });
});

describe('the API client takes them', () => {
  it('answers the page’s request with the early answer, once: the next request goes out', async () => {
    storeUser();
    localStorage.setItem(USER_ID_KEY, 'u-1');
    sendEarlyRequests(CONFIG, '/app/ideas/i-1', vi.fn(async () => answer({ id: 'i-1', early: true })) as unknown as typeof fetch);
    setAccessTokenGetter(() => 'tok-1');
    const f = vi.fn(async () => answer({ id: 'i-1', early: false }));
    const ideas = createServiceClient('ideas', f as unknown as typeof fetch);
    await expect(ideas.get('/ideas/i-1')).resolves.toEqual({ id: 'i-1', early: true });
    expect(f).not.toHaveBeenCalled();
    await expect(ideas.get('/ideas/i-1')).resolves.toEqual({ id: 'i-1', early: false });
    expect(f).toHaveBeenCalledTimes(1);
  });

  it('not when the token or the user id differ, or the answer is stale', async () => {
    storeUser();
    localStorage.setItem(USER_ID_KEY, 'u-1');
    sendEarlyRequests(CONFIG, '/app/ideas/i-1', vi.fn(async () => answer({ early: true })) as unknown as typeof fetch);
    const f = vi.fn(async () => answer({ early: false }));
    const ideas = createServiceClient('ideas', f as unknown as typeof fetch);
    setAccessTokenGetter(() => 'tok-2');
    await expect(ideas.get('/ideas/i-1')).resolves.toEqual({ early: false });
    setAccessTokenGetter(() => 'tok-1');
    localStorage.setItem(USER_ID_KEY, 'u-2');
    await expect(ideas.get('/ideas/i-1/workflow')).resolves.toEqual({ early: false });
    expect(takeEarlyRequest('http://api.test/ideas/i-1/comments', 'Bearer tok-1', 'u-1', Date.now() + EARLY_ANSWER_MAX_AGE_MS + 1)).toBeNull();
    expect(f).toHaveBeenCalledTimes(2);
  });

  it('an early 401 ends the session as any other would; a failed early request is sent again', async () => {
    storeUser();
    const failing = vi.fn(async (url: string) => (url.endsWith('/users/me') ? answer({ code: 'UNAUTHENTICATED', message: 'no' }, 401) : Promise.reject(new TypeError('offline'))));
    sendEarlyRequests(CONFIG, '/app', failing as unknown as typeof fetch);
    setAccessTokenGetter(() => 'tok-1');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const f = vi.fn(async () => answer({ notifications: [] }));
    await expect(createServiceClient('users', f as unknown as typeof fetch).get('/users/me')).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(createServiceClient('ideas', f as unknown as typeof fetch).get('/notifications')).resolves.toEqual({ notifications: [] });
    expect(f).toHaveBeenCalledTimes(1);
  });
});
