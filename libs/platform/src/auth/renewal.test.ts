import type { User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { documentLock, noteHandover, renewOncePerBrowser, type RenewalLocks, type RenewalOptions, type RenewalTab } from './renewal';
import { parseStoredUser } from './user-manager';

const now = () => Math.floor(Date.now() / 1000);
const storedUser = (n: number, expiresIn: number) =>
  JSON.stringify({ access_token: `access-${n}`, refresh_token: `refresh-${n}`, token_type: 'Bearer', profile: { sub: 'usr-1' }, expires_at: now() + expiresIn });

/**
 * The identity provider's token endpoint as it behaves: refresh tokens rotate, a spent one is
 * refused (and would revoke the grant). Counts the refresh requests it saw.
 */
function provider() {
  let issued = 1;
  const spent = new Set<string>();
  return {
    requests: 0,
    refresh(token: string): string {
      this.requests++;
      if (spent.has(token)) throw Object.assign(new Error('grant request is invalid'), { error: 'invalid_grant' });
      spent.add(token);
      return storedUser(++issued, 300);
    },
  };
}

/** A tab of the portal: its store (one shared localStorage, or its own sessionStorage copy) and the user it shows. */
function tab(store: Map<string, string>, idp: ReturnType<typeof provider>) {
  const t = {
    shown: parseStoredUser(store.get('user')!),
    handovers: new Map<string, string>(),
    async readUser() {
      await Promise.resolve(); // storage reads are async in oidc-client-ts
      return parseStoredUser(store.get('user') ?? null);
    },
    async refresh() {
      const current = parseStoredUser(store.get('user')!)!;
      await new Promise((resolve) => setTimeout(resolve, 5)); // the request is on its way
      store.set('user', idp.refresh(current.refresh_token!));
      t.shown = parseStoredUser(store.get('user')!);
      return t.shown;
    },
    async adopt(value?: string) {
      if (value !== undefined) store.set('user', value);
      t.shown = parseStoredUser(store.get('user')!);
    },
  };
  return t satisfies RenewalTab;
}

type Tab = ReturnType<typeof tab>;
/** What the BroadcastChannel does: a renewal's result reaches every other tab. */
const channelTo = (others: Tab[]): RenewalOptions['announce'] => (spent: string, user: User) => {
  for (const other of others) noteHandover(spent, user.toStorageString(), other.handovers);
};

describe('one renewal per browser', () => {
  it("three tabs with a 'Remember me' user (one localStorage) renew at once: one refresh request, all take the new tokens", async () => {
    const idp = provider();
    const localStorage = new Map([['user', storedUser(1, 30)]]);
    const tabs = [tab(localStorage, idp), tab(localStorage, idp), tab(localStorage, idp)];
    const locks = documentLock(); // navigator.locks: one per browser
    const results = await Promise.all(tabs.map((t) => renewOncePerBrowser(t, { locks, handovers: t.handovers, announce: () => {}, handoverWaitMs: 0 })));
    expect(idp.requests).toBe(1);
    expect(results.map((u) => u?.access_token)).toEqual(['access-2', 'access-2', 'access-2']);
    expect(tabs.map((t) => t.shown?.access_token)).toEqual(['access-2', 'access-2', 'access-2']);
  });

  it('tabs holding copies of one session-stored user: the others take the renewed user from the channel into their own store', async () => {
    const idp = provider();
    const stores = [0, 1, 2].map(() => new Map([['user', storedUser(1, 30)]]));
    const tabs = stores.map((s) => tab(s, idp));
    const locks = documentLock();
    const results = await Promise.all(
      tabs.map((t) => renewOncePerBrowser(t, { locks, handovers: t.handovers, announce: channelTo(tabs.filter((o) => o !== t)), handoverWaitMs: 0 })),
    );
    expect(idp.requests).toBe(1);
    expect(results.map((u) => u?.access_token)).toEqual(['access-2', 'access-2', 'access-2']);
    expect(stores.map((s) => parseStoredUser(s.get('user')!)?.refresh_token)).toEqual(['refresh-2', 'refresh-2', 'refresh-2']);
  });

  it('a stored user with time left is taken as it is; the next round renews once again', async () => {
    const idp = provider();
    const localStorage = new Map([['user', storedUser(1, 300)]]);
    const [one, two] = [tab(localStorage, idp), tab(localStorage, idp)];
    const locks = documentLock();
    await renewOncePerBrowser(one, { locks, announce: () => {} });
    expect(idp.requests).toBe(0);

    localStorage.set('user', storedUser(1, 20));
    await Promise.all([one, two].map((t) => renewOncePerBrowser(t, { locks, handovers: t.handovers, announce: () => {}, handoverWaitMs: 0 })));
    expect(idp.requests).toBe(1);
    expect(two.shown?.access_token).toBe('access-2');
  });

  it('without one lock for the browser (each tab its own, as before) the tabs reuse the spent refresh token', async () => {
    const idp = provider();
    const localStorage = new Map([['user', storedUser(1, 30)]]);
    const tabs = [tab(localStorage, idp), tab(localStorage, idp)];
    const outcomes = await Promise.allSettled(tabs.map((t) => renewOncePerBrowser(t, { locks: documentLock(), handovers: t.handovers, announce: () => {} })));
    expect(idp.requests).toBe(2);
    expect(outcomes.map((o) => o.status)).toContain('rejected');
  });

  it('nothing to renew without a stored refresh token', async () => {
    const idp = provider();
    const t = tab(new Map([['user', JSON.stringify({ access_token: 'a', profile: { sub: 'usr-1' }, expires_at: now() - 1 })]]), idp);
    await expect(renewOncePerBrowser(t, { locks: documentLock() })).resolves.toBeNull();
    expect(idp.requests).toBe(0);
  });
});

describe('the fallback lock (no Web Locks)', () => {
  it('runs one holder at a time; ifAvailable answers null while it is held', async () => {
    const lock: RenewalLocks = documentLock();
    const order: string[] = [];
    let release!: () => void;
    const first = lock.request('x', async () => {
      order.push('first');
      await new Promise<void>((resolve) => (release = resolve));
      order.push('first done');
    });
    await Promise.resolve();
    await Promise.resolve();
    await expect(lock.request('x', { ifAvailable: true }, async (held) => held)).resolves.toBeNull();
    const second = lock.request('x', async () => void order.push('second'));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'first done', 'second']);
  });
});
