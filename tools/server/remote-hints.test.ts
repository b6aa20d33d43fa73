import { describe, expect, it, vi } from 'vitest';
import { createRemoteHints, hintTags, remoteFirstFiles, shellChunkFiles } from './remote-hints';

/** A remote's mf-manifest.json as the federation plugin writes it (publicPath "auto"). */
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'static/js/ideas.abc.js', path: '' } },
  exposes: [
    {
      name: 'routes',
      assets: {
        js: { sync: ['static/js/async/texts.1.js', 'static/js/async/routes.2.js'], async: ['static/js/async/idea-detail.3a.js', 'static/js/async/ideas-list.3b.js'] },
        css: { sync: ['static/css/routes.4.css'], async: ['static/css/async/idea-detail.3c.css'] },
      },
    },
    { name: 'LatestIdeas', assets: { js: { sync: ['static/js/async/latest.5.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
};
const IDEAS = 'http://ideas.example:3001/mf-manifest.json';
const MY_PAGE = 'http://my.example:3002/mf-manifest.json';

describe("a remote's first files", () => {
  it("are its entry and the listed modules' first chunks and stylesheets, beside its manifest, and the named page's chunk (no other page's)", () => {
    expect(remoteFirstFiles(manifest, IDEAS, ['routes'], 'idea-detail')).toEqual({
      scripts: [
        'http://ideas.example:3001/static/js/ideas.abc.js',
        'http://ideas.example:3001/static/js/async/texts.1.js',
        'http://ideas.example:3001/static/js/async/routes.2.js',
        'http://ideas.example:3001/static/js/async/idea-detail.3a.js',
      ],
      styles: ['http://ideas.example:3001/static/css/routes.4.css', 'http://ideas.example:3001/static/css/async/idea-detail.3c.css'],
    });
    expect(remoteFirstFiles(manifest, IDEAS, ['routes'])).toEqual({
      scripts: ['http://ideas.example:3001/static/js/ideas.abc.js', 'http://ideas.example:3001/static/js/async/texts.1.js', 'http://ideas.example:3001/static/js/async/routes.2.js'],
      styles: ['http://ideas.example:3001/static/css/routes.4.css'],
    });
  });

  it('follow a publicPath of a CDN, and read nothing from a manifest that is not one', () => {
    const onCdn = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/ideas/' } };
    expect(remoteFirstFiles(onCdn, IDEAS, []).scripts).toEqual(['https://cdn.example/ideas/static/js/ideas.abc.js']);
    expect(remoteFirstFiles(null, IDEAS, ['routes'])).toEqual({ scripts: [], styles: [] });
    expect(remoteFirstFiles({ exposes: 'nope' }, IDEAS, ['routes'])).toEqual({ scripts: [], styles: [] });
  });

  it("of the shell are the deferred Mantine chunks a page loads, from the shell's own files", () => {
    const files = ['static/js/async/ui-deferred-idea-page.12ab.js', 'static/css/async/ui-deferred-idea-page.34cd.css', 'static/js/async/ui-deferred-tables.56ef.js'];
    expect(shellChunkFiles(files, ['ui-deferred-idea-page'])).toEqual({ scripts: ['/static/js/async/ui-deferred-idea-page.12ab.js'], styles: ['/static/css/async/ui-deferred-idea-page.34cd.css'] });
    expect(shellChunkFiles(files, [])).toEqual({ scripts: [], styles: [] });
  });

  it('are hinted as Module Federation preloads them (so it asks for nothing twice), and no URL that could break out of the tag', () => {
    expect(hintTags({ scripts: ['http://a/x.js', 'http://a/"><script>.js', '//elsewhere/x.js'], styles: ['http://a/y.css'] })).toBe(
      '<link rel="preload" as="style" href="http://a/y.css"><link rel="preload" as="script" href="http://a/x.js">',
    );
  });
});

describe('the hints of a page', () => {
  const respond = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));

  it("name the remote code of the page's header widgets, area and page, and nothing outside /app", async () => {
    const fetchImpl = vi.fn((url: string | URL | Request) =>
      respond(String(url) === IDEAS ? manifest : { metaData: { publicPath: 'auto', remoteEntry: { name: 'static/js/myPage.9.js' } }, exposes: [] }),
    );
    const hints = createRemoteHints({ fetchImpl: fetchImpl as typeof fetch, shellFiles: ['static/js/async/ui-deferred-idea-page.12ab.js'] });
    const html = await hints({ ideas: IDEAS, myPage: MY_PAGE }, '/app/ideas/idea-7');
    expect(html).toContain('href="/static/js/async/ui-deferred-idea-page.12ab.js"');
    expect(html).toContain('href="http://my.example:3002/static/js/myPage.9.js"');
    expect(html).toContain('href="http://ideas.example:3001/static/js/async/routes.2.js"');
    expect(html).toContain('href="http://ideas.example:3001/static/js/async/idea-detail.3a.js"');
    expect(html).not.toContain('ideas-list');
    expect(await hints({ ideas: IDEAS, myPage: MY_PAGE }, '/app/ideas')).toContain('ideas-list.3b.js');
    expect(await hints({ ideas: IDEAS, myPage: MY_PAGE }, '/login')).toBe('');
  });

  it('read each manifest once while it is fresh, and again after', async () => {
    let now = 0;
    const fetchImpl = vi.fn(() => respond(manifest));
    const hints = createRemoteHints({ fetchImpl: fetchImpl as typeof fetch, ttlMs: 1000, now: () => now });
    await hints({ ideas: IDEAS }, '/app/ideas');
    await hints({ ideas: IDEAS }, '/app/ideas/1');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now = 1001;
    await hints({ ideas: IDEAS }, '/app/ideas');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('are left out when a manifest fails, answers an error or is slow, and that manifest is asked for again next time', async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError('fetch failed')));
    const hints = createRemoteHints({ fetchImpl: failing as typeof fetch });
    expect(await hints({ ideas: IDEAS }, '/app/ideas')).toBe('');
    expect(await hints({ ideas: IDEAS }, '/app/ideas')).toBe('');
    expect(failing).toHaveBeenCalledTimes(2);
    const notFound = createRemoteHints({ fetchImpl: (() => Promise.resolve(new Response('', { status: 404 }))) as typeof fetch });
    expect(await notFound({ ideas: IDEAS }, '/app/ideas')).toBe('');
    // A manifest that never answers: the page goes out after the timeout, without its hints.
    const silent = createRemoteHints({
      timeoutMs: 50,
      fetchImpl: ((_url: string, init?: RequestInit) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))) as typeof fetch,
    });
    const started = Date.now();
    expect(await silent({ ideas: IDEAS }, '/app/ideas')).toBe('');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
