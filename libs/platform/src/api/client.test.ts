import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setRuntimeConfig } from '../config/runtime-config';
import { resetBaseUrlCache } from './base-urls';
import { ApiRequestError, createServiceClient, setAccessTokenGetter, setUnauthorizedHandler, USER_ID_KEY } from './client';

type Call = [URL, RequestInit];

function fakeFetch(status = 200, body: unknown = { ok: true }) {
  return vi.fn(async (..._args: unknown[]) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

beforeEach(() => {
  resetBaseUrlCache();
  setRuntimeConfig({ env: { API_URL: 'http://api.test', USER_API_URL: 'http://users.test', OIDC_AUTHORITY: 'http://idp', OIDC_CLIENT_ID: 'c' }, remotes: {} });
  setAccessTokenGetter(() => 'tok-123');
  localStorage.setItem(USER_ID_KEY, 'user-7');
});
afterEach(() => {
  localStorage.clear();
  setAccessTokenGetter(() => null);
});

describe('service clients', () => {
  it('users: bearer token, X-User-Id, base URL and query', async () => {
    const f = fakeFetch();
    const client = createServiceClient('users', f as unknown as typeof fetch);
    await client.get('/users', z.object({ ok: z.boolean() }), { query: { pageSize: 10, email: undefined, givenName: '' } });
    const [url, init] = f.mock.calls[0] as unknown as Call;
    expect(url.toString()).toBe('http://users.test/users?pageSize=10');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['X-User-Id']).toBe('user-7');
    expect(headers['x-user-id']).toBeUndefined();
  });

  it('ideas: lower-case x-user-id', async () => {
    const f = fakeFetch();
    await createServiceClient('ideas', f as unknown as typeof fetch).get('/ideas', z.any());
    const headers = (f.mock.calls[0] as unknown as Call)[1].headers as Record<string, string>;
    expect(headers['x-user-id']).toBe('user-7');
    expect(headers['X-User-Id']).toBeUndefined();
  });

  it('no token, no Authorization header', async () => {
    setAccessTokenGetter(() => null);
    const f = fakeFetch();
    await createServiceClient('tenants', f as unknown as typeof fetch).get('/tenants', z.any());
    expect(((f.mock.calls[0] as unknown as Call)[1].headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('JSON bodies are encoded; FormData is sent as is (multipart, no JSON content type)', async () => {
    const f = fakeFetch();
    const client = createServiceClient('ideas', f as unknown as typeof fetch);
    await client.request('/ideas', z.any(), { method: 'POST', body: { title: 'x' } });
    let [, init] = f.mock.calls[0] as unknown as Call;
    expect(init.body).toBe('{"title":"x"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');

    const form = new FormData();
    form.append('file', new Blob(['hi']), 'a.txt');
    await client.request('/ideas/1/attachments', z.any(), { method: 'POST', body: form });
    [, init] = f.mock.calls[1] as unknown as Call;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('an error answer becomes ApiRequestError with the API code', async () => {
    const f = fakeFetch(404, { code: 'NOT_FOUND', message: 'Idea not found' });
    const error = await createServiceClient('ideas', f as unknown as typeof fetch)
      .get('/ideas/1', z.any())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Idea not found' });
  });

  it('a network failure becomes NETWORK_ERROR', async () => {
    const f = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await createServiceClient('users', f as unknown as typeof fetch)
      .get('/users', z.any())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' });
  });

  it("a 401 to a request with a token calls the shell's handler ('Session is invalid' -> sign out); without a token it does not", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    try {
      const f = fakeFetch(401, { code: 'UNAUTHENTICATED', message: 'Session is invalid' });
      const client = createServiceClient('users', f as unknown as typeof fetch);
      await expect(client.get('/users/me', z.any())).rejects.toMatchObject({ status: 401 });
      expect(handler).toHaveBeenCalledTimes(1);
      setAccessTokenGetter(() => null);
      await expect(client.get('/users/me', z.any())).rejects.toMatchObject({ status: 401 });
      expect(handler).toHaveBeenCalledTimes(1);
    } finally {
      setUnauthorizedHandler(null);
    }
  });
});
