import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { AuthContext, createQueryClient, loadUserManager, QueryClientProvider, USER_ID_KEY, type AuthContextProps } from '@idea-portal/platform';
import { RENEW_LOAD_LEAD_MS, SessionBridge } from './session-bridge';

vi.mock('@idea-portal/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@idea-portal/platform')>()),
  loadUserManager: vi.fn(async () => ({ getUser: vi.fn(async () => null) })),
}));
const load = vi.mocked(loadUserManager);

function auth(expiresIn: number | null): AuthContextProps {
  const user = expiresIn === null ? null : ({ access_token: 'token-1', expires_at: Math.floor(Date.now() / 1000) + expiresIn } as AuthContextProps['user']);
  return { user, isAuthenticated: !!user, isLoading: false } as AuthContextProps;
}

function renderBridge(value: AuthContextProps, queryClient = createQueryClient()) {
  const tree = (v: AuthContextProps) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext value={v}>
        <SessionBridge />
      </AuthContext>
    </QueryClientProvider>
  );
  const utils = render(tree(value));
  return { rerender: (v: AuthContextProps) => utils.rerender(tree(v)), queryClient };
}

describe('SessionBridge', () => {
  afterEach(() => {
    vi.useRealTimers();
    load.mockClear();
  });

  it('loads oidc-client-ts only in time for the renewal, not with the first page', async () => {
    vi.useFakeTimers();
    renderBridge(auth(300));
    await act(() => vi.advanceTimersByTimeAsync(300_000 - RENEW_LOAD_LEAD_MS - 1_000));
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an expired stored token loads it at once', async () => {
    vi.useFakeTimers();
    renderBridge(auth(-10));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the user gone (signed out here or elsewhere): the stored user id and the cached queries go too', () => {
    localStorage.setItem(USER_ID_KEY, 'usr-1');
    const { rerender, queryClient } = renderBridge(auth(300));
    queryClient.setQueryData(['ideas'], ['cached']);
    rerender(auth(null));
    expect(localStorage.getItem(USER_ID_KEY)).toBeNull();
    expect(queryClient.getQueryData(['ideas'])).toBeUndefined();
  });
});
