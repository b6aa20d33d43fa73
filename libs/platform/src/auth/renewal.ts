import type { User } from 'oidc-client-ts';
import { handovers, noteHandover, type RenewalTab } from './renewal-tab';
import { authChannel } from './session-watch';

export { noteHandover, renewUser, thisTab, watchRenewalsElsewhere, type RenewalTab } from './renewal-tab';

/**
 * One token renewal per browser. The provider rotates refresh tokens and revokes the whole grant
 * when a spent one comes back, so tabs holding the same refresh token (a 'Remember me' user in
 * localStorage, or a tab opened as a copy of another) must not renew at once: the renewal runs
 * under a Web Lock, and inside it the tab reads the stored user again. When another tab renewed
 * meanwhile it takes that user instead of renewing. A tab that renewed tells the others on the
 * BroadcastChannel, which is how a tab whose user lives in its own sessionStorage learns the
 * new tokens; a 'Remember me' tab also learns them from the storage event.
 * Loaded when a renewal is due (renewUser in ./renewal-tab); what every page needs lives there.
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

export interface RenewalOptions {
  /** navigator.locks by default; without it (older browsers) only this document's renewals wait for each other. */
  locks?: RenewalLocks | null;
  /** Tells the other tabs (the BroadcastChannel by default). */
  announce?: (spentRefreshToken: string, user: User) => void;
  /** What other tabs announced: the user a spent refresh token became. */
  handovers?: Map<string, string>;
  handoverWaitMs?: number;
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
