import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { configureRemotes, loadRemoteModule, preloadFirstPage } from './load-remote';
import { RemoteTimeoutError } from './plugins/deadline';
import { RemoteVersionError } from './plugins/version-error';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), preloadRemote: vi.fn(), registerPlugins: vi.fn(), registerRemotes: vi.fn() }));

beforeEach(() => {
  vi.mocked(loadRemote).mockReset();
  vi.mocked(registerRemotes).mockReset();
});

describe('loadRemoteModule', () => {
  it('registers the named deadline and error plugins with the configured time', () => {
    configureRemotes({ ideas: 'http://remote/mf-manifest.json' }, { timeoutMs: 40 });
    const plugins = vi.mocked(registerPlugins).mock.lastCall![0]!;
    expect(plugins.map((p) => p.name)).toEqual(['idea-portal-remote-deadline', 'idea-portal-remote-errors']);
    expect(plugins[0]!.createScript!({ url: 'x' })).toEqual({ timeout: 40 });
  });

  it('a remote that never answers fails after the overall deadline, without a second wait', async () => {
    configureRemotes({ myPage: 'http://remote/mf-manifest.json' }, { timeoutMs: 20 });
    vi.mocked(loadRemote).mockReturnValue(new Promise(() => {}));
    await expect(loadRemoteModule('myPage', 'routes')).rejects.toBeInstanceOf(RemoteTimeoutError);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    // The next attempt (Retry) fetches the manifest afresh.
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'myPage', entry: 'http://remote/mf-manifest.json' }], { force: true });
  });

  it('a remote that needs a newer platform than the shell’s is not retried (a retry changes no version)', async () => {
    configureRemotes({ search: 'http://remote/mf-manifest.json' }, { timeoutMs: 1_000 });
    vi.mocked(loadRemote).mockReset().mockRejectedValue(new RemoteVersionError('search', '@idea-portal/platform', '^1.1.0', '1.0.0'));
    await expect(loadRemoteModule('search', 'routes')).rejects.toBeInstanceOf(RemoteVersionError);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('a network failure is retried once', async () => {
    configureRemotes({ search: 'http://remote/mf-manifest.json' }, { timeoutMs: 1_000 });
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce({ routes: [] });
    await expect(loadRemoteModule('search', 'routes')).resolves.toEqual({ routes: [] });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});

describe('first page preload', () => {
  it('preloads manifest, entry and exposed chunks of each remote once', async () => {
    configureRemotes({ myPage: 'http://my/mf-manifest.json', ideas: 'http://ideas/mf-manifest.json' });
    preloadFirstPage('/app/ideas/7');
    await Promise.resolve();
    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'myPage', exposes: ['./NotificationBell', './TaskBadge'] },
      { nameOrAlias: 'ideas', exposes: ['./routes'] },
    ]);
  });
});
