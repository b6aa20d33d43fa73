import { beforeEach, describe, expect, it } from 'vitest';
import { isStoredUserKey, RememberAwareStateStore, rememberedUser } from './user-store';

const KEY = 'user:http://localhost:4001:idea-portal';
const user = (remember?: boolean) => JSON.stringify({ access_token: 'a', profile: { sub: 'usr-1', ...(remember !== undefined && { remember }) } });

describe('RememberAwareStateStore', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("keeps a 'Remember me' user in localStorage", async () => {
    const store = new RememberAwareStateStore();
    await store.set(KEY, user(true));
    expect(localStorage.getItem(`oidc.${KEY}`)).toBe(user(true));
    expect(sessionStorage.getItem(`oidc.${KEY}`)).toBeNull();
    expect(await store.get(KEY)).toBe(user(true));
  });

  it('keeps any other user in sessionStorage only (a new browser session is signed out)', async () => {
    const store = new RememberAwareStateStore();
    await store.set(KEY, user(false));
    expect(sessionStorage.getItem(`oidc.${KEY}`)).toBe(user(false));
    expect(localStorage.getItem(`oidc.${KEY}`)).toBeNull();
    await store.set(KEY, user(undefined));
    expect(localStorage.getItem(`oidc.${KEY}`)).toBeNull();
    // a fresh session storage (new browser context) finds no user
    sessionStorage.clear();
    expect(await new RememberAwareStateStore().get(KEY)).toBeNull();
  });

  it('moves the user when the choice changes, removes from both, lists keys once', async () => {
    const store = new RememberAwareStateStore();
    await store.set(KEY, user(true));
    await store.set(KEY, user(false));
    expect(localStorage.getItem(`oidc.${KEY}`)).toBeNull();
    expect(sessionStorage.getItem(`oidc.${KEY}`)).toBe(user(false));
    localStorage.setItem(`oidc.${KEY}`, user(true));
    localStorage.setItem('unrelated', 'x');
    expect(await store.getAllKeys()).toEqual([KEY]);
    expect(await store.remove(KEY)).toBe(user(false));
    expect(localStorage.getItem(`oidc.${KEY}`)).toBeNull();
    expect(sessionStorage.getItem(`oidc.${KEY}`)).toBeNull();
  });

  it('helpers', () => {
    expect(rememberedUser('not json')).toBe(false);
    expect(rememberedUser(user(true))).toBe(true);
    expect(isStoredUserKey(`oidc.${KEY}`)).toBe(true);
    expect(isStoredUserKey('oidc.abc-state')).toBe(false);
    expect(isStoredUserKey(null)).toBe(false);
  });
});
