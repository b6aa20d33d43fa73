import type { User } from 'oidc-client-ts';
import type { RetryOptions } from './backoff';
import { authChannel, renewSession } from './session-watch';
import { adoptStoredUser, getAuthState, loadUserManager, parseStoredUser, readStoredUser } from './user-manager';
import { isStoredUserKey } from './user-store';

/**
 * One token renewal per browser. The provider rotates refresh tokens and revokes the whole grant
 * when a spent one comes back, so tabs holding the same refresh token (a 'Remember me' user in
 * localStorage, or a tab opened as a copy of another) must not renew at once: the renewal runs
 * under a Web Lock, and inside it the tab reads the stored user again. When another tab renewed
 * meanwhile it takes that user instead of renewing. A tab that renewed tells the others on the
 * BroadcastChannel, which is how a tab whose user lives in its own sessionStorage learns the
 * new tokens; a 'Remember me' tab also learns them from the storage event.
 */
export const RENEWAL_LOCK = 'idea-portal.token-renewal';
/** oidc-client-ts' expiring notice comes this long before the end: a stored token with more left needs no renewal. */
export const RENEWAL_WINDOW_SECONDS = 60;
/** How long a tab that waited for another's renewal gives that tab's message to arrive. */
const HANDOVER_WAIT_MS = 100;

/** The part of navigator.locks the renewal uses. */
export interface RenewalLocks {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
  request<T>(name: string, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

/** What a renewal needs of its tab. */
export interface RenewalTab {
  /** The user as stored now (read again: another tab may have written it). */
  readUser(): Promise<User | null>;
  /** The refresh grant itself; stores the new user in this tab and signs the tab in with it. */
  refresh(): Promise<User | null>;
  /** Signs this tab in with a user another tab renewed (its stored form, else the stored user as read). */
  adopt(value?: string): Promise<void>;
}

export interface RenewalOptions {
  /** navigator.locks by default; without it (older browsers) only this document's renewals wait for each other. */
  locks?: RenewalLocks | null;
  /** Tells the other tabs (the BroadcastChannel by default). */
  announce?: (spentRefreshToken: string, user: User) => void;
  /** What other tabs announced: the user a spent refresh token became. */
  handovers?: Map<string, string>;
  handoverWaitMs?: number;
}

/** Refresh tokens other tabs spent, and the stored users they became (the last few). */
const handovers = new Map<string, string>();

export function noteHandover(spent: string, user: string, into: Map<string, string> = handovers): void {
  into.delete(spent);
  into.set(spent, user);
  while (into.size > 8) into.delete(into.keys().next().value!);
}

/** A lock for this document only (no Web Locks): its renewals run one after another. */
export function documentLock(): RenewalLocks {
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;
  const run = <T>(callback: (lock: unknown) => Promise<T>): Promise<T> => {
    queued++;
    const result = tail.then(() => callback({})).finally(() => queued--);
    tail = result.catch(() => undefined);
    return result;
  };
  return {
    request<T>(name: string, optionsOrCallback: { ifAvailable: true } | ((lock: unknown) => Promise<T>), maybeCallback?: (lock: unknown) => Promise<T>): Promise<T> {
      if (typeof optionsOrCallback === 'function') return run(optionsOrCallback);
      return queued > 0 ? maybeCallback!(null) : run(maybeCallback!);
    },
  } as RenewalLocks;
}

let fallbackLock: RenewalLocks | null = null;
function browserLocks(): RenewalLocks {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManager }).locks;
  if (locks) return locks as unknown as RenewalLocks;
  return (fallbackLock ??= documentLock());
}

function announceRenewal(spent: string, user: User): void {
  authChannel()?.postMessage({ type: 'renewed', from: spent, user: user.toStorageString() });
}

const NOT_AVAILABLE = Symbol('lock held elsewhere');

/**
 * Renews the stored user's tokens unless another tab does or did: at most one refresh request
 * per refresh token in this browser. Resolves to the user this tab holds afterwards (null when
 * there is nothing to renew, e.g. signed out meanwhile).
 */
export async function renewOncePerBrowser(tab: RenewalTab, options: RenewalOptions = {}): Promise<User | null> {
  const locks = options.locks === undefined ? browserLocks() : (options.locks ?? documentLock());
  const known = options.handovers ?? handovers;
  const announce = options.announce ?? announceRenewal;
  const spent = (await tab.readUser())?.refresh_token;
  if (!spent) return null;

  const renew = async (waited: boolean): Promise<User | null> => {
    // Another tab held the lock: its message (the sessionStorage case) may still be on its way.
    if (waited && !known.has(spent)) await new Promise((resolve) => setTimeout(resolve, options.handoverWaitMs ?? HANDOVER_WAIT_MS));
    const current = await tab.readUser();
    if (!current?.refresh_token) return null;
    const renewedElsewhere = current.refresh_token !== spent && !current.expired;
    if (renewedElsewhere || (current.expires_in ?? 0) > RENEWAL_WINDOW_SECONDS) {
      await tab.adopt();
      return current;
    }
    const handedOver = known.get(current.refresh_token);
    if (handedOver) {
      await tab.adopt(handedOver);
      return tab.readUser();
    }
    const user = await tab.refresh();
    if (user?.refresh_token) {
      noteHandover(current.refresh_token, user.toStorageString(), known);
      announce(current.refresh_token, user);
    }
    return user;
  };

  const first = await locks.request<User | null | typeof NOT_AVAILABLE>(RENEWAL_LOCK, { ifAvailable: true }, (lock) => (lock ? renew(false) : Promise.resolve(NOT_AVAILABLE)));
  if (first !== NOT_AVAILABLE) return first;
  return locks.request(RENEWAL_LOCK, () => renew(true));
}

/** This tab, as the renewal sees it: the stored user, oidc-client-ts' refresh (with backoff), the sign-in state. */
export function thisTab(retry?: RetryOptions): RenewalTab {
  return {
    readUser: readStoredUser,
    refresh: () => renewSession({ signinSilent: () => loadUserManager().then((m) => m.signinSilent()) }, retry),
    adopt: adoptStoredUser,
  };
}

/** The renewal of this tab's session: one per browser (see above). */
export function renewUser(retry?: RetryOptions): Promise<User | null> {
  return renewOncePerBrowser(thisTab(retry));
}

/**
 * Follows the other tabs' renewals at once, not only when this tab's own token runs out: a
 * 'Remember me' user written to localStorage (the storage event) or a renewal announced on the
 * BroadcastChannel for the refresh token this tab holds. Returns the unsubscribe function.
 */
export function watchRenewalsElsewhere(tab: RenewalTab = thisTab()): () => void {
  const onStorage = (event: StorageEvent) => {
    if (!isStoredUserKey(event.key) || !event.newValue) return;
    const held = getAuthState().user;
    const next = parseStoredUser(event.newValue);
    if (!held || !next || next.profile.sub !== held.profile.sub || next.access_token === held.access_token) return;
    void tab.adopt();
  };
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; from?: unknown; user?: unknown } | null;
    if (data?.type !== 'renewed' || typeof data.from !== 'string' || typeof data.user !== 'string') return;
    const { from, user } = data as { from: string; user: string };
    noteHandover(from, user);
    void tab.readUser().then((held) => (held?.refresh_token === from ? tab.adopt(user) : undefined));
  };
  window.addEventListener('storage', onStorage);
  const channel = authChannel();
  channel?.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('storage', onStorage);
    channel?.removeEventListener('message', onMessage);
  };
}
