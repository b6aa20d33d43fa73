import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useCurrentUser } from '@idea-portal/platform';
import { renderRoutes, setupI18n } from '../test/render';
import { loadRemoteModule } from './load-remote';
import { AdminArea } from './AdminArea';

vi.mock('./load-remote', () => ({ loadRemoteModule: vi.fn(), configureRemotes: vi.fn() }));
vi.mock('@idea-portal/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@idea-portal/platform')>()),
  useCurrentUser: vi.fn(),
}));
const load = vi.mocked(loadRemoteModule);
const currentUser = vi.mocked(useCurrentUser);

function asUser(state: { canAccessAdmin?: boolean; isPending?: boolean }) {
  currentUser.mockReturnValue({
    isPending: state.isPending ?? false,
    error: null,
    data: state.isPending ? undefined : { canAccessAdmin: state.canAccessAdmin, permissions: [], profile: {} },
    refetch: vi.fn(),
  } as unknown as ReturnType<typeof useCurrentUser>);
}

const routes = [
  { path: '/app/admin/*', element: <AdminArea notFound={<p>404 page</p>} /> },
  { path: '/admin/*', element: <AdminArea notFound={<p>404 page</p>} /> },
];

beforeAll(() => setupI18n('en'));
beforeEach(() => load.mockReset());

describe('admin gating', () => {
  it('waits for the current user before touching the admin remote', () => {
    asUser({ isPending: true });
    renderRoutes(routes, '/app/admin');
    expect(screen.getByText('Checking your permissions…')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('a non-admin sees access denied and loadRemoteModule("admin", …) is never called', () => {
    asUser({ canAccessAdmin: false });
    renderRoutes(routes, '/app/admin/users');
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeTruthy();
    renderRoutes(routes, '/admin/settings');
    expect(load).not.toHaveBeenCalled();
  });

  it('an admin gets the admin routes, relative to /app/admin and to /admin', async () => {
    asUser({ canAccessAdmin: true });
    load.mockResolvedValue({ routes: [{ index: true, element: <p>Admin dashboard</p> }, { path: 'users', element: <p>User Management</p> }] });
    renderRoutes(routes, '/app/admin/users');
    expect(await screen.findByText('User Management')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('admin', 'routes');
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('Admin dashboard')).toBeTruthy();
  });
});
