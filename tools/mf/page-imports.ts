/**
 * What a page of a remote brings along, read from the sources: the files its static imports reach
 * (relative imports, not `import()`, which is a chunk of its own) and the deferred Mantine
 * components those files use (libs/ui/src/mantine-deferred/index.tsx). The deferred-preload test checks
 * each page's `loadDeferredMantine(...)` against this.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DEFERRED_MANTINE, ON_DEMAND_GROUP, type DeferredMantineName } from '../../libs/ui/src/mantine-deferred/groups';

/** Components of @idea-portal/ui that render a deferred one inside. */
export const RENDERS_DEFERRED: Record<string, DeferredMantineName[]> = {
  DataTable: ['Pagination', 'Select', 'Table'],
  SortableTh: ['Table'],
  TablePager: ['Pagination', 'Select'],
  createFormContext: ['useForm'],
};

/** An app's source files, tests left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** A module's file from its path without extension (`x` -> x.ts, x.tsx or x/index.ts(x)). */
export function resolveFile(base: string): string | undefined {
  for (const file of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

const resolveLocal = (from: string, spec: string) => resolveFile(resolve(dirname(from), spec));

/** The source files a module's static relative imports reach, itself included. */
export function staticImportGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms)) {
      const target = resolveLocal(file, spec!);
      if (target) visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

/** The deferred components these files use: imported from @idea-portal/ui by name, or rendered inside a ui component they import. Not the on-demand overlays. */
export function deferredUsed(files: string[]): Set<DeferredMantineName> {
  const used = new Set<DeferredMantineName>();
  for (const file of files) {
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
