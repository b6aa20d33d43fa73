import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellFirstLoadFiles, withFirstLoadHints } from './shell-first-load';

/** A fake shell build: a bootstrap with CSS, and react shared with a split chunk. */
function fakeShell() {
  const dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  const file = (path: string, body: string) => {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), body);
  };
  file('static/js/async/bootstrap.js', 'x'.repeat(20));
  file('static/js/async/react.js', 'x'.repeat(30));
  file('static/js/async/split.js', 'x'.repeat(3));
  file('chunk-groups.json', JSON.stringify({ bootstrap: ['static/js/async/bootstrap.js', 'static/css/async/bootstrap.css'], 'shared:react': ['static/js/async/split.js', 'static/js/async/react.js'] }));
  file('mf-stats.json', JSON.stringify({ metaData: { remoteEntry: { name: '' } }, shared: [{ name: 'react', assets: { js: { sync: ['static/js/async/react.js'] } } }], exposes: [] }));
  return dist;
}

describe("the shell's first-load files", () => {
  it("are the bootstrap's scripts and every shared library's chunks", () => {
    expect(shellFirstLoadFiles(fakeShell()).sort()).toEqual(['static/js/async/bootstrap.js', 'static/js/async/react.js', 'static/js/async/split.js']);
  });

  it("are hinted in index.html after the entry, largest first, with the bootstrap's stylesheets, once however often the build runs", () => {
    const dist = fakeShell();
    const html = '<html><head><script defer src="/static/js/index.js"></script></head><body></body></html>';
    const once = withFirstLoadHints(html, dist);
    expect(withFirstLoadHints(once, dist)).toBe(once);
    const hinted = [...once.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);
    expect(hinted).toEqual(['/static/js/async/react.js', '/static/js/async/bootstrap.js', '/static/js/async/split.js']);
    expect(once.indexOf('index.js')).toBeLessThan(once.indexOf('rel="preload"'));
    // The bootstrap's stylesheet too: the bootstrap runs only once it is there.
    expect([...once.matchAll(/<link rel="preload" as="style" href="([^"]+)">/g)].map((m) => m[1])).toEqual(['/static/css/async/bootstrap.css']);
    // The entry is fetched before the hints, not beside them at a deferred script's low priority.
    expect(once).toContain('<script defer fetchpriority="high" src="/static/js/index.js">');
  });
});
