import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useAuth, useAuthStatus } from '@idea-portal/platform';
import { renderRoutes, setupI18n } from '../../../test/render';
import { RequireAuth } from './RequireAuth';
import { AuthLayout } from './AuthLayout';

vi.mock('@idea-portal/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@idea-portal/platform')>()),
  useAuthStatus: vi.fn(),
  useAuth: vi.fn(),
}));
const status = vi.mocked(useAuthStatus);
const auth = vi.mocked(useAuth);

const routes = [
  { element: <RequireAuth />, children: [{ path: '/app/*', element: <p>Protected</p> }] },
  { path: '/auth', element: <AuthLayout />, children: [{ path: 'login', element: <p>Login page</p> }] },
];

describe('guard and auth layout', () => {
  beforeAll(() => setupI18n('en'));

  it('sends a signed-out visitor to login with the encoded path + search as return target', () => {
    status.mockReturnValue({ status: 'unauthenticated', error: null, retry: vi.fn() });
    auth.mockReturnValue({ isLoading: false, isAuthenticated: false } as ReturnType<typeof useAuth>);
    const { router } = renderRoutes(routes, '/app/ideas/42?tab=history');
    expect(screen.getByText('Login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent('/app/ideas/42?tab=history')}`);
  });

  it('shows the loading view while the session loads, and the error view on errors', () => {
    status.mockReturnValue({ status: 'loading', error: null, retry: vi.fn() });
    const { unmount } = renderRoutes(routes, '/app');
    expect(screen.getByText('Checking your session…')).toBeTruthy();
    unmount();
    status.mockReturnValue({ status: 'error', error: new Error('x'), retry: vi.fn() });
    renderRoutes(routes, '/app');
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch user data from API');
  });

  it('renders the page for a signed-in user', () => {
    status.mockReturnValue({ status: 'authenticated', error: null, retry: vi.fn() });
    renderRoutes(routes, '/app/ideas');
    expect(screen.getByText('Protected')).toBeTruthy();
  });

  it('the auth layout sends a signed-in user to redirectTo, replacing history', () => {
    status.mockReturnValue({ status: 'authenticated', error: null, retry: vi.fn() });
    auth.mockReturnValue({ isLoading: false, isAuthenticated: true } as ReturnType<typeof useAuth>);
    const { router } = renderRoutes(routes, `/auth/login?redirectTo=${encodeURIComponent('/app/ideas')}`);
    expect(screen.getByText('Protected')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/ideas');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
