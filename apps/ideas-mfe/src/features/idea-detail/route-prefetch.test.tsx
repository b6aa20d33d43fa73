import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { routes } from '../../routes';
import '../../test/cleanup';

// The idea page's code never arrives (a slow network): its data must not wait for it.
vi.mock('../../pages/idea-detail/IdeaDetailPage', () => new Promise(() => {}));

const server = setupMockApi();

describe('idea page route', () => {
  it("asks for the idea, its workflow and its comments while the page's code is still loading", async () => {
    const started: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET') started.push(new URL(request.url).pathname);
    });
    await renderWithProviders(null, { routes, route: '/app/ideas/idea-1' });
    await waitFor(() => expect(started).toEqual(expect.arrayContaining(['/ideas/idea-1', '/ideas/idea-1/workflow', '/ideas/idea-1/comments'])));
    // The page's place shows the loading state meanwhile.
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
