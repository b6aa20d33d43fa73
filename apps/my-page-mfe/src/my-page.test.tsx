import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { DEFAULT_MOCK_API_URL, ideaFixtures, toSummary } from '@idea-portal/testing';
import { routes } from './routes';
import { TaskBadge } from './widgets/TaskBadge';
import { NotificationBell } from './widgets/NotificationBell';
import { READ_STORAGE_KEY, capCount, isUnread, markRead, unreadCount } from './shared/notifications/read-state';
import { mockDb } from '@idea-portal/testing';
import { filterWatched } from './features/watched-ideas/hooks/filter-watched';

const server = setupMockApi();
const api = (path: string) => `${DEFAULT_MOCK_API_URL}${path}`;

describe('notification read state', () => {
  const items = [
    { id: 'a', read: false },
    { id: 'b', read: true },
    { id: 'c', read: false },
  ];
  it('counts what the server says is unread, less what this browser just marked read', () => {
    expect(unreadCount(items, [])).toBe(2);
    expect(unreadCount(items, ['a'])).toBe(1);
    expect(isUnread(items[1]!, [])).toBe(false);
  });
  it('the browser cache keeps only ids still listed, plus the ones marked now', () => {
    expect(markRead(items, ['z', 'a'], ['c'])).toEqual(['a', 'c']);
    expect(unreadCount(items, markRead(items, [], items.map((i) => i.id)))).toBe(0);
  });
  it('caps badges at 99+', () => {
    expect(capCount(0)).toBe('0');
    expect(capCount(99)).toBe('99');
    expect(capCount(100)).toBe('99+');
  });
});

describe('TaskBadge', () => {
  const tasks = (n: number) => {
    const summary = toSummary(ideaFixtures[0]!);
    const one = { ...summary, taskId: `assess:${summary.id}`, kind: 'assess', since: summary.updatedAt, followUpDate: null };
    server.use(http.get(api('/tasks'), () => HttpResponse.json({ tasks: n ? [one] : [], total: n })));
  };
  it('is hidden at 0', async () => {
    tasks(0);
    let answered = false;
    server.events.on('response:mocked', () => (answered = true));
    await renderWithProviders(<TaskBadge />);
    await waitFor(() => expect(answered).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('task-badge')).toBeNull();
  });
  it('shows 99+ above 99', async () => {
    tasks(150);
    await renderWithProviders(<TaskBadge />);
    expect((await screen.findByTestId('task-badge')).textContent).toBe('99+');
  });
  it('shows the count (one task per pending action: three ideas to assess, one to implement)', async () => {
    await renderWithProviders(<TaskBadge />);
    expect((await screen.findByTestId('task-badge')).textContent).toBe('4');
  });
});

describe('NotificationBell', () => {
  it('marks everything read on the server when the opened panel closes (cached in localStorage)', async () => {
    await renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: /Notifications, 5 unread/ });
    fireEvent.click(bell);
    expect(await screen.findByText('Solar panels on the warehouse roof')).toBeTruthy();
    expect(screen.getByText('Eva Evaluator changed the status to Review')).toBeTruthy();
    expect(screen.getByText('5 unread')).toBeTruthy();
    fireEvent.click(bell);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
    expect(JSON.parse(localStorage.getItem(READ_STORAGE_KEY)!)).toHaveLength(5);
    // The read state is the person's: another browser (no cache) reads it from the server.
    await waitFor(() => expect(mockDb.notificationReads[mockDb.currentUserId]?.before).toBeTruthy());
    localStorage.removeItem(READ_STORAGE_KEY);
    await renderWithProviders(<NotificationBell />);
    expect(await screen.findAllByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('puts aria-expanded on the button only (no ARIA state on the indicator wrapper)', async () => {
    const { container } = await renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: /Notifications/ });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(bell);
    await waitFor(() => expect(bell.getAttribute('aria-expanded')).toBe('true'));
    const withState = [...container.querySelectorAll('[aria-expanded]')];
    expect(withState).toEqual([bell]);
  });

  it('shows the empty text', async () => {
    server.use(http.get(api('/notifications'), () => HttpResponse.json({ notifications: [], unread: 0 })));
    await renderWithProviders(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No new notifications')).toBeTruthy();
  });

  it('counts the unread the API counted over all notifications, not only the listed page', async () => {
    const item = { id: 'h-1', kind: 'statusChange', ideaId: 'idea-1', title: 'Solar panels on the warehouse roof', status: 'review', actorName: 'Eva Evaluator', actorPicture: null, newValue: 'review', concernsYou: false, concernedName: null, read: false, createdAt: '2026-11-01T10:00:00.000Z' };
    server.use(http.get(api('/notifications'), () => HttpResponse.json({ notifications: [item], unread: 120 })));
    await renderWithProviders(<NotificationBell />);
    expect(await screen.findByText('99+')).toBeTruthy();
    await renderWithProviders(null, { routes, route: '/app' });
    const card = await screen.findByRole('article', { name: 'Notifications' });
    await waitFor(() => expect(within(card).getByTestId('summary-count').textContent).toBe('120'));
  });

  it('closes on a mousedown outside', async () => {
    await renderWithProviders(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
    await screen.findByText('View all notifications');
    await act(async () => {
      fireEvent.mouseDown(document.body);
    });
    await waitFor(() => expect(screen.queryByText('View all notifications')).toBeNull());
  });
});

describe('pages', () => {
  it('dashboard shows the real counts', async () => {
    await renderWithProviders(null, { routes, route: '/app' });
    // Ideas Created: the 3 ideas the admin submitted, not the 5 of "My Ideas" (which adds contributions).
    await waitFor(() => expect(screen.getAllByTestId('summary-count').map((e) => e.textContent)).toEqual(['3', '7', '4', '5']));
    expect(screen.getByRole('link', { name: 'View Watchlist' }).getAttribute('href')).toBe('/app/my-page/watched');
  });

  it('my page shows profile fallbacks and the watchlist empty state', async () => {
    const { setMockCurrentUser } = await import('@idea-portal/testing');
    setMockCurrentUser('u-viewer');
    await renderWithProviders(null, { routes, route: '/app/my-page' });
    expect(await screen.findByText('No organization assigned')).toBeTruthy();
    expect(screen.getByText('No position assigned')).toBeTruthy();
    expect(screen.getByText('No phone number')).toBeTruthy();
    expect(await screen.findByText('No Items Being Watched')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Ideas' }).getAttribute('href')).toBe('/app/ideas');
  });

  it('the notifications page shows the header texts it shares (states and rows), in both languages', async () => {
    await renderWithProviders(null, { routes, route: '/app/notifications' });
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect((await screen.findAllByText(/ changed the status to /)).length).toBeGreaterThan(0);
    expect(screen.getByText(/^\d+ unread$/)).toBeTruthy();

    server.use(http.get(api('/notifications'), () => HttpResponse.json({ notifications: [], unread: 0 })));
    await renderWithProviders(null, { routes, route: '/app/notifications', language: 'de' });
    expect(await screen.findByText('Keine neuen Benachrichtigungen')).toBeTruthy();
  });

  it('my page lists only the first 5 watched ideas', async () => {
    await renderWithProviders(null, { routes, route: '/app/my-page' });
    await screen.findByText('Reusable shipping boxes');
    expect(screen.getAllByRole('link', { name: /./ }).filter((e) => e.tagName === 'TR')).toHaveLength(5);
  });

  it('my ideas pages with "Load More Ideas"', async () => {
    server.use(
      http.get(api('/users/my-ideas'), ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        const item = (id: string) => ({ IdeaId: id, Title: `Idea ${id}`, Status: 'draft', CreatedAt: '2025-01-01T00:00:00Z' });
        return HttpResponse.json(cursor ? { ideas: [item('2'), item('1')], hasMore: false, nextCursor: null } : { ideas: [item('1')], hasMore: true, nextCursor: 'n' });
      }),
    );
    await renderWithProviders(null, { routes, route: '/app/my-ideas' });
    fireEvent.click(await screen.findByRole('button', { name: 'Load More Ideas' }));
    await screen.findByText('Idea 2');
    expect(screen.getAllByText('Idea 1')).toHaveLength(1);
  });

  it('says what "Ideas Created" and My Ideas count, and an empty My Ideas speaks of no filter (en, de)', async () => {
    await renderWithProviders(null, { routes, route: '/app' });
    const card = await screen.findByRole('article', { name: 'Ideas Created' });
    expect(within(card).getByText('Ideas you wrote, drafts included. My Ideas also lists ideas you contribute to.')).toBeTruthy();
    server.use(http.get(api('/users/my-ideas'), () => HttpResponse.json({ ideas: [], hasMore: false, nextCursor: null, submittedCount: 0 })));
    await renderWithProviders(null, { routes, route: '/app/my-ideas' });
    expect(await screen.findByText('You have no ideas yet.')).toBeTruthy();
    expect(screen.getByText('Ideas you write or contribute to appear here, drafts included.')).toBeTruthy();
    expect(screen.queryByText(/filter/i)).toBeNull();
    await renderWithProviders(null, { routes, route: '/app/my-ideas', language: 'de' });
    expect(await screen.findByText('Sie haben noch keine Ideen.')).toBeTruthy();
    expect(screen.queryByText(/Filter/)).toBeNull();
  });

  it('my ideas shows the spec error text', async () => {
    server.use(http.get(api('/users/my-ideas'), () => HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 })));
    await renderWithProviders(null, { routes, route: '/app/my-ideas' });
    expect(await screen.findByText('Error loading your ideas. Please try again later.')).toBeTruthy();
  });

  it('watched ideas filter by title, description or category, case-insensitive', () => {
    const ideas = ideaFixtures.map(toSummary);
    expect(filterWatched(ideas, 'SOLAR').map((i) => i.id)).toEqual(['idea-1']);
    expect(filterWatched(ideas, 'technology').length).toBe(3);
    expect(filterWatched(ideas, 'paper checklists').map((i) => i.id)).toEqual(['idea-2']);
  });

  it('watched page shows the search empty text', async () => {
    await renderWithProviders(null, { routes, route: '/app/my-page/watched' });
    await screen.findByText('Reusable shipping boxes');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search watched ideas' }), { target: { value: 'xyz' } });
    expect(await screen.findByText('No watched ideas match "xyz".')).toBeTruthy();
  });
});
