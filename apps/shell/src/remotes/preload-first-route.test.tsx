import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { loadRemoteModule } from './load-remote';
import { useRemoteModule } from './use-remote-module';
import { preloadFirstRoute } from './preload-first-route';

vi.mock('./load-remote', () => ({ loadRemoteModule: vi.fn() }));
const load = vi.mocked(loadRemoteModule);
const queryClient = new QueryClient();

/** A lazy page as lazyComponent makes one: a component with preload(). */
function lazyPage(preload = vi.fn(async (_context?: unknown) => {})) {
  const Page = () => null;
  return Object.assign(Page, { preload });
}

/** The header widgets load from the my-page remote; the routes module from the URL's remote. */
function remoteModules(routes: unknown) {
  load.mockReset();
  load.mockImplementation(async (_remote, module) => (module === 'routes' ? { routes } : { default: () => null }));
}

describe('preloadFirstRoute', () => {
  it("loads the header widgets and the URL's remote routes module, and preloads the page its route shows, and no other", async () => {
    const Detail = lazyPage();
    const List = lazyPage();
    const Plain = () => null;
    remoteModules([
      { path: 'ideas', element: <List /> },
      { path: 'ideas/:ideaId', element: <Detail /> },
      { path: 'discussions', element: <Plain /> },
    ]);
    await preloadFirstRoute('/app/ideas/idea-7', queryClient);
    expect(load.mock.calls.map(([remote, module]) => `${remote}/${module}`).sort()).toEqual(['ideas/routes', 'myPage/NotificationBell', 'myPage/TaskBadge']);
    expect(Detail.preload).toHaveBeenCalledTimes(1);
    expect(List.preload).not.toHaveBeenCalled();
  });

  it("hands the page's preload the URL's params and the query client, and resolves only once that preload has", async () => {
    let finish!: () => void;
    const Detail = lazyPage(vi.fn(() => new Promise<void>((resolve) => (finish = resolve))));
    remoteModules([{ path: 'ideas/:ideaId', element: <Detail /> }]);
    let done = false;
    const preloaded = preloadFirstRoute('/app/ideas/idea-7', queryClient).then(() => (done = true));
    await vi.waitFor(() => expect(Detail.preload).toHaveBeenCalledWith({ params: { ideaId: 'idea-7' }, queryClient }));
    await Promise.resolve();
    expect(done).toBe(false);
    finish();
    await preloaded;
    expect(done).toBe(true);
  });

  it('leaves the modules it loaded where the first render finds them: the area shows its routes at once, not a loading state', async () => {
    const Page = lazyPage();
    const routes = [{ path: '', element: <Page /> }];
    remoteModules(routes);
    await preloadFirstRoute('/app/search', queryClient);
    const { result } = renderHook(() => useRemoteModule('search', 'routes'));
    expect(result.current).toMatchObject({ loading: false, mod: { routes } });
  });

  it('leaves the admin area (loaded for an admin only) and pages outside /app alone, and swallows a failed load', async () => {
    remoteModules([]);
    await preloadFirstRoute('/app/admin/users', queryClient);
    expect(load.mock.calls.map(([remote]) => remote)).not.toContain('admin');
    load.mockClear();
    await preloadFirstRoute('/faq', queryClient);
    expect(load).not.toHaveBeenCalled();
    load.mockRejectedValue(new Error('offline'));
    await expect(preloadFirstRoute('/app/search', queryClient)).resolves.toBeUndefined();
  });
});
