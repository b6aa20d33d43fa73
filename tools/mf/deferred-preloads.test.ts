import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTES, REMOTE_KEYS } from '../../libs/contracts/src/remotes';
import { deferredMantinePreloads, exposedSource } from '../bench/first-load-bytes';
import { DEFERRED_MANTINE, ON_DEMAND_GROUP, type DeferredMantineName } from '../../libs/ui/src/mantine-deferred-groups';

/**
 * Each area's routes start loading the deferred Mantine components its screens use
 * (`loadDeferredMantine(...)` in its routes module): a component left off renders only after a
 * second round trip, and the first-load byte count (tools/bench/first-load-bytes.ts), which reads
 * that call, misses its bytes.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

/** Components of @idea-portal/ui that render a deferred one inside. */
const RENDERS_DEFERRED: Record<string, DeferredMantineName[]> = { DataTable: ['Pagination', 'Select'], TablePager: ['Pagination', 'Select'] };

/** Deferred on purpose, not preloaded by the area: My Page's routes are /app, which stays light; its profile page loads its form's pieces when it opens. */
const NOT_PRELOADED: Partial<Record<string, DeferredMantineName[]>> = { myPage: ['Select', 'Textarea', 'useForm'] };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/**
 * The deferred components an app's screens use: imported from @idea-portal/ui by name, or rendered
 * inside a ui component it imports. Not the overlays, which load when one first shows.
 */
function deferredUsed(app: string): Set<DeferredMantineName> {
  const used = new Set<DeferredMantineName>();
  for (const file of sourceFiles(`${root}apps/${app}/src`)) {
    for (const [, names] of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '@idea-portal\/ui'/g)) {
      for (const name of (names ?? '').split(',').map((n) => n.trim())) {
        for (const n of [name, ...(RENDERS_DEFERRED[name] ?? [])]) {
          if (n in DEFERRED_MANTINE && DEFERRED_MANTINE[n as DeferredMantineName] !== ON_DEMAND_GROUP) used.add(n as DeferredMantineName);
        }
      }
    }
  }
  return used;
}

describe('deferred Mantine components', () => {
  for (const key of REMOTE_KEYS) {
    const { app } = REMOTES[key];
    it(`${app}: its routes preload every deferred component its screens use, and no other`, () => {
      const expected = [...deferredUsed(app)].filter((n) => !NOT_PRELOADED[key]?.includes(n)).sort();
      expect([...deferredMantinePreloads(exposedSource(key, 'routes')!)].sort()).toEqual(expected);
    });
  }

  it('the shell uses none of them outside the pages that load them with their chunk', () => {
    const shellUses = [...deferredUsed('shell')].sort();
    expect(shellUses).toEqual(['Accordion', 'Highlight', 'PasswordInput']);
    const lazyPages = readFileSync(`${root}apps/shell/src/app/lazy-pages.tsx`, 'utf8');
    for (const name of shellUses) expect(lazyPages).toContain(`'${name}'`);
  });
});
