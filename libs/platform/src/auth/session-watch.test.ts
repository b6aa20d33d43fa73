import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_ID_KEY } from '../api/client';
import { announceSignOut, AUTH_CHANNEL, clearStoredAuth, noteSignedOut, renewSession, takeSignedOutNote, watchRenewal, watchSignOutElsewhere } from './session-watch';

type Handler = () => void;
function fakeManager(signinSilent: () => Promise<unknown>, user: unknown = { refresh_token: 'r' }) {
  const expiring: Handler[] = [];
  const expired: Handler[] = [];
  return {
    expiring,
    signinSilent: vi.fn(signinSilent),
    getUser: vi.fn(async () => user),
    events: {
      addAccessTokenExpiring: (h: Handler) => expiring.push(h),
      removeAccessTokenExpiring: vi.fn(),
      addAccessTokenExpired: (h: Handler) => expired.push(h),
      removeAccessTokenExpired: vi.fn(),
    },
  };
}
type Manager = Parameters<typeof watchRenewal>[0];

describe('renewSession', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries network failures with the backoff, then succeeds', async () => {
    let n = 0;
    const um = fakeManager(async () => {
      if (n++ < 2) throw new TypeError('Failed to fetch');
      return { access_token: 'new' };
    });
    const result = renewSession(um as unknown as Manager, { random: () => 0, onRetry: () => {} });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ access_token: 'new' });
    expect(um.signinSilent).toHaveBeenCalledTimes(3);
  });

  it('an OAuth error answer (invalid_grant: reused refresh token, ended session) fails at once', async () => {
    const um = fakeManager(async () => {
      throw Object.assign(new Error('grant request is invalid'), { error: 'invalid_grant' });
    });
    await expect(renewSession(um as unknown as Manager)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(um.signinSilent).toHaveBeenCalledTimes(1);
  });
});

describe('watchRenewal and watchSignOutElsewhere', () => {
  afterEach(() => vi.useRealTimers());

  it('renews before expiry; a failed renewal counts as signed out', async () => {
    vi.useFakeTimers();
    const um = fakeManager(async () => {
      throw new TypeError('Failed to fetch');
    });
    const onSignedOut = vi.fn();
    const stop = watchRenewal(um as unknown as Manager, { onSignedOut, retry: { random: () => 0, onRetry: () => {} } });
    um.expiring[0]!();
    um.expiring[0]!(); // a second notice while renewing does not start another renewal
    await vi.runAllTimersAsync();
    expect(onSignedOut).toHaveBeenCalledWith('refresh-failed', expect.any(TypeError));
    expect(um.signinSilent).toHaveBeenCalledTimes(6);
    stop();
  });

  it("follows another tab's sign-out: the stored user's removal, or the BroadcastChannel", async () => {
    const onSignedOut = vi.fn();
    const stop = watchSignOutElsewhere(onSignedOut);
    window.dispatchEvent(new StorageEvent('storage', { key: 'oidc.user:http://idp:portal', oldValue: '{}', newValue: null }));
    expect(onSignedOut).toHaveBeenCalledWith('signed-out-elsewhere');
    onSignedOut.mockClear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'oidc.user:http://idp:portal', oldValue: null, newValue: '{}' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', oldValue: 'x', newValue: null }));
    expect(onSignedOut).not.toHaveBeenCalled();

    const other = new BroadcastChannel(AUTH_CHANNEL);
    other.postMessage({ type: 'signed-out' });
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledWith('signed-out-elsewhere'));
    other.close();
    stop();
  });

  it("this tab's own announcement does not sign this tab out again", async () => {
    const onSignedOut = vi.fn();
    const listener = new BroadcastChannel(AUTH_CHANNEL);
    const heard = vi.fn();
    listener.onmessage = heard;
    const stop = watchSignOutElsewhere(onSignedOut);
    announceSignOut();
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());
    expect(onSignedOut).not.toHaveBeenCalled();
    listener.close();
    stop();
  });
});

describe('stored auth data', () => {
  it('clearStoredAuth removes the user id, the query cache and the stored user', async () => {
    localStorage.setItem(USER_ID_KEY, 'usr-1');
    const removeUser = vi.fn(async () => {});
    const clear = vi.fn();
    await clearStoredAuth({ removeUser }, { clear });
    expect(localStorage.getItem(USER_ID_KEY)).toBeNull();
    expect(clear).toHaveBeenCalled();
    expect(removeUser).toHaveBeenCalled();
  });

  it('the signed-out note is read once and expires after a minute', () => {
    noteSignedOut('/app/ideas');
    expect(takeSignedOutNote()).toEqual({ returnTo: '/app/ideas' });
    expect(takeSignedOutNote()).toBeNull();
    noteSignedOut('/app');
    expect(takeSignedOutNote(Date.now() + 61_000)).toBeNull();
  });
});
