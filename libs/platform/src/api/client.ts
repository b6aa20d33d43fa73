import type { z } from 'zod';
import { ApiError } from '@idea-portal/contracts';
import { getRuntimeConfig } from '../config/runtime-config';
import { resolveBaseUrls, type Service } from './base-urls';

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
let getToken: TokenGetter = () => null;

/** The shell's auth provider registers how to read the current access token. */
export function setAccessTokenGetter(fn: TokenGetter) {
  getToken = fn;
}

type UnauthorizedHandler = (error: ApiRequestError) => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/**
 * The shell registers what a 401 to a request that carried a token means: the session is invalid
 * (e.g. the provider ended it after a reused refresh token) -> clear stored auth data, sign out.
 */
export function setUnauthorizedHandler(fn: UnauthorizedHandler | null) {
  onUnauthorized = fn;
}

export const USER_ID_KEY = 'userId';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ServiceClient {
  request<S extends z.ZodType>(path: string, schema: S, opts?: RequestOptions): Promise<z.infer<S>>;
  get<S extends z.ZodType>(path: string, schema: S, opts?: Omit<RequestOptions, 'method' | 'body'>): Promise<z.infer<S>>;
  /** The absolute URL of a path (downloads, images). */
  url(path: string): Promise<string>;
}

/**
 * One JSON client per service (users, tenants, ideas): waits for base-URL resolution, adds the
 * bearer token and the stored user id (X-User-Id; x-user-id for the ideas service), sends
 * multipart when the body is FormData, and parses answers with the zod contracts.
 */
export function createServiceClient(service: Service, fetchImpl: typeof fetch = (...a) => fetch(...a)): ServiceClient {
  const baseFor = async () => {
    const urls = await resolveBaseUrls(getRuntimeConfig().env);
    return urls[service].replace(/\/$/, '');
  };

  async function request<S extends z.ZodType>(path: string, schema: S, opts: RequestOptions = {}) {
    const url = new URL(`${await baseFor()}${path}`);
    for (const [k, v] of Object.entries(opts.query ?? {})) {
      if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
    }
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const userId = typeof localStorage !== 'undefined' ? localStorage.getItem(USER_ID_KEY) : null;
    if (userId) headers[service === 'ideas' ? 'x-user-id' : 'X-User-Id'] = userId;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] = 'application/json';
    }
    let res: Response;
    try {
      res = await fetchImpl(url, { method: opts.method ?? 'GET', headers, body, signal: opts.signal });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiRequestError(0, 'NETWORK_ERROR', 'Network error');
    }
    if (res.status === 204) return schema.parse(undefined);
    const payload = await res.json().catch(() => null);
    if (!res.ok) {
      const problem = ApiError.safeParse(payload);
      const error = problem.success
        ? new ApiRequestError(res.status, problem.data.code, problem.data.message, problem.data.details)
        : new ApiRequestError(res.status, 'INTERNAL', `HTTP ${res.status}`);
      if (res.status === 401 && token) onUnauthorized?.(error);
      throw error;
    }
    return schema.parse(payload);
  }

  return {
    request,
    get: (path, schema, opts) => request(path, schema, { ...opts, method: 'GET' }),
    url: async (path) => `${await baseFor()}${path}`,
  };
}

export const usersApi = createServiceClient('users');
export const tenantsApi = createServiceClient('tenants');
export const ideasApi = createServiceClient('ideas');
