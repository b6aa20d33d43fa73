import { describe, expect, it, vi } from 'vitest';
import { loadRemoteModule } from '../../remotes/load-remote';
import { preloadFirstRoute } from './preload-first-route';

vi.mock('../../remotes/load-remote', () => ({ loadRemoteModule: vi.fn() }));
const load = vi.mocked(loadRemoteModule);

/** A lazy page as lazyComponent makes one: a component with preload(). */
function lazyPage() {
  const Page = () => null;
  return Object.assign(Page, { preload: vi.fn(async () => {}) });
}

describe('preloadFirstRoute', () => {
  it("loads the URL's remote routes module and preloads the page its route shows, and no other", async () => {
    const Detail = lazyPage();
    const List = lazyPage();
    const Plain = () => null;
    load.mockResolvedValueOnce({ routes: [{ path: 'ideas', element: <List /> }, { path: 'ideas/:ideaId', element: <Detail /> }, { path: 'discussions', element: <Plain /> }] });
    await preloadFirstRoute('/app/ideas/idea-7');
    expect(load).toHaveBeenCalledWith('ideas', 'routes');
    expect(Detail.preload).toHaveBeenCalledTimes(1);
    expect(List.preload).not.toHaveBeenCalled();
  });

  it('leaves the admin area (loaded for an admin only) and pages outside /app alone, and swallows a failed load', async () => {
    load.mockClear();
    await preloadFirstRoute('/app/admin/users');
    await preloadFirstRoute('/faq');
    expect(load).not.toHaveBeenCalled();
    load.mockRejectedValueOnce(new Error('offline'));
    await expect(preloadFirstRoute('/app/search')).resolves.toBeUndefined();
  });
});
