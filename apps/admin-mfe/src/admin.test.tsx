import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { DEFAULT_MOCK_API_URL, setMockCurrentUser } from '@idea-portal/testing';
import { routes } from './routes';
import { adminBaseOf } from './shared/components/AdminLayout';
import { nextSort, pageCount } from './shared/hooks/use-table-state';
import { toQuarters } from './features/dashboard/api/series';

const server = setupMockApi();

describe('admin helpers', () => {
  it('finds the mount base under both /app/admin and /admin', () => {
    expect(adminBaseOf('/app/admin')).toBe('/app/admin');
    expect(adminBaseOf('/app/admin/users')).toBe('/app/admin');
    expect(adminBaseOf('/admin/organizations')).toBe('/admin');
  });

  it('toggles the sort direction on the active column and counts pages', () => {
    const state = { sort: 'name', direction: 'asc' as const, page: 3, pageSize: 10 };
    expect(nextSort(state, 'name')).toEqual({ sort: 'name', direction: 'desc', page: 1, pageSize: 10 });
    expect(nextSort(state, 'email')).toEqual({ sort: 'email', direction: 'asc', page: 1, pageSize: 10 });
    expect(pageCount(12, 10)).toBe(2);
    expect(pageCount(0, 10)).toBe(1);
  });

  it('folds months into quarters', () => {
    expect(toQuarters([{ month: '2025-01', count: 1 }, { month: '2025-03', count: 2 }, { month: '2025-04', count: 5 }])).toEqual([
      { label: '2025 Q1', count: 3 },
      { label: '2025 Q2', count: 5 },
    ]);
  });
});

describe('admin pages', () => {
  it('renders the dashboard from /admin/stats and links under the /admin base', async () => {
    await renderWithProviders(null, { routes, route: '/admin', base: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(await screen.findByText('All systems operational')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/admin/users');
    fireEvent.click(screen.getByRole('radio', { name: 'Quarterly' }));
    await waitFor(() => expect(screen.getAllByRole('listitem').some((li) => /Q\d/.test(li.getAttribute('aria-label') ?? ''))).toBe(true));
  });

  it('user management paginates 10 rows by default and shows "Showing X of Y users"', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin' });
    expect(await screen.findByText('Showing 10 of 12 users')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 2 of 12 users')).toBeTruthy();
  });

  it('sorts users through the API and toggles the order', async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/admin/users') sent.push(`${url.searchParams.get('sort')}:${url.searchParams.get('direction')}`);
    });
    await renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin' });
    await screen.findByText('Showing 10 of 12 users');
    const sortEmail = screen.getByRole('button', { name: 'Sort by Email' });
    fireEvent.click(sortEmail);
    await waitFor(() => expect(sent).toContain('email:asc'));
    fireEvent.click(sortEmail);
    await waitFor(() => expect(within(screen.getAllByRole('row')[1]).getByText('victor.viewer@example.com')).toBeTruthy());
    expect(sent).toContain('email:desc');
  });

  it('filters users by role and status', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin' });
    await screen.findByText('Showing 10 of 12 users');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Users' }), { target: { value: 'human res' } });
    expect(await screen.findByText('Showing 2 of 2 users', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('shows the empty text for filters without matches', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin' });
    await screen.findByText('Showing 10 of 12 users');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Users' }), { target: { value: 'nobody-here' } });
    expect(await screen.findByText('No users match your search criteria. Try different filters.', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('deactivate sends PATCH /admin/users/:id and the row updates', async () => {
    let body: unknown = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') body = await request.clone().json();
    });
    const confirm = window.confirm;
    window.confirm = () => true;
    await renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Chris Creator' }));
    expect(await screen.findByText('User deactivated')).toBeTruthy();
    expect(body).toEqual({ status: 'INACTIVE' });
    expect(await screen.findByRole('button', { name: 'Activate Chris Creator' })).toBeTruthy();
    window.confirm = confirm;
  });

  it('shows the API error as a toast (an admin cannot deactivate themself)', async () => {
    const confirm = window.confirm;
    window.confirm = () => true;
    await renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Ada Admin' }));
    expect(await screen.findByText('You cannot change your own role or status')).toBeTruthy();
    window.confirm = confirm;
  });

  it('adds a user with POST /admin/users', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin' });
    await screen.findByText('Showing 10 of 12 users');
    fireEvent.click(screen.getByRole('button', { name: 'Add New User' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Email/ }), { target: { value: 'new.person@example.com' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Given name/ }), { target: { value: 'New' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Family name/ }), { target: { value: 'Person' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User created')).toBeTruthy();
    expect(await screen.findByText('Showing 10 of 13 users')).toBeTruthy();
  });

  it('shows the error toast when the API refuses a write', async () => {
    server.use(
      http.patch(`${DEFAULT_MOCK_API_URL}/admin/users/:id`, () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'Administrators only' }, { status: 403 }),
      ),
    );
    const confirm = window.confirm;
    window.confirm = () => true;
    await renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Chris Creator' }));
    expect(await screen.findByText('Administrators only')).toBeTruthy();
    window.confirm = confirm;
  });

  it('organizations filter by status and show the empty text', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/organizations', base: '/app/admin' });
    expect(await screen.findByText('Showing 3 of 3 organizations')).toBeTruthy();
    expect(screen.getByText('Munich')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Inactive' }));
    expect(await screen.findByText('No organizations match your search criteria. Try different filters.')).toBeTruthy();
  });

  it('lists activity, categories and settings from the admin API', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/activity', base: '/app/admin' });
    expect((await screen.findAllByText('Solar panels on the warehouse roof')).length).toBeGreaterThan(0);
    await renderWithProviders(null, { routes, route: '/app/admin/categories', base: '/app/admin' });
    expect(await screen.findByRole('link', { name: 'View ideas in Sustainability' })).toBeTruthy();
    await renderWithProviders(null, { routes, route: '/admin/settings', base: '/admin', language: 'de' });
    expect(await screen.findByText('Selbstregistrierung')).toBeTruthy();
  });

  it('refuses a non-admin', async () => {
    setMockCurrentUser('u-viewer');
    await renderWithProviders(null, { routes, route: '/app/admin', base: '/app/admin' });
    expect(await screen.findByText('You do not have access to the administration area.')).toBeTruthy();
  });
});
