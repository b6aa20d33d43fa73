import type { ApiError } from '@idea-portal/contracts';
import { getRuntimeConfig } from '../config/runtime-config';
import { resolveBaseUrls, type Service } from './base-urls';
import { getAuthState } from '../auth/user-manager';
import { newRequestId, takeEarlyRequest, USER_ID_KEY, userIdHeader } from './early-requests';

export { newRequestId, USER_ID_KEY };

/** Thrown for every non-2xx answer; carries the API's stable error code. */
export class ApiRequestError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type TokenGetter = () => string | null | undefined;
/** Until the shell's session bridge registers its getter: the stored user's token (a request before the first render). */
let getToken: TokenGetter = () => getAuthState().user?.access_token;

/** The shell's auth provider registers how to read the current access token. */
export function setAccessTokenGetter(fn: TokenGetter) {
  getToken = fn;
}

type UnauthorizedHandler = (error: ApiRequestError) => void;
let onUnauthorized: UnauthorizedHandler | null = null;
/** A 401 answered before the shell registered its handler (the first page's early requests), and the token it was for. */
let unhandled: { error: ApiRequestError; token: string } | null = null;

/**
 * The shell registers what a 401 to a request that carried a token means: the session is invalid
 * (e.g. the provider ended it after a reused refresh token) -> clear stored auth data, sign out.
 * A 401 that came before the handler is handed to it at once, if the token it was for is still the
 * current one (not, say, an answer to a signed-out session's last request).
 */
export function setUnauthorizedHandler(fn: UnauthorizedHandler | null) {
  onUnauthorized = fn;
  const pending = unhandled;
  if (!fn || !pending) return;
  unhandled = null;
  if (pending.token === getToken()) fn(pending.error);
}

function unauthorized(error: ApiRequestError, token: string) {
  if (onUnauthorized) onUnauthorized(error);
  else unhandled = { error, token };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Whole percent of the request body sent so far (100 once the server answered). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * `T` is the answer's contract type. The browser does not parse answers again: the API encodes
 * every answer with the same zod contract (fastify-type-provider-zod's serializer) and fails
 * rather than send one that does not match, so zod and the schemas stay off the first page.
 */
export interface ServiceClient {
  request<T = unknown>(path: string, opts?: RequestOptions): Promise<T>;
  get<T>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /** Multipart upload with progress. */
  upload<T>(path: string, body: FormData, opts?: UploadOptions): Promise<T>;
  /** A binary answer (file download, image preview, PDF export). */
  blob(path: string, opts?: Pick<RequestOptions, 'query' | 'signal'>): Promise<Blob>;
  /** The absolute URL of a path (links the browser opens itself). */
  url(path: string): Promise<string>;
}

/** The API's error body (ApiError in the contracts): a code and a message, perhaps details. */
function isApiError(payload: unknown): payload is ApiError {
  const p = payload as Partial<ApiError> | null;
  return (
    typeof p === 'object' && p !== null && typeof p.code === 'string' && typeof p.message === 'string' &&
    (p.details === undefined || Array.isArray(p.details))
  );
}

/** The API's error body, or a stable code from the status when the answer is not one (proxy pages). */
function toApiError(status: number, payload: unknown): ApiRequestError {
  if (isApiError(payload)) return new ApiRequestError(status, payload.code, payload.message, payload.details);
  const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'INTERNAL';
  return new ApiRequestError(status, code, `HTTP ${status}`);
}

/** Answers of a balancer or a stopping instance that say the request may not have been handled. */
const NO_ANSWER = new Set([502, 503, 504]);

const networkError = () => new ApiRequestError(0, 'NETWORK_ERROR', 'Network error');

function abortError(): Error {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * One client per service (users, tenants, ideas) and the only HTTP transport of the browser:
 * waits for base-URL resolution, adds the bearer token and the stored user id (X-User-Id;
 * x-user-id for the ideas service), sends multipart when the body is FormData, reads JSON
 * answers (typed by the contracts), uploads with progress and downloads blobs. Every failure is an
 * ApiRequestError; a 401 to a request that carried a token tells the shell.
 */
export function createServiceClient(service: Service, fetchImpl: typeof fetch = (...a) => fetch(...a)): ServiceClient {
  const baseFor = async () => {
    const urls = await resolveBaseUrls(getRuntimeConfig().env);
    return urls[service].replace(/\/$/, '');
  };

  async function urlFor(path: string, query: RequestOptions['query'] = {}) {
    const url = new URL(`${await baseFor()}${path}`);
    for (const [k, v] of Object.entries(query)) {
      if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
    }
    return url;
  }

  /**
   * Authorization, user id and a fresh request id (the API logs it and answers with it, so a
   * support case can name the request); `token` says whether a 401 means the session is gone.
   */
  function authHeaders(): { headers: Record<string, string>; token: string | null | undefined; userId: string | null } {
    const headers: Record<string, string> = { 'X-Request-Id': newRequestId() };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const userId = typeof localStorage !== 'undefined' ? localStorage.getItem(USER_ID_KEY) : null;
    if (userId) headers[userIdHeader(service)] = userId;
    return { headers, token, userId };
  }

  function fail(status: number, payload: unknown, token: string | null | undefined): ApiRequestError {
    const error = toApiError(status, payload);
    if (status === 401 && token) unauthorized(error, token);
    return error;
  }

  async function send(url: URL, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, init);
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw networkError();
    }
  }

  /**
   * A POST that got no answer (network error, or the balancer's 502/503/504) is sent once more
   * with the same Idempotency-Key: the API answers a repeat with the first answer.
   */
  async function sendWithRetry(url: URL, init: RequestInit): Promise<Response> {
    try {
      const first = await send(url, init);
      if (!NO_ANSWER.has(first.status)) return first;
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
    }
    return send(url, init);
  }

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const url = await urlFor(path, opts.query);
    const auth = authHeaders();
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers, ...auth.headers };
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] = 'application/json';
    }
    const method = opts.method ?? 'GET';
    const init: RequestInit = { method, headers, body, signal: opts.signal };
    let res: Response;
    // The shell's entry may have sent this very request already (./early-requests.ts).
    const early = method === 'GET' && !opts.headers ? takeEarlyRequest(url.toString(), auth.headers.Authorization, auth.userId) : null;
    if (early) res = await early.catch(() => send(url, init));
    else if (method === 'POST') {
      // One key per call (one user action), so the retry below cannot write twice.
      headers['Idempotency-Key'] ??= newRequestId();
      res = await sendWithRetry(url, init);
    } else res = await send(url, init);
    if (res.status === 204) return undefined as T;
    const payload = await res.json().catch(() => null);
    if (!res.ok) throw fail(res.status, payload, auth.token);
    return payload as T;
  }

  async function blob(path: string, opts: Pick<RequestOptions, 'query' | 'signal'> = {}) {
    const url = await urlFor(path, opts.query);
    const auth = authHeaders();
    const res = await send(url, { headers: auth.headers, signal: opts.signal });
    if (!res.ok) throw fail(res.status, await res.json().catch(() => null), auth.token);
    return res.blob();
  }

  /** XMLHttpRequest, because fetch reports no upload progress. */
  async function upload<T>(path: string, body: FormData, opts: UploadOptions = {}): Promise<T> {
    const url = await urlFor(path);
    const auth = authHeaders();
    const payload = await new Promise<unknown>((resolve, reject) => {
      if (opts.signal?.aborted) return reject(abortError());
      const xhr = new XMLHttpRequest();
      xhr.open(opts.method ?? 'POST', url.toString());
      xhr.setRequestHeader('Accept', 'application/json');
      for (const [k, v] of Object.entries(auth.headers)) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) opts.onProgress?.(Math.round((e.loaded / e.total) * 100));
      };
      xhr.onload = () => {
        let answer: unknown = null;
        try {
          answer = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        } catch {
          answer = null;
        }
        if (xhr.status >= 200 && xhr.status < 300) {
          opts.onProgress?.(100);
          resolve(answer);
        } else reject(fail(xhr.status, answer, auth.token));
      };
      xhr.onerror = () => reject(networkError());
      xhr.onabort = () => reject(abortError());
      opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
    return payload as T;
  }

  return {
    request,
    get: (path, opts) => request(path, { ...opts, method: 'GET' }),
    upload,
    blob,
    url: async (path) => `${await baseFor()}${path}`,
  };
}

export const usersApi = createServiceClient('users');
export const tenantsApi = createServiceClient('tenants');
export const ideasApi = createServiceClient('ideas');
