/**
 * The first page's API requests, sent by the shell's entry before the app's code has loaded
 * (`@idea-portal/platform/early-requests`, imported before the shared libraries are negotiated),
 * and handed by the API client to the page's own requests for the same URL with the same
 * credentials (./client.ts). Without them the throttled bench's idea page asked for its idea after
 * the bootstrap, the profile (every page under /app waits for it), the remote's routes and the
 * page's code: four steps one after another. Imports only what imports nothing at run time: the
 * entry's bytes are on every page.
 * Measured (tools/bench/results/first-load-mechanisms.md): about 1.2 kB gzip per route for 0.8-3.7 s less LCP at 4x on the idea page (3 of 4 pairs).
 */
import type { Env } from '../config/env';
import { isStoredUserKey } from '../auth/user-store';
import { defaultBaseUrls, type Service } from './base-urls';

/** The stored user id (the API's X-User-Id header), written once the profile has loaded. */
export const USER_ID_KEY = 'userId';

/** Where the entry leaves its requests for the API client (the two are separate bundles' modules). */
export const EARLY_REQUESTS_GLOBAL = '__IDEA_PORTAL_EARLY_REQUESTS__';

/** An answer older than this is not used: the page asks again. */
export const EARLY_ANSWER_MAX_AGE_MS = 20_000;

/** The header the service reads the user id from (the ideas service its own spelling). */
export const userIdHeader = (service: Service) => (service === 'ideas' ? 'x-user-id' : 'X-User-Id');

export interface EarlyRequest {
  /** The Authorization header it was sent with, and the stored user id. */
  authorization: string;
  userId: string | null;
  sentAt: number;
  response: Promise<Response>;
}

type Store = Map<string, EarlyRequest>;

function store(): Store {
  const g = globalThis as unknown as Record<string, Store | undefined>;
  return (g[EARLY_REQUESTS_GLOBAL] ??= new Map());
}

/** [service, path with query]: the path exactly as the page's code asks for it. */
export type FirstPageRequest = readonly ['users' | 'ideas', string];

/** What every page under /app asks for: the profile (the auth loader waits for it), the header's notifications and tasks. */
const EVERY_PAGE: FirstPageRequest[] = [
  ['users', '/users/me'],
  ['ideas', '/notifications'],
  ['ideas', '/tasks'],
];

/**
 * Per page, what it asks for first with nothing but the URL to go on (not, say, the watchlist: its
 * path holds the profile's id). A path must be the one the page's code builds, byte for byte, or
 * its answer goes unused (e2e/portal.spec.ts reloads the idea page and counts its requests).
 */
const PAGES: [RegExp, (match: RegExpExecArray) => FirstPageRequest[]][] = [
  // The dashboard's count of the caller's ideas.
  [/^\/app\/?$/, () => [['users', '/users/my-ideas?limit=1']]],
  // The idea page: the idea, its workflow and its comments (features/idea-detail/api/prefetch-idea-page.ts).
  [
    /^\/app\/ideas\/(?!new\/?$)([^/]+)\/?$/,
    (match) => {
      // As the page encodes the id it reads from the path (decoded by the router).
      const id = encodeURIComponent(decodeURIComponent(match[1]!));
      return [['ideas', `/ideas/${id}`], ['ideas', `/ideas/${id}/workflow`], ['ideas', `/ideas/${id}/comments`]];
    },
  ],
];

/** The requests of the first page at `pathname`. */
export function firstPageRequests(pathname: string): FirstPageRequest[] {
  if (!/^\/app(\/|$)/.test(pathname)) return [];
  for (const [pattern, requests] of PAGES) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    try {
      return [...EVERY_PAGE, ...requests(match)];
    } catch {
      break; // A malformed path (a lone %): the page asks for its own.
    }
  }
  return [...EVERY_PAGE];
}

interface StoredUser {
  access_token?: unknown;
  expires_at?: unknown;
}

/** oidc-client-ts' stored user (`oidc.user:<authority>:<client>`), the session's before the remembered one. */
export function storedUser(): StoredUser | null {
  for (const storage of [window.sessionStorage, window.localStorage]) {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key || !isStoredUserKey(key)) continue;
      try {
        return JSON.parse(storage.getItem(key) ?? 'null') as StoredUser | null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Sends the first page's requests with the stored user's token, when the runtime configuration
 * (as the page received it, unvalidated) names the API directly and the token is still valid. Any
 * other case is left to the app: the configured base URLs come from the API (FETCH_CONFIGS), the
 * mock API starts later, an expired session renews first.
 */
export function sendEarlyRequests(config: unknown, pathname: string, fetchImpl: typeof fetch = (...a) => fetch(...a), now = Date.now()): number {
  const env = ((config ?? {}) as { env?: Record<string, unknown> }).env ?? {};
  if (typeof env.API_URL !== 'string' || !env.API_URL || env.FETCH_CONFIGS === 'true' || env.ENABLE_API_MOCKING === 'true') return 0;
  const user = storedUser();
  if (typeof user?.access_token !== 'string' || typeof user.expires_at !== 'number' || user.expires_at * 1000 <= now) return 0;
  // The client's own defaults (FETCH_CONFIGS, which fetches them from the API, is excluded above).
  const bases = defaultBaseUrls(env as unknown as Env);
  const authorization = `Bearer ${user.access_token}`;
  const userId = window.localStorage.getItem(USER_ID_KEY);
  const requests = store();
  let sent = 0;
  for (const [service, path] of firstPageRequests(pathname)) {
    let url: string;
    try {
      // As the client builds it, so the two compare equal.
      url = new URL(`${bases[service].replace(/\/$/, '')}${path}`).toString();
    } catch {
      continue;
    }
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: authorization, 'X-Request-Id': newRequestId('web-early') };
    if (userId) headers[userIdHeader(service)] = userId;
    const response = fetchImpl(url, { headers });
    // A failed request is the page's to repeat (takeEarlyRequest's caller); not an unhandled rejection.
    response.catch(() => undefined);
    requests.set(url, { authorization, userId, sentAt: now, response });
    sent++;
  }
  return sent;
}

/**
 * The early answer for a GET of `url` sent with the same Authorization header and user id, at
 * most once and while it is fresh; null otherwise (the caller sends its own request).
 */
export function takeEarlyRequest(url: string, authorization: string | undefined, userId: string | null, now = Date.now()): Promise<Response> | null {
  const requests = store();
  const early = requests.get(url);
  if (!early) return null;
  requests.delete(url);
  if (early.authorization !== authorization || early.userId !== userId || now - early.sentAt > EARLY_ANSWER_MAX_AGE_MS) return null;
  return early.response;
}

/**
 * A random request id (crypto.randomUUID needs a secure context; getRandomValues does not); the
 * entry's early requests say so in theirs ('web-early-...'), so the API's log tells them apart.
 */
export function newRequestId(prefix = 'web'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
