import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRemotes, preloadFirstPage } from './load-remote';

vi.mock('./load-remote', () => ({ configureRemotes: vi.fn(), preloadFirstPage: vi.fn() }));

const CONFIG = { env: { API_URL: 'http://api' }, remotes: { ideas: 'http://ideas/mf-manifest.json' }, remoteTimeoutMs: 900 };

/** first-page.ts starts once per page: a fresh module per test. */
async function start() {
  vi.resetModules();
  const { startFirstPage } = await import('./first-page');
  return startFirstPage();
}

beforeEach(() => {
  vi.mocked(configureRemotes).mockClear();
  vi.mocked(preloadFirstPage).mockClear();
  window.history.replaceState(null, '', '/app/ideas/7');
});
afterEach(() => {
  document.getElementById('runtime-config')?.remove();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function inline(config: unknown) {
  const element = document.createElement('script');
  element.id = 'runtime-config';
  element.type = 'application/json';
  element.textContent = JSON.stringify(config);
  document.head.append(element);
}

describe('the first page', () => {
  it('reads the configuration the site inlined, without a request, and preloads the page for a stored user', async () => {
    inline(CONFIG);
    sessionStorage.setItem('oidc.user:http://idp:portal', '{}');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(start()).resolves.toEqual(CONFIG);
    expect(fetch).not.toHaveBeenCalled();
    expect(configureRemotes).toHaveBeenCalledWith(CONFIG.remotes, { timeoutMs: 900 });
    expect(preloadFirstPage).toHaveBeenCalledWith('/app/ideas/7');
  });

  it('sends the page’s API requests with a stored user’s valid token, before the app’s code has loaded', async () => {
    inline(CONFIG);
    sessionStorage.setItem('oidc.user:http://idp:portal', JSON.stringify({ access_token: 't', expires_at: Date.now() / 1000 + 60 }));
    const fetch = vi.fn().mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    await start();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(expect.arrayContaining(['http://api/users/me', 'http://api/ideas/7', 'http://api/ideas/7/workflow']));
  });

  it('fetches /runtime-config.json when nothing is inlined, and preloads nothing for a signed-out visitor', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify(CONFIG)));
    vi.stubGlobal('fetch', fetch);
    await expect(start()).resolves.toEqual(CONFIG);
    expect(fetch).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
    expect(configureRemotes).toHaveBeenCalledTimes(1);
    expect(preloadFirstPage).not.toHaveBeenCalled();
  });

  it('leaves a configuration without remote locations to the bootstrap (its error page), configuring nothing', async () => {
    inline({ env: {}, remotes: { ideas: 42 } });
    sessionStorage.setItem('oidc.user:http://idp:portal', '{}');
    await expect(start()).resolves.toEqual({ env: {}, remotes: { ideas: 42 } });
    expect(configureRemotes).not.toHaveBeenCalled();
    expect(preloadFirstPage).not.toHaveBeenCalled();
  });

  it('rejects when the file cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 503 })));
    await expect(start()).rejects.toThrow(/503/);
  });
});
