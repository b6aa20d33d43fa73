/**
 * The deterministic first-load byte check (no browser, no timing): from the build outputs
 * (the shell's index.html and chunk-groups.json, every app's mf-stats.json) it adds up the gzip
 * size of the JavaScript each route loads: the shell's entry and bootstrap, the shared libraries
 * the shell provides, the header widgets of the my-page remote, and the route's remote module
 * with its remote entry (the module's whole chunk group), the route's page (its chunk group, named
 * in the remote's routes module) and any shared library the shell does not provide (the remote
 * then loads its own copy). Compares with tools/bench/budgets.json: over a route's ceiling fails
 * (a regression); the distance to the target is printed. Run by `npm test` after the builds.
 *
 *   npx tsx tools/bench/first-load-bytes.ts [--write-ceilings]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { REMOTES, type RemoteKey } from '../../libs/contracts/src/remotes';
import { DEFERRED_MANTINE, preloadGroup, type DeferredMantineName } from '../../libs/ui/src/mantine-deferred/groups';
import { sourceFiles } from '../mf/page-imports';
import { sharedFiles, shellFirstLoadFiles, type MfStats } from '../mf/shell-first-load';

const root = fileURLToPath(new URL('../../', import.meta.url));
const budgetsFile = `${root}tools/bench/budgets.json`;

export interface Budgets {
  note: string;
  targets: { routeJsGzipKb: number; signInJsGzipKb: number; ratioToSingleBundle: number; roundTripsToRemote: number; lcpMs: number };
  /** Per route: the static byte count may not grow past this (set from a measurement, lowered as bytes go). */
  ceilings: Record<string, number>;
}


/**
 * Remote modules a route loads besides the header widgets every signed-in page shows, with the
 * lazy chunks (webpackChunkName) its first paint renders: the page, and parts of it loaded beside
 * it (the idea page's comments). /app is the my-page remote's dashboard, which its routes module carries.
 */
export const ROUTE_MODULES: Record<string, [RemoteKey, string, ...string[]][]> = {
  '/app': [['myPage', 'routes']],
  '/app/ideas': [['ideas', 'routes', 'ideas-list']],
  '/app/ideas/{id}': [['ideas', 'routes', 'idea-detail', 'idea-comments']],
  '/app/ideas/new': [['ideas', 'routes', 'idea-form']],
  '/app/my-page': [['myPage', 'routes', 'my-page']],
  '/app/search': [['search', 'routes', 'search-pool']],
  '/app/indicators': [['search', 'routes', 'search-indicators']],
  '/app/admin': [['admin', 'routes', 'admin-dashboard']],
};
const HEADER_WIDGETS: [RemoteKey, string][] = [
  ['myPage', 'NotificationBell'],
  ['myPage', 'TaskBadge'],
];

const APPS_DIR = `${root}apps`;
const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let n = gzipCache.get(file);
  if (n === undefined) {
    n = gzipSync(readFileSync(file)).length;
    gzipCache.set(file, n);
  }
  return n;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}


/**
 * The lazy chunks a source file declares: chunk name -> its module's path (absolute, without
 * extension) and the deferred Mantine components it starts loading with it, read from the declarations
 * `import(/* webpackChunkName: "page" *\/ './file'), loadDeferredMantine('Radio', ...)`
 * (every component for a call without names, none without a call).
 */
export function routePages(sourceFile: string): Map<string, { file: string; preloads: DeferredMantineName[] }> {
  const pages = new Map<string, { file: string; preloads: DeferredMantineName[] }>();
  if (!existsSync(sourceFile)) return pages;
  const source = readFileSync(sourceFile, 'utf8');
  const declarations = /import\(\/\* webpackChunkName: "([\w-]+)" \*\/ '([^']+)'\)(,\s*loadDeferredMantine\(([^)]*)\))?/g;
  for (const [, page, file, call, args] of source.matchAll(declarations)) {
    const names = [...(args ?? '').matchAll(/'(\w+)'/g)].map((m) => m[1] as DeferredMantineName);
    pages.set(page!, { file: resolve(dirname(sourceFile), file!), preloads: !call ? [] : names.length ? names : (Object.keys(DEFERRED_MANTINE) as DeferredMantineName[]) });
  }
  return pages;
}

/** The source file of a remote's exposed module. */
export function exposedSource(remote: RemoteKey, module: string, appsDir = APPS_DIR): string | undefined {
  const file = (REMOTES[remote].exposes as Readonly<Record<string, string>>)[module];
  return file && `${appsDir}/${REMOTES[remote].app}/${file}`;
}

/** Every lazy chunk declared in a remote's sources (see routePages), by chunk name; read once per build folder. */
const scanned = new Map<string, Map<string, { file: string; preloads: DeferredMantineName[] }>>();
export function lazyChunks(remote: RemoteKey, appsDir = APPS_DIR): Map<string, { file: string; preloads: DeferredMantineName[] }> {
  const dir = `${appsDir}/${REMOTES[remote].app}/src`;
  let chunks = scanned.get(dir);
  if (!chunks) scanned.set(dir, (chunks = new Map(existsSync(dir) ? sourceFiles(dir).flatMap((f) => [...routePages(f)]) : [])));
  return chunks;
}

/** The files (absolute paths) a route loads, per the build outputs. */
export function routeFiles(route: string, appsDir = APPS_DIR): string[] {
  const dist = (app: string) => `${appsDir}/${app}/dist`;
  const shellDir = dist('shell');
  const html = readFileSync(`${shellDir}/index.html`, 'utf8');
  const files = new Set<string>();
  for (const [, src] of html.matchAll(/<script[^>]*src="\/?([^"]+)"/g)) files.add(`${shellDir}/${src}`);
  const groups = readJson<Record<string, string[]>>(`${shellDir}/chunk-groups.json`);
  for (const f of shellFirstLoadFiles(shellDir)) files.add(`${shellDir}/${f}`);
  const provided = new Set(readJson<MfStats>(`${shellDir}/mf-stats.json`).shared.map((s) => s.name));
  for (const [remote, module, ...chunks] of [...HEADER_WIDGETS, ...(ROUTE_MODULES[route] ?? [])]) {
    const dir = dist(REMOTES[remote].app);
    const stats = readJson<MfStats>(`${dir}/mf-stats.json`);
    files.add(`${dir}/${stats.metaData.remoteEntry.name}`);
    const exposed = stats.exposes.find((e) => e.name === module);
    if (!exposed) throw new Error(`${remote} does not expose ${module}`);
    // The exposed module's own chunk group (mf-stats' list can miss the module's own chunk).
    const groupsFile = `${dir}/chunk-groups.json`;
    const remoteGroups = existsSync(groupsFile) ? readJson<Record<string, string[]>>(groupsFile) : {};
    for (const f of remoteGroups[`__federation_expose_${module}`] ?? exposed.assets.js.sync) if (f.endsWith('.js')) files.add(`${dir}/${f}`);
    // The route's page and the parts shown with it: their chunk groups, and the chunk groups of ui's
    // deferred Mantine components (libs/ui/src/mantine-deferred/index.tsx) each starts loading beside it, of the shell's build.
    const deferredGroups = new Set<string>();
    const declared = chunks.length ? lazyChunks(remote, appsDir) : undefined;
    for (const chunk of chunks) {
      const group = remoteGroups[chunk];
      if (!group) throw new Error(`${remote} has no chunk ${chunk}`);
      for (const f of group) if (f.endsWith('.js')) files.add(`${dir}/${f}`);
      for (const name of declared?.get(chunk)?.preloads ?? []) deferredGroups.add(preloadGroup(name));
    }
    for (const group of deferredGroups) {
      for (const f of groups[`ui-deferred-${group}`] ?? []) if (f.endsWith('.js')) files.add(`${shellDir}/${f}`);
    }
    // A shared library the shell was not built with comes from the copy of the first remote
    // whose module consumes it; later remotes take that copy.
    const consumes = remoteGroups[`consumes:__federation_expose_${module}`];
    for (const s of stats.shared) {
      if (provided.has(s.name) || (consumes && !consumes.includes(s.name))) continue;
      provided.add(s.name);
      for (const f of sharedFiles(s, remoteGroups)) files.add(`${dir}/${f}`);
    }
  }
  return [...files];
}

export function routeJsGzipKb(route: string, appsDir = APPS_DIR): number {
  const bytes = routeFiles(route, appsDir).reduce((sum, f) => sum + gzipBytes(f), 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

export function readBudgets(): Budgets {
  return readJson<Budgets>(budgetsFile);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(`${APPS_DIR}/shell/dist/chunk-groups.json`)) {
    console.error('No shell build with chunk-groups.json: run `npx nx run-many -t build` first.');
    process.exit(1);
  }
  const budgets = readBudgets();
  const write = process.argv.includes('--write-ceilings');
  let failed = 0;
  for (const route of Object.keys(ROUTE_MODULES)) {
    const kb = routeJsGzipKb(route);
    const ceiling = budgets.ceilings[route];
    const target = budgets.targets.routeJsGzipKb;
    // About 3% headroom, so ordinary feature work lands and a shared library shipped whole does
    // not; a route that meets the target keeps the target as its ceiling.
    if (write) budgets.ceilings[route] = kb <= target ? target : Math.ceil(kb * 1.03);
    const over = ceiling !== undefined && kb > ceiling && !write;
    failed += over ? 1 : 0;
    console.log(`${over ? '✘' : '✔'} ${route.padEnd(16)} ${kb.toFixed(1)} kB gzip JS (ceiling ${ceiling ?? '-'} kB, target ${target} kB${kb > target ? `, ${(kb - target).toFixed(1)} kB to go` : ', met'})`);
  }
  if (write) writeFileSync(budgetsFile, `${JSON.stringify(budgets, null, 2)}\n`);
  if (failed) console.error(`${failed} route(s) grew past their ceiling in tools/bench/budgets.json.`);
  process.exit(failed ? 1 : 0);
}
