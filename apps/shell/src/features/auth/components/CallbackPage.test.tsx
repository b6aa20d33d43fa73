import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { notifyError } from '@idea-portal/ui';
import { AuthError, completeSignIn } from '@idea-portal/platform';
import { renderRoutes, setupI18n } from '../../../test/render';
import { CallbackPage } from './CallbackPage';

vi.mock('@idea-portal/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@idea-portal/platform')>()),
  completeSignIn: vi.fn(),
  loadUserManager: vi.fn(async () => ({})),
}));
vi.mock('@idea-portal/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@idea-portal/ui')>()),
  notifyError: vi.fn(),
}));
const complete = vi.mocked(completeSignIn);

const routes = [
  { path: '/auth/callback', element: <CallbackPage /> },
  { path: '/auth/login', element: <p>Login page</p> },
  { path: '/app/*', element: <p>App</p> },
];

function visit(query: string) {
  window.history.replaceState(null, '', `/auth/callback${query}`);
  return renderRoutes(routes, `/auth/callback${query}`);
}

describe('callback page', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(() => vi.clearAllMocks());

  it("a failed exchange: 'Authentication Error' / 'Failed to complete authentication. Please try again.', then login", async () => {
    complete.mockRejectedValueOnce(new AuthError('NO_AUTH_CODE'));
    const { router } = visit('?state=1');
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to complete authentication. Please try again.', 'Authentication Error'));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('invalid_grant shows its own text', async () => {
    complete.mockRejectedValueOnce(new AuthError('INVALID_GRANT'));
    visit('?code=x&state=2');
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Authorization code is invalid or has expired. Please try logging in again.', 'Authentication Error'),
    );
  });

  it('success goes to the return target', async () => {
    complete.mockResolvedValueOnce({ user: {} as never, redirectTo: '/app/ideas/7' });
    const { router } = visit('?code=ok&state=3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/ideas/7'));
  });
});
