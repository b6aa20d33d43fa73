import type { StateStore } from 'oidc-client-ts';

/** The prefix oidc-client-ts' WebStorageStateStore uses; the user lives at `oidc.user:<authority>:<client>`. */
export const OIDC_STORE_PREFIX = 'oidc.';
export const isStoredUserKey = (key: string | null) => !!key && key.startsWith(`${OIDC_STORE_PREFIX}user:`);

/** Whether a stored user (oidc-client-ts' JSON) signed in with 'Remember me' (the ID token's `remember` claim). */
export function rememberedUser(value: string): boolean {
  try {
    const parsed = JSON.parse(value) as { profile?: { remember?: unknown } } | null;
    return parsed?.profile?.remember === true;
  } catch {
    return false;
  }
}

/**
 * The user store that follows 'Remember me': a user whose ID token says `remember: true` is kept
 * in localStorage (survives the browser), any other in sessionStorage (gone with the browser
 * session, so a new browser context is signed out). Reads look in both; removal clears both.
 */
export class RememberAwareStateStore implements StateStore {
  constructor(
    private readonly persistent: Storage = window.localStorage,
    private readonly session: Storage = window.sessionStorage,
    private readonly prefix = OIDC_STORE_PREFIX,
  ) {}

  async set(key: string, value: string): Promise<void> {
    const k = this.prefix + key;
    const [keep, drop] = rememberedUser(value) ? [this.persistent, this.session] : [this.session, this.persistent];
    drop.removeItem(k);
    keep.setItem(k, value);
  }

  /** The stored value, read at once (the first render reads the stored user before oidc-client-ts loads). */
  read(key: string): string | null {
    const k = this.prefix + key;
    return this.session.getItem(k) ?? this.persistent.getItem(k);
  }

  async get(key: string): Promise<string | null> {
    return this.read(key);
  }

  async remove(key: string): Promise<string | null> {
    const k = this.prefix + key;
    const value = this.session.getItem(k) ?? this.persistent.getItem(k);
    this.session.removeItem(k);
    this.persistent.removeItem(k);
    return value;
  }

  async getAllKeys(): Promise<string[]> {
    const keys = new Set<string>();
    for (const store of [this.session, this.persistent]) {
      for (let i = 0; i < store.length; i++) {
        const k = store.key(i);
        if (k?.startsWith(this.prefix)) keys.add(k.slice(this.prefix.length));
      }
    }
    return [...keys];
  }
}
