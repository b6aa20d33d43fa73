import type { User } from 'oidc-client-ts';
import type { RetryOptions } from './backoff';
import { authChannel, renewSession } from './session-watch';
import { adoptStoredUser, getAuthState, loadUserManager, parseStoredUser, readStoredUser } from './user-manager';
import { isStoredUserKey } from './user-store';

/**
 * What every page needs of the multi-tab token renewal (./renewal): following the other tabs'
 * renewals, and starting this tab's. The renewal itself (Web Lock, handover, announcement) loads
 * only when a renewal is due.
 */

/** What a renewal needs of its tab. */
export interface RenewalTab {
  /** The user as stored now (read again: another tab may have written it). */
  readUser(): Promise<User | null>;
  /** The refresh grant itself; stores the new user in this tab and signs the tab in with it. */
  refresh(): Promise<User | null>;
  /** Signs this tab in with a user another tab renewed (its stored form, else the stored user as read). */
  adopt(value?: string): Promise<void>;
}

/** Refresh tokens other tabs spent, and the stored users they became (the last few). */
export const handovers = new Map<string, string>();

export function noteHandover(spent: string, user: string, into: Map<string, string> = handovers): void {
  into.delete(spent);
  into.set(spent, user);
  while (into.size > 8) into.delete(into.keys().next().value!);
}

/** This tab, as the renewal sees it: the stored user, oidc-client-ts' refresh (with backoff), the sign-in state. */
export function thisTab(retry?: RetryOptions): RenewalTab {
  return {
    readUser: readStoredUser,
    refresh: () => renewSession({ signinSilent: () => loadUserManager().then((m) => m.signinSilent()) }, retry),
    adopt: adoptStoredUser,
  };
}

/** The renewal of this tab's session: one per browser (./renewal, loaded now). */
export function renewUser(retry?: RetryOptions): Promise<User | null> {
  return import(/* webpackChunkName: "token-renewal" */ './renewal').then((m) => m.renewOncePerBrowser(thisTab(retry)));
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
