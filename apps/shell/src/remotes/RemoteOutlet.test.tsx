import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, setupI18n } from '../test/render';
import { loadRemoteModule } from './load-remote';
import { forgetRemoteModule } from './use-remote-module';
import { RemoteOutlet } from './RemoteOutlet';

vi.mock('./load-remote', () => ({ loadRemoteModule: vi.fn(), configureRemotes: vi.fn() }));
const load = vi.mocked(loadRemoteModule);

const ideasRoutes = { routes: [{ path: 'ideas', children: [{ index: true, element: <p>Ideas list</p> }, { path: ':ideaId', element: <p>Idea detail</p> }] }] };
const app = [{ path: '/app', children: [{ path: '*', element: <RemoteOutlet notFound={<p>404 page</p>} /> }] }];

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  load.mockReset();
  for (const r of ['ideas', 'myPage', 'search'] as const) forgetRemoteModule(r, 'routes');
});

describe('RemoteOutlet', () => {
  it("renders the owning remote's routes relative to /app", async () => {
    load.mockResolvedValue(ideasRoutes);
    renderRoutes(app, '/app/ideas/42');
    expect(await screen.findByText('Idea detail')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('ideas', 'routes');
  });

  it('an unknown segment shows the 404 page without loading any remote', () => {
    renderRoutes(app, '/app/unknown');
    expect(screen.getByText('404 page')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it("a path the remote does not declare shows the shell's 404 page", async () => {
    load.mockResolvedValue(ideasRoutes);
    renderRoutes(app, '/app/ideas/42/unknown');
    expect(await screen.findByText('404 page')).toBeTruthy();
  });

  it('a failed load shows "This area is unavailable" (role=alert); Retry loads again', async () => {
    load.mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce(ideasRoutes);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(app, '/app/ideas');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This area is unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ideas list')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a remote whose routes throw while rendering is contained', async () => {
    const Boom = () => {
      throw new Error('boom');
    };
    load.mockResolvedValue({ routes: [{ path: 'search', element: <Boom /> }] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(app, '/app/search');
    expect((await screen.findByRole('alert')).textContent).toContain('This area is unavailable');
  });

  it('shows the German fallback text', async () => {
    await setupI18n('de');
    load.mockRejectedValue(new Error('404'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(app, '/app/search');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Dieser Bereich ist nicht verfügbar'));
    await setupI18n('en');
  });
});
