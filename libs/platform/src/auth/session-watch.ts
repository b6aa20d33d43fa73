import type { User, UserManager } from 'oidc-client-ts';
import { USER_ID_KEY } from '../api/client';
import { retryWithBackoff, type RetryOptions } from './backoff';
import { isStoredUserKey } from './user-store';

/** Why the portal counts the user as signed out without them pressing 'Sign Out' here. */
export type SignOutReason = 'refresh-failed' | 'session-invalid' | 'signed-out-elsewhere';

/** An OAuth error answer (e.g. invalid_grant: a spent or reused refresh token, an ended session). Retrying cannot help. */
export function isOAuthErrorResponse(error: unknown): boolean {
  return typeof (error as { error?: unknown } | null)?.error === 'string';
}

/**
 * Silent renew with the refresh token, retried with the spec's backoff (100 ms + up to 100 ms
 * random, doubling, giving up after 5 s); an OAuth error answer fails at once.
 */
export function renewSession(userManager: Pick<UserManager, 'signinSilent'>, options: RetryOptions = {}): Promise<User | null> {
  return retryWithBackoff(() => userManager.signinSilent(), {
    shouldRetry: (error) => !isOAuthErrorResponse(error),
    onRetry: (error, retry, delay) => console.warn(`Session refresh failed, retry ${retry + 1} in ${delay} ms`, error),
    ...options,
  });
}

/** Clears stored auth data: the tokens (stored user), the stored user id and the query cache. */
export async function clearStoredAuth(userManager: Pick<UserManager, 'removeUser'>, queryClient?: { clear(): void }): Promise<void> {
  try {
    localStorage.removeItem(USER_ID_KEY);
  } catch {
    /* storage unavailable */
  }
  queryClient?.clear();
  await userManager.removeUser();
}

export const AUTH_CHANNEL = 'idea-portal-auth';
let channel: BroadcastChannel | null | undefined;
/** One channel per document: a BroadcastChannel object never receives its own messages. */
export function authChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTH_CHANNEL) : null;
  return channel;
}

/** Tells the portal's other tabs that this browser signed out. */
export function announceSignOut(): void {
  authChannel()?.postMessage({ type: 'signed-out' });
}

const SIGNED_OUT_KEY = 'idea-portal.signedOut';
const SIGNED_OUT_TTL_MS = 60_000;

/**
 * A one-time note (this tab) that the user was signed out — by 'Sign Out', another tab, or an
 * ended session — with the page to return to. The login page then does not start a new sign-in
 * on its own (no silent sign-in again), and goes back to that page after the next sign-in.
 */
export function noteSignedOut(returnTo?: string): void {
  try {
    sessionStorage.setItem(SIGNED_OUT_KEY, JSON.stringify({ at: Date.now(), returnTo }));
  } catch {
    /* storage unavailable */
  }
}

/** Whether a sign-out note is waiting (without taking it): the login page will then not start a sign-in on its own. */
export function hasSignedOutNote(now = Date.now()): boolean {
  try {
    const note = JSON.parse(sessionStorage.getItem(SIGNED_OUT_KEY) ?? 'null') as { at?: number } | null;
    return typeof note?.at === 'number' && now - note.at < SIGNED_OUT_TTL_MS;
  } catch {
    return false;
  }
}

export function takeSignedOutNote(now = Date.now()): { returnTo?: string } | null {
  try {
    const raw = sessionStorage.getItem(SIGNED_OUT_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(SIGNED_OUT_KEY);
    const note = JSON.parse(raw) as { at?: number; returnTo?: string };
    return typeof note.at === 'number' && now - note.at < SIGNED_OUT_TTL_MS ? { returnTo: note.returnTo } : null;
  } catch {
    return null;
  }
}

export interface WatchRenewalOptions {
  onSignedOut: (reason: SignOutReason, error?: unknown) => void;
  retry?: RetryOptions;
  /** The renewal itself: the UserManager's with backoff by default; the shell's runs once per browser (./renewal.ts). */
  renew?: () => Promise<unknown>;
}

/**
 * Renews the access token with the refresh token before it expires (the UserManager's expiring
 * event, a minute before; with backoff; a failed renewal -> 'refresh-failed'). Returns the
 * unsubscribe function.
 */
export function watchRenewal(userManager: Pick<UserManager, 'signinSilent' | 'events' | 'getUser'>, options: WatchRenewalOptions): () => void {
  let renewing: Promise<unknown> | null = null;
  const renew = () => {
    renewing ??= userManager
      .getUser()
      .then((user) => {
        if (!user?.refresh_token) return;
        return (options.renew ? options.renew() : renewSession(userManager, options.retry)).catch((error: unknown) => options.onSignedOut('refresh-failed', error));
      })
      .finally(() => {
        renewing = null;
      });
  };
  userManager.events.addAccessTokenExpiring(renew);
  userManager.events.addAccessTokenExpired(renew);
  return () => {
    userManager.events.removeAccessTokenExpiring(renew);
    userManager.events.removeAccessTokenExpired(renew);
  };
}

/**
 * Follows sign-outs of the other tabs (the stored user's removal in localStorage, or a message on
 * the BroadcastChannel) -> 'signed-out-elsewhere'. Returns the unsubscribe function.
 */
export function watchSignOutElsewhere(onSignedOut: (reason: SignOutReason) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (isStoredUserKey(event.key) && event.newValue === null && event.oldValue !== null)) {
      onSignedOut('signed-out-elsewhere');
    }
  };
  window.addEventListener('storage', onStorage);
  const ch = authChannel();
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'signed-out') onSignedOut('signed-out-elsewhere');
  };
  ch?.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('storage', onStorage);
    ch?.removeEventListener('message', onMessage);
  };
}
