import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { routeFiles, routeJsGzipKb } from './first-load-bytes';

/** A fake build output: the shell and the ideas, my-page and search remotes. */
function fakeBuilds() {
  const apps = mkdtempSync(join(tmpdir(), 'first-load-'));
  const file = (path: string, body: string) => {
    mkdirSync(dirname(join(apps, path)), { recursive: true });
    writeFileSync(join(apps, path), body);
  };
  const js = (n: number) => 'x'.repeat(n);
  file('shell/dist/index.html', '<script defer src="/static/js/index.js"></script>');
  file('shell/dist/static/js/index.js', js(10));
  file('shell/dist/static/js/async/bootstrap.js', js(20));
  // react's chunk group holds a split chunk beside the chunk mf-stats names.
  file(
    'shell/dist/chunk-groups.json',
    JSON.stringify({
      bootstrap: ['static/js/async/bootstrap.js', 'static/css/async/bootstrap.css'],
      'shared:react': ['static/js/async/split.js', 'static/js/async/react.js'],
      // ui's deferred Mantine components, by group (libs/ui/src/mantine-deferred/groups.ts).
      'ui-deferred-choices': ['static/js/async/ui-deferred-choices.js'],
      'ui-deferred-pickers': ['static/js/async/ui-deferred-pickers.js'],
    }),
  );
  file('shell/dist/static/js/async/ui-deferred-choices.js', js(17));
  file('shell/dist/static/js/async/ui-deferred-pickers.js', js(19));
  // The search pool page starts loading two components of the choices group with its chunk.
  file(
    'search-mfe/src/routes.tsx',
    `const SearchPoolPage = lazyComponent(() => Promise.all([import(/* webpackChunkName: "search-pool" */ './pool'), loadDeferredMantine('Switch', 'Radio')]));`,
  );
  file('ideas-mfe/src/routes.tsx', `const IdeaDetailPage = lazyComponent(() => import(/* webpackChunkName: "idea-detail" */ './detail'));`);
  file('shell/dist/static/js/async/react.js', js(30));
  file('shell/dist/static/js/async/split.js', js(3));
  file('shell/dist/mf-stats.json', JSON.stringify({ metaData: { remoteEntry: { name: '' } }, shared: [{ name: 'react', assets: { js: { sync: ['static/js/async/react.js'] } } }], exposes: [] }));
  const remote = (app: string, exposes: string[], shared: unknown[] = []) => {
    file(`${app}/dist/static/js/entry.js`, js(5));
    for (const e of exposes) file(`${app}/dist/static/js/async/${e}.js`, js(7));
    file(
      `${app}/dist/mf-stats.json`,
      JSON.stringify({ metaData: { remoteEntry: { name: 'static/js/entry.js' } }, shared, exposes: exposes.map((name) => ({ name, assets: { js: { sync: [`static/js/async/${name}.js`] } } })) }),
    );
  };
  remote('ideas-mfe', ['routes', 'LatestIdeas']);
  file('ideas-mfe/dist/static/js/async/detail.js', js(4));
  file('ideas-mfe/dist/static/js/async/comments.js', js(6));
  file('ideas-mfe/dist/chunk-groups.json', JSON.stringify({ 'idea-detail': ['static/js/async/detail.js'], 'idea-comments': ['static/js/async/comments.js'] }));
  // The search remote: its routes module's chunk group holds a chunk mf-stats does not list, the
  // page is a chunk group of its own, and it shares a library the shell was not built with (so
  // the browser loads the remote's copy).
  file('search-mfe/dist/static/js/async/page.js', js(9));
  file('search-mfe/dist/static/js/async/split-of-routes.js', js(6));
  file('search-mfe/dist/static/js/async/form.js', js(11));
  file('search-mfe/dist/static/js/async/react.js', js(13));
  file(
    'search-mfe/dist/chunk-groups.json',
    JSON.stringify({
      __federation_expose_routes: ['static/js/async/routes.js', 'static/js/async/split-of-routes.js'],
      'search-pool': ['static/js/async/page.js', 'static/css/async/page.css'],
      'consumes:__federation_expose_routes': ['react', '@mantine/form'],
    }),
  );
  remote('my-page-mfe', ['routes', 'NotificationBell', 'TaskBadge'], [{ name: '@mantine/form', assets: { js: { sync: ['static/js/async/form.js'] } } }]);
  file('my-page-mfe/dist/static/js/async/form.js', js(11));
  // The header widgets do not use the form library: only a route module that does loads it.
  file(
    'my-page-mfe/dist/chunk-groups.json',
    JSON.stringify({
      'consumes:__federation_expose_NotificationBell': ['react'],
      'consumes:__federation_expose_TaskBadge': ['react'],
    }),
  );
  remote('search-mfe', ['routes'], [
    { name: 'react', assets: { js: { sync: ['static/js/async/react.js'] } } },
    { name: '@mantine/form', assets: { js: { sync: ['static/js/async/form.js'] } } },
  ]);
  return apps;
}

describe('first-load byte count', () => {
  const apps = fakeBuilds();
  const rel = (files: string[]) => files.map((f) => f.slice(apps.length + 1)).sort();

  it('a route loads the shell entry and bootstrap, the shell-provided shared libraries with their split chunks, the header widgets, its remote module, its page and the parts shown with it', () => {
    expect(rel(routeFiles('/app/ideas/{id}', apps))).toEqual([
      'ideas-mfe/dist/static/js/async/comments.js',
      'ideas-mfe/dist/static/js/async/detail.js',
      'ideas-mfe/dist/static/js/async/routes.js',
      'ideas-mfe/dist/static/js/entry.js',
      'my-page-mfe/dist/static/js/async/NotificationBell.js',
      'my-page-mfe/dist/static/js/async/TaskBadge.js',
      'my-page-mfe/dist/static/js/entry.js',
      'shell/dist/static/js/async/bootstrap.js',
      'shell/dist/static/js/async/react.js',
      'shell/dist/static/js/async/split.js',
      'shell/dist/static/js/index.js',
    ]);
    expect(rel(routeFiles('/app/search', apps))).not.toContain('ideas-mfe/dist/static/js/async/routes.js');
  });

  it('a route whose page starts loading deferred Mantine components loads those groups of the shell, and only that route', () => {
    const search = rel(routeFiles('/app/search', apps));
    expect(search).toContain('shell/dist/static/js/async/ui-deferred-choices.js');
    expect(search).not.toContain('shell/dist/static/js/async/ui-deferred-pickers.js');
    expect(rel(routeFiles('/app', apps)).filter((f) => f.includes('ui-deferred'))).toEqual([]);
  });

  it("counts the remote module's and the page's whole chunk groups and the remote's own copy of a library the shell does not share", () => {
    const files = rel(routeFiles('/app/search', apps));
    expect(files).toContain('search-mfe/dist/static/js/async/page.js');
    expect(files).toContain('search-mfe/dist/static/js/async/split-of-routes.js');
    expect(files).toContain('search-mfe/dist/static/js/async/form.js');
    // The shell provides react: the remote's copy is not loaded; the widgets do not use the form library.
    expect(files).not.toContain('search-mfe/dist/static/js/async/react.js');
    expect(files).not.toContain('my-page-mfe/dist/static/js/async/form.js');
  });

  it('sums the gzip size of those files once each', () => {
    const gz = (n: number) => gzipSync('x'.repeat(n)).length;
    const expected = gz(10) + gz(20) + gz(30) + gz(3) + gz(5) + gz(7) * 2 + gz(5) + gz(7) + gz(6) + gz(9) + gz(17) + gz(11);
    expect(routeJsGzipKb('/app/search', apps)).toBe(Math.round((expected / 1024) * 10) / 10);
  });
});
