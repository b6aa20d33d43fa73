import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    await client.get('/users', { query: { pageSize: 10, email: undefined, givenName: '' } });
    const [url, init] = f.mock.calls[0] as unknown as Call;
    expect(url.toString()).toBe('http://users.test/users?pageSize=10');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['X-User-Id']).toBe('user-7');
    expect(headers['x-user-id']).toBeUndefined();
    // Each request carries its own id, which the API logs and answers with.
    expect(headers['X-Request-Id']).toMatch(/^web-[0-9a-f]{32}$/);
  });

  it('ideas: lower-case x-user-id', async () => {
    const f = fakeFetch();
    await createServiceClient('ideas', f as unknown as typeof fetch).get('/ideas');
    const headers = (f.mock.calls[0] as unknown as Call)[1].headers as Record<string, string>;
    expect(headers['x-user-id']).toBe('user-7');
    expect(headers['X-User-Id']).toBeUndefined();
  });

  it('no token, no Authorization header', async () => {
    setAccessTokenGetter(() => null);
    const f = fakeFetch();
    await createServiceClient('tenants', f as unknown as typeof fetch).get('/tenants');
    expect(((f.mock.calls[0] as unknown as Call)[1].headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('JSON bodies are encoded; FormData is sent as is (multipart, no JSON content type)', async () => {
    const f = fakeFetch();
    const client = createServiceClient('ideas', f as unknown as typeof fetch);
    await client.request('/ideas', { method: 'POST', body: { title: 'x' } });
    let [, init] = f.mock.calls[0] as unknown as Call;
    expect(init.body).toBe('{"title":"x"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');

    const form = new FormData();
    form.append('file', new Blob(['hi']), 'a.txt');
    await client.request('/ideas/1/attachments', { method: 'POST', body: form });
    [, init] = f.mock.calls[1] as unknown as Call;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('a POST carries an Idempotency-Key and is sent once more with the same key when no answer came', async () => {
    const answers = [() => Promise.reject(new TypeError('Failed to fetch')), () => Promise.resolve(new Response('{"id":"i-1"}', { status: 201 }))];
    const f = vi.fn(async (..._args: unknown[]) => answers.shift()!());
    const client = createServiceClient('ideas', f as unknown as typeof fetch);
    await expect(client.request('/ideas', { method: 'POST', body: { title: 'x' } })).resolves.toEqual({ id: 'i-1' });
    const keys = f.mock.calls.map((c) => ((c as unknown as Call)[1].headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
    expect(keys[1]).toBe(keys[0]);

    // A balancer's 502 is retried once with the same key; a second one is the answer.
    const bad = vi.fn(async (..._args: unknown[]) => new Response('<html>bad gateway</html>', { status: 502 }));
    const viaProxy = createServiceClient('ideas', bad as unknown as typeof fetch);
    await expect(viaProxy.request('/ideas', { method: 'POST', body: { title: 'y' } })).rejects.toMatchObject({ status: 502 });
    const proxyKeys = bad.mock.calls.map((c) => ((c as unknown as Call)[1].headers as Record<string, string>)['Idempotency-Key']);
    expect(proxyKeys).toHaveLength(2);
    expect(proxyKeys[1]).toBe(proxyKeys[0]);

    // Another action gets another key; an error answer of the API is not retried; GETs carry no key.
    const refused = fakeFetch(400, { code: 'VALIDATION_FAILED', message: 'Invalid' });
    await expect(createServiceClient('ideas', refused as unknown as typeof fetch).request('/ideas', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiRequestError);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(((refused.mock.calls[0] as unknown as Call)[1].headers as Record<string, string>)['Idempotency-Key']).not.toBe(keys[0]);
    const g = fakeFetch();
    await createServiceClient('ideas', g as unknown as typeof fetch).get('/ideas');
    expect(((g.mock.calls[0] as unknown as Call)[1].headers as Record<string, string>)['Idempotency-Key']).toBeUndefined();
  });

  it('an error answer becomes ApiRequestError with the API code', async () => {
    const f = fakeFetch(404, { code: 'NOT_FOUND', message: 'Idea not found' });
    const error = await createServiceClient('ideas', f as unknown as typeof fetch)
      .get('/ideas/1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Idea not found' });
  });

  it('an error body that is not the API\'s (a proxy page, a half answer) gets a stable code from the status', async () => {
    const half = fakeFetch(500, { code: 'X' });
    await expect(createServiceClient('ideas', half as unknown as typeof fetch).get('/ideas')).rejects.toMatchObject({ status: 500, code: 'INTERNAL', message: 'HTTP 500' });
    const details = fakeFetch(400, { code: 'VALIDATION_FAILED', message: 'Invalid', details: [{ path: 'title', message: 'Required' }] });
    await expect(createServiceClient('ideas', details as unknown as typeof fetch).get('/ideas')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'title', message: 'Required' }],
    });
  });

  it('a network failure becomes NETWORK_ERROR', async () => {
    const f = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await createServiceClient('users', f as unknown as typeof fetch)
      .get('/users')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' });
  });

  it("a 401 to a request with a token calls the shell's handler ('Session is invalid' -> sign out); without a token it does not", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    try {
      const f = fakeFetch(401, { code: 'UNAUTHENTICATED', message: 'Session is invalid' });
      const client = createServiceClient('users', f as unknown as typeof fetch);
      await expect(client.get('/users/me')).rejects.toMatchObject({ status: 401 });
      expect(handler).toHaveBeenCalledTimes(1);
      setAccessTokenGetter(() => null);
      await expect(client.get('/users/me')).rejects.toMatchObject({ status: 401 });
      expect(handler).toHaveBeenCalledTimes(1);
    } finally {
      setUnauthorizedHandler(null);
    }
  });

  it('a 401 answered before the shell registered its handler reaches the handler once it is registered', async () => {
    setUnauthorizedHandler(null);
    const f = fakeFetch(401, { code: 'UNAUTHENTICATED', message: 'Session is invalid' });
    await expect(createServiceClient('users', f as unknown as typeof fetch).get('/users/me')).rejects.toMatchObject({ status: 401 });
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ status: 401, code: 'UNAUTHENTICATED' }));
    setUnauthorizedHandler(null);
    setUnauthorizedHandler(handler);
    expect(handler).toHaveBeenCalledTimes(1);
    // Not when the session has changed since (the 401 was for another token).
    setUnauthorizedHandler(null);
    await expect(createServiceClient('users', f as unknown as typeof fetch).get('/users/me')).rejects.toMatchObject({ status: 401 });
    setAccessTokenGetter(() => 'tok-new');
    setUnauthorizedHandler(handler);
    expect(handler).toHaveBeenCalledTimes(1);
    setUnauthorizedHandler(null);
  });

  it('blob: downloads with the same headers; an error answer keeps its code, a proxy 413 gets a stable one', async () => {
    const f = vi.fn(async () => new Response('%PDF', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const client = createServiceClient('ideas', f as unknown as typeof fetch);
    const blob = await client.blob('/ideas/1/export.pdf');
    expect(blob.size).toBe(4);
    const [url, init] = f.mock.calls[0] as unknown as Call;
    expect(url.toString()).toBe('http://api.test/ideas/1/export.pdf');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
    expect((init.headers as Record<string, string>)['x-user-id']).toBe('user-7');

    const notFound = createServiceClient('ideas', fakeFetch(404, { code: 'NOT_FOUND', message: 'Attachment not found' }) as unknown as typeof fetch);
    await expect(notFound.blob('/ideas/1/attachments/2')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const tooLarge = createServiceClient('ideas', vi.fn(async () => new Response('<html>', { status: 413 })) as unknown as typeof fetch);
    await expect(tooLarge.blob('/x')).rejects.toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  describe('upload', () => {
    /** A scripted XMLHttpRequest: records what is sent, reports progress, answers with `answer`. */
    function fakeXhr(answer: { status: number; body: string }) {
      const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
      class FakeXhr {
        status = 0;
        responseText = '';
        upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        onabort: (() => void) | null = null;
        private req = { method: '', url: '', headers: {} as Record<string, string>, body: null as unknown };
        open(method: string, url: string) {
          this.req.method = method;
          this.req.url = url;
        }
        setRequestHeader(k: string, v: string) {
          this.req.headers[k] = v;
        }
        abort() {
          this.onabort?.();
        }
        send(body: unknown) {
          this.req.body = body;
          sent.push(this.req);
          queueMicrotask(() => {
            this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
            this.status = answer.status;
            this.responseText = answer.body;
            this.onload?.();
          });
        }
      }
      vi.stubGlobal('XMLHttpRequest', FakeXhr);
      return sent;
    }
    afterEach(() => vi.unstubAllGlobals());

    it('posts the form with the auth headers, reports progress and returns the answer', async () => {
      const sent = fakeXhr({ status: 201, body: JSON.stringify({ ok: true }) });
      const form = new FormData();
      form.append('files', new Blob(['hi']), 'a.txt');
      const progress: number[] = [];
      const answer = await createServiceClient('ideas').upload('/ideas/1/attachments', form, { onProgress: (p) => progress.push(p) });
      expect(answer).toEqual({ ok: true });
      expect(progress).toEqual([25, 100]);
      expect(sent[0]).toMatchObject({ method: 'POST', url: 'http://api.test/ideas/1/attachments', body: form });
      expect(sent[0]?.headers).toMatchObject({ Authorization: 'Bearer tok-123', 'x-user-id': 'user-7', Accept: 'application/json' });
    });

    it('maps error answers like every other request', async () => {
      fakeXhr({ status: 415, body: JSON.stringify({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'File type not allowed' }) });
      await expect(createServiceClient('ideas').upload('/ideas/1/attachments', new FormData())).rejects.toMatchObject({
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'File type not allowed',
      });
      fakeXhr({ status: 413, body: 'Request Entity Too Large' });
      await expect(createServiceClient('ideas').upload('/ideas/1/attachments', new FormData())).rejects.toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    });
  });
});
