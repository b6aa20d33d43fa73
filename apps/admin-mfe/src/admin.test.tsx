import { implementationRateOf } from '@idea-portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { DEFAULT_MOCK_API_URL, mockDb, setMockCurrentUser } from '@idea-portal/testing';
import type { ActivityEntry } from '@idea-portal/contracts';
import { routes } from './routes';
import { useActivityText } from './shared/activity-text';
import { adminBaseOf } from './shared/components/AdminLayout';
import { toQuarters } from './features/dashboard/api/series';

/** An administrator moved the tenant to Tokyo time (the activity log's 'tenant' entry). */
const zoneChange: ActivityEntry = {
  id: 'tsh-1',
  ideaId: null,
  ideaTitle: null,
  entityType: 'tenant',
  fieldName: 'timeZone',
  oldValue: 'Europe/Berlin',
  newValue: 'Asia/Tokyo',
  createdAt: new Date().toISOString(),
  actorId: 'u-admin',
  actorName: 'Alex Admin',
  actorPicture: null,
  subjectUserId: null,
  subjectName: null,
};

const server = setupMockApi();

describe('admin helpers', () => {
  it('finds the mount base under both /app/admin and /admin', () => {
    expect(adminBaseOf('/app/admin')).toBe('/app/admin');
    expect(adminBaseOf('/app/admin/users')).toBe('/app/admin');
    expect(adminBaseOf('/admin/organizations')).toBe('/admin');
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

  it('shows the headline key figures of GET /key-indicators/figures and links to the Key Indicators page', async () => {
    const submitted = mockDb.ideas.filter((i) => i.status !== 'draft');
    const decided = submitted.filter((i) => ['accepted', 'completed', 'rejected'].includes(i.status)).length;
    const implemented = submitted.filter((i) => ['accepted', 'completed'].includes(i.status)).length;
    const rate = implementationRateOf(implemented, decided);
    await renderWithProviders(null, { routes, route: '/admin', base: '/admin' });
    const panel = await screen.findByRole('region', { name: 'Key figures' });
    expect(await within(panel).findByText(rate === null ? '– %' : `${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(rate)} %`)).toBeTruthy();
    expect(within(panel).getByText('Implementation rate (implemented / decided)')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'All key figures' }).getAttribute('href')).toBe('/app/indicators');
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
    await waitFor(() => expect(within(screen.getAllByRole('row')[1]!).getByText('victor.viewer@example.com')).toBeTruthy());
    expect(sent).toContain('email:desc');
  });

  it('filters users by role and status', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin' });
    await screen.findByText('Showing 10 of 12 users');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Users' }), { target: { value: 'human res' } });
    expect(await screen.findByText('Showing 2 of 2 users')).toBeTruthy();
  });

  it('shows the empty text for filters without matches', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin' });
    await screen.findByText('Showing 10 of 12 users');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Users' }), { target: { value: 'nobody-here' } });
    expect(await screen.findByText('No users match your search criteria. Try different filters.')).toBeTruthy();
  });

  it('deactivate asks first, then sends PATCH /admin/users/:id and the row updates', async () => {
    let body: unknown = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') body = await request.clone().json();
    });
    await renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Chris Creator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user' });
    expect(within(dialog).getByText('Deactivate Chris Creator? The user can no longer sign in.')).toBeTruthy();
    expect(body).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('User deactivated')).toBeTruthy();
    expect(body).toEqual({ status: 'INACTIVE' });
    expect(await screen.findByRole('button', { name: 'Activate Chris Creator' })).toBeTruthy();
  });

  it('cancelling the confirmation sends nothing', async () => {
    let patched = false;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH') patched = true;
    });
    await renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Chris Creator' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Deactivate user' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patched).toBe(false);
  });

  it('explains SELF_MODIFICATION_FORBIDDEN (an admin cannot deactivate themself)', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Ada Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    const message = 'You cannot change your own role or deactivate your own account. Ask another administrator to do it.';
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(screen.getByText('User not deactivated')).toBeTruthy();
  });

  it('locks your own role in the edit dialog', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Ada Admin' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('You cannot change your own role.')).toBeTruthy();
  });

  it('adds a user with POST /admin/users and shows the temporary password once', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin' });
    await screen.findByText('Showing 10 of 12 users');
    fireEvent.click(screen.getByRole('button', { name: 'Add New User' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Email/ }), { target: { value: 'new.person@example.com' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Given name/ }), { target: { value: 'New' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Family name/ }), { target: { value: 'Person' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User created')).toBeTruthy();
    const modal = await screen.findByRole('dialog', { name: 'Temporary password' });
    const password = within(modal).getByTestId('temporary-password').textContent!;
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(within(modal).getByText(/must change it at first sign-in/)).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(password));
    expect(await within(modal).findByRole('button', { name: 'Copied' })).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'I have noted the password' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Temporary password' })).toBeNull());
    expect(await screen.findByText('Showing 10 of 13 users')).toBeTruthy();
  });

  it('shows no password dialog when the API answers without one', async () => {
    server.use(
      http.post(`${DEFAULT_MOCK_API_URL}/admin/users`, async ({ request }) => {
        const body = (await request.json()) as { email: string };
        return HttpResponse.json(
          { id: 'u-x', userId: 'sub-x', name: 'New Person', email: body.email, role: 'VIEWERS', department: null, organizationalUnitId: null, organization: 'Demo Corp', position: null, status: 'ACTIVE', lastLogin: null, ideasSubmitted: 0, ideasImplemented: 0, functions: [], createdAt: '2025-01-01T00:00:00Z' },
          { status: 201 },
        );
      }),
    );
    await renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add New User' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Email/ }), { target: { value: 'x.person@example.com' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Given name/ }), { target: { value: 'New' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Family name/ }), { target: { value: 'Person' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User created')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a taken e-mail at the field', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add New User' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Email/ }), { target: { value: 'chris.creator@example.com' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Given name/ }), { target: { value: 'Chris' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Family name/ }), { target: { value: 'Again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('A user with the email chris.creator@example.com already exists.')).length).toBeGreaterThan(0);
  });

  it('shows the error toast when the API refuses a write', async () => {
    server.use(
      http.patch(`${DEFAULT_MOCK_API_URL}/admin/users/:id`, () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'Administrators only' }, { status: 403 }),
      ),
    );
    await renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Chris Creator' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findAllByText('Only administrators may do this.')).length).toBeGreaterThan(0);
  });

  it('organizations filter by status and show the empty text', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/organizations', base: '/app/admin' });
    expect(await screen.findByText('Showing 3 of 3 organizations')).toBeTruthy();
    expect(screen.getByText('Munich')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Inactive' }));
    expect(await screen.findByText('No organizations match your search criteria. Try different filters.')).toBeTruthy();
  });

  // One page per test: each renders a whole admin page, and a page left mounted re-renders on every
  // later language switch (one i18n instance), which made a single four-page test time out under load.
  it('lists the activity with field labels and readable values', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/activity', base: '/app/admin' });
    expect((await screen.findAllByText('Solar panels on the warehouse roof')).length).toBeGreaterThan(0);
    // Field labels and readable values, never the raw "status: first_assessment".
    expect(screen.getAllByText(/^Status: .*First assessment/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/first_assessment/)).toBeNull();
  });

  it('lists the activity in German', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/activity', base: '/app/admin', language: 'de' });
    expect((await screen.findAllByText(/^Status: .*Erstbewertung/)).length).toBeGreaterThan(0);
  });

  it('lists a change of the time zone as a change of the tenant settings', async () => {
    mockDb.settingsHistory.push(zoneChange);
    await renderWithProviders(null, { routes, route: '/app/admin/activity', base: '/app/admin' });
    expect(await screen.findByText('Tenant settings')).toBeTruthy();
    expect(screen.getByText('Time zone: Europe/Berlin → Asia/Tokyo')).toBeTruthy();
  });

  it('lists a change of the time zone in German', async () => {
    mockDb.settingsHistory.push(zoneChange);
    await renderWithProviders(null, { routes, route: '/app/admin/activity', base: '/app/admin', language: 'de' });
    expect(await screen.findByText('Einstellungen des Mandanten')).toBeTruthy();
    expect(screen.getByText('Zeitzone: Europe/Berlin → Asia/Tokyo')).toBeTruthy();
  });

  it('lists the categories from the admin API', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/categories', base: '/app/admin' });
    expect(await screen.findByRole('link', { name: 'View ideas in Sustainability' })).toBeTruthy();
  });

  it('shows the settings from the admin API under the /admin base', async () => {
    await renderWithProviders(null, { routes, route: '/admin/settings', base: '/admin', language: 'de' });
    expect(await screen.findByText('Selbstregistrierung')).toBeTruthy();
  });

  it('names a changed category in the reader\'s language', async () => {
    function Line() {
      const text = useActivityText();
      return <p>{text({ fieldName: 'category', oldValue: 'Sustainability', newValue: 'Process' })}</p>;
    }
    await renderWithProviders(<Line />, { language: 'de' });
    expect(await screen.findByText(/Nachhaltigkeit.*Prozesse/)).toBeTruthy();
  });

  it('names the status an idea was created in, and a status change, by their names, and a date as a date', async () => {
    function Lines() {
      const text = useActivityText();
      return (
        <>
          <p>{text({ fieldName: 'created', oldValue: null, newValue: 'draft' })}</p>
          <p>{text({ fieldName: 'status', oldValue: 'first_assessment', newValue: 'review' })}</p>
          <p>{text({ fieldName: 'completedAt', oldValue: null, newValue: '2026-03-04T10:00:00.000Z' })}</p>
        </>
      );
    }
    await renderWithProviders(<Lines />, { language: 'de' });
    expect(await screen.findByText('Erstellt: Entwurf')).toBeTruthy();
    expect(screen.getByText('Status: Erstbewertung → Begutachtung')).toBeTruthy();
    expect(screen.getByText('Bewertung abgeschlossen: 04.03.2026')).toBeTruthy();
  });

  it('refuses a non-admin', async () => {
    setMockCurrentUser('u-viewer');
    await renderWithProviders(null, { routes, route: '/app/admin', base: '/app/admin' });
    expect(await screen.findByText('You do not have access to the administration area.')).toBeTruthy();
  });

  it('an idea manager without ADMIN starts on the premium rules, sees only premium rules and payroll, and is refused the other pages', async () => {
    mockDb.userFunctions['u-creator'] = ['ideaManager'];
    setMockCurrentUser('u-creator');
    await renderWithProviders(null, { routes, route: '/app/admin', base: '/app/admin' });
    expect(await screen.findByRole('heading', { name: 'Premium rules', level: 1 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    const links = within(nav).getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/app/admin'));
    expect([...new Set(links.map((a) => a.textContent))]).toEqual(['Premium rules', 'Payroll export']);
    expect(within(nav).getAllByRole('link', { name: 'Payroll export' })[0]?.getAttribute('href')).toBe('/app/admin/payroll-export');
  });

  it('an idea manager opening an admin-only page reads that it is not theirs, with the navigation to their pages', async () => {
    mockDb.userFunctions['u-creator'] = ['ideaManager'];
    setMockCurrentUser('u-creator');
    await renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin' });
    expect(await screen.findByText('This page is for administrators only. As an idea manager you keep the premium rules and the payroll export.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'User Management' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Administration' })).queryByRole('link', { name: 'Users' })).toBeNull();
  });
});
