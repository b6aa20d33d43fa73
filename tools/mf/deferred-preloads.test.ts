import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTES, REMOTE_KEYS } from '../../libs/contracts/src/remotes';
import { exposedSource, lazyChunks, routePages, ROUTE_MODULES } from '../bench/first-load-bytes';
import { deferredUsed, resolveFile, staticImportGraph } from './page-imports';

/**
 * Each page of an area starts loading the deferred Mantine components it uses beside its own
 * chunk (`loadDeferredMantine(...)` next to its `import()` in the area's routes module): a
 * component left off renders only after a second round trip, and the first-load byte count
 * (tools/bench/first-load-bytes.ts), which reads those calls, misses its bytes. One loaded that
 * the page does not use costs bytes for nothing.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

/** Pages an area's routes module carries itself: My Page's dashboard, /app, where a sign-in lands (about 2 kB). */
const STATIC_PAGES: Partial<Record<string, string[]>> = { myPage: ['features/dashboard/components/DashboardPage.tsx'] };

/** Each lazy chunk starts loading exactly the deferred components its files' static imports use. */
function expectPreloadsMatchUse(chunks: Map<string, { file: string; preloads: string[] }>) {
  for (const [chunk, { file, preloads }] of chunks) {
    const used = deferredUsed(staticImportGraph(resolveFile(file)!));
    expect([...preloads].sort(), chunk).toEqual([...used].sort());
  }
}

describe('deferred Mantine components', () => {
  for (const key of REMOTE_KEYS) {
    const { app } = REMOTES[key];
    const routes = exposedSource(key, 'routes')!;
    it(`${app}: each page, and each part of a page loaded later, preloads every deferred component it uses, and no other`, () => {
      expect(routePages(routes).size).toBeGreaterThan(0);
      expectPreloadsMatchUse(lazyChunks(key));
    });
    it(`${app}: the routes module itself loads no deferred component, and no page but the one it names`, () => {
      const graph = staticImportGraph(routes);
      expect(deferredUsed(graph).size).toBe(0);
      const pages = graph.filter((f) => /Page\.tsx$/.test(f)).map((f) => f.slice(f.indexOf('/src/') + 5));
      expect(pages).toEqual(STATIC_PAGES[key] ?? []);
    });
  }

  it('the chunks the byte check names are lazy chunks of their remote', () => {
    for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
      for (const [remote, , ...chunks] of modules) for (const chunk of chunks) expect(lazyChunks(remote).has(chunk), `${route}: ${chunk}`).toBe(true);
    }
  });

  it('the shell uses none of them outside its lazy pages, and each of those preloads what it uses', () => {
    const shellUses = [...deferredUsed(staticImportGraph(`${root}apps/shell/src/bootstrap.tsx`))].sort();
    expect(shellUses).toEqual([]);
    const pages = routePages(`${root}apps/shell/src/app/lazy-pages.tsx`);
    expect(pages.size).toBeGreaterThan(0);
    expectPreloadsMatchUse(pages);
  });
});
