import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within, fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentLocation, renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { DEFAULT_MOCK_API_URL, setMockCurrentUser } from '@idea-portal/testing';
import { routes } from './routes';
import { LatestIdeas } from './widgets/LatestIdeas';
import { latestFrom } from './features/latest-ideas/api/get-latest-ideas';
import { parseFilters } from './features/ideas-list/hooks/use-list-filters';
import { visibleTabs } from './features/idea-detail/hooks/use-idea-tabs';
import { createQueryClient, type RoutePreloadContext } from '@idea-portal/platform';
import { ideaQueryOptions } from './shared/api/get-idea';
import { workflowQueryOptions } from './shared/workflow/get-workflow';
import { commentsQueryOptions } from './shared/api/get-comments';

const server = setupMockApi();

describe('ideas list', () => {
  it('lists ideas with status badges and links to the detail page', async () => {
    await renderWithProviders(null, { routes, route: '/app/ideas' });
    const link = await screen.findByRole('link', { name: 'Solar panels on the warehouse roof' });
    expect(link.getAttribute('href')).toBe('/app/ideas/idea-1');
    expect(document.title).toBe('Ideas | Idea Portal');
    expect(await screen.findByRole('link', { name: 'New Idea' })).toBeTruthy();
  });

  it('names categories in the reader\'s language (German names where the category has one)', async () => {
    await renderWithProviders(null, { routes, route: '/app/ideas', language: 'de' });
    const row = (await screen.findByRole('link', { name: 'Solar panels on the warehouse roof' })).closest('tr')!;
    expect(await within(row).findByText('Nachhaltigkeit')).toBeTruthy();
    expect(within(screen.getByRole('table')).queryByText('Sustainability')).toBeNull();
    cleanup();
    await renderWithProviders(null, { routes, route: '/app/ideas/idea-1', language: 'de' });
    expect(await screen.findByText('Nachhaltigkeit')).toBeTruthy();
  });

  it('offers "New Idea" and the form to a viewer too: every employee submits ideas', async () => {
    setMockCurrentUser('u-viewer');
    await renderWithProviders(null, { routes, route: '/app/ideas' });
    await screen.findByRole('link', { name: 'Solar panels on the warehouse roof' });
    expect(await screen.findByRole('link', { name: 'New Idea' })).toBeTruthy();
    await renderWithProviders(null, { routes, route: '/app/ideas/new' });
    expect(await screen.findByRole('button', { name: 'Save draft' })).toBeTruthy();
    expect(screen.queryByText(/Creator role/)).toBeNull();
  });

  it('offers every category of /categories in the filter, in German, without reading a page of ideas for it', async () => {
    const limits: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/ideas') limits.push(url.searchParams.get('limit'));
    });
    await renderWithProviders(null, { routes, route: '/app/ideas', language: 'de' });
    await screen.findByRole('link', { name: 'Solar panels on the warehouse roof' });
    fireEvent.click(await screen.findByPlaceholderText('Alle Kategorien'));
    // 'Product' has no German name and no idea uses it: it is offered all the same.
    expect(await screen.findByRole('option', { name: 'Nachhaltigkeit', hidden: true })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Product', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Sustainability', hidden: true })).toBeNull();
    expect(limits.length).toBeGreaterThan(0);
    expect(limits.every((l) => l === '20')).toBe(true);
  });

  it('applies the status filter from the URL and sends it to the API', async () => {
    let sent: string | null = null;
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/ideas' && url.searchParams.get('limit') === '20') sent = url.searchParams.get('status');
    });
    await renderWithProviders(null, { routes, route: '/app/ideas?status=implementation' });
    await screen.findByRole('link', { name: 'Reusable shipping boxes' });
    expect(screen.queryByRole('link', { name: 'Solar panels on the warehouse roof' })).toBeNull();
    expect(sent).toBe('implementation');
  });

  it('pages with the cursor through "Load more"', async () => {
    await renderWithProviders(null, { routes, route: '/app/ideas' });
    await screen.findByRole('link', { name: 'Solar panels on the warehouse roof' });
    // The admin sees all 14 fixture ideas on one page of 20: no more pages.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    server.use(
      http.get(`${DEFAULT_MOCK_API_URL}/ideas`, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        const idea = (id: string, title: string) => ({
          id, title, description: 'd', status: 'review', category: null, submitterId: 'u-admin', submitterName: 'Ada Admin',
          views: 0, likes: 0, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z',
        });
        return HttpResponse.json(
          cursor ? { ideas: [idea('b', 'Second page idea')], nextCursor: null, hasMore: false } : { ideas: [idea('a', 'First page idea')], nextCursor: 'c1', hasMore: true },
        );
      }),
    );
    await renderWithProviders(null, { routes, route: '/app/ideas?sort=title:asc' });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Second page idea' });
    expect(screen.getByRole('link', { name: 'First page idea' })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    await renderWithProviders(null, { routes, route: '/app/ideas?q=zzzz-nothing' });
    expect(await screen.findByText('No ideas found')).toBeTruthy();
  });

  it('parses filters defensively', () => {
    expect(parseFilters(new URLSearchParams('status=review,bogus&sort=nope'))).toEqual({ status: ['review'], category: null, sort: 'updatedAt:desc', q: '' });
  });
});

describe('idea detail', () => {
  it('shows details, attachments and the history tab', async () => {
    await renderWithProviders(null, { routes, route: '/app/ideas/idea-1' });
    expect(await screen.findByRole('heading', { name: 'Solar panels on the warehouse roof' })).toBeTruthy();
    expect(screen.getByText('business-case.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    await waitFor(() => expect(screen.getAllByText('Status changed').length).toBeGreaterThan(0));
  });

  it("its route's preload (the shell's, for the first page) fetches the page's code, idea, workflow and comments: the page then renders at once", async () => {
    const queryClient = createQueryClient();
    const route = routes.find((r) => r.path === 'ideas/:ideaId')!;
    const preload = (route.element as unknown as { type: { preload: (context: RoutePreloadContext) => Promise<void> } }).type.preload;
    await preload({ params: { ideaId: 'idea-1' }, queryClient });
    expect(queryClient.getQueryData<{ title: string }>(ideaQueryOptions('idea-1').queryKey)?.title).toBe('Solar panels on the warehouse roof');
    expect(queryClient.getQueryState(workflowQueryOptions('idea-1').queryKey)?.status).toBe('success');
    expect(queryClient.getQueryState(commentsQueryOptions('idea-1').queryKey)?.status).toBe('success');
    await renderWithProviders(null, { routes, route: '/app/ideas/idea-1', queryClient });
    expect(screen.getByRole('heading', { level: 1, name: 'Solar panels on the warehouse roof' })).toBeTruthy();
  });

  it('shows "No attachments available." when there are none', async () => {
    await renderWithProviders(null, { routes, route: '/app/ideas/idea-2' });
    expect(await screen.findByText('No attachments available.')).toBeTruthy();
  });

  it('maps an API 404 to the not-found screen with a link back', async () => {
    await renderWithProviders(null, { routes, route: '/app/ideas/missing-1' });
    expect(await screen.findByText('The idea with ID "missing-1" could not be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to ideas' }).getAttribute('href')).toBe('/app/ideas');
  });

  it('shows only the details tab to a viewer', async () => {
    setMockCurrentUser('u-viewer');
    await renderWithProviders(null, { routes, route: '/app/ideas/idea-3' });
    await screen.findByRole('heading', { name: 'Reusable shipping boxes' });
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Details']);
    expect(visibleTabs(['IDEA_DETAILS', 'IDEA_INQUIRY', 'IDEA_HISTORY_READ_ONLY'])).toEqual(['details', 'inquiry', 'history']);
  });

  it('redirects a discussion to its idea', async () => {
    await renderWithProviders(null, { routes, route: '/app/discussions/idea-4' });
    await screen.findByRole('heading', { name: 'Self-service IT password reset' });
    expect(currentLocation()).toBe('/app/ideas/idea-4');
  });

  it('shows German texts', async () => {
    await renderWithProviders(null, { routes, route: '/app/ideas/missing-2', language: 'de' });
    expect(await screen.findByText('Die Idee mit der ID "missing-2" wurde nicht gefunden.')).toBeTruthy();
  });
});

describe('LatestIdeas widget', () => {
  it('asks for the last 4 weeks and links to the list', async () => {
    let from: string | null = null;
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('limit') === '6') from = url.searchParams.get('from');
    });
    await renderWithProviders(<LatestIdeas />);
    await screen.findByRole('link', { name: 'Quiet zones in the open office' });
    expect(from).toBe(latestFrom());
    expect(screen.getByRole('link', { name: 'View more' }).getAttribute('href')).toBe('/app/ideas');
  });

  it('shows the empty text', async () => {
    server.use(http.get(`${DEFAULT_MOCK_API_URL}/ideas`, () => HttpResponse.json({ ideas: [], nextCursor: null, hasMore: false })));
    await renderWithProviders(<LatestIdeas />);
    expect(await screen.findByText('No ideas have been submitted in the last weeks.')).toBeTruthy();
  });
});
