/**
 * The first page's remote code, hinted in the shell's index.html by its site: the remote's entry,
 * the first chunks of the modules the page shows (header widgets, the area's routes) and the
 * page's own chunk (libs/contracts/src/page-chunks.ts), read from each remote's federation
 * manifest, and the shell's deferred Mantine chunks that page loads beside it. Without them the
 * browser asked for these only once the shell's entry had downloaded and run (its Module
 * Federation runtime preloads the same files): on the bench's throttled /app the remote's entry
 * left about 1.9 s into the load, and the page's first render waited for it. The hints are the files that preload asks for, with the same
 * attributes, so the runtime finds them and asks for nothing twice. Adds no byte to the entry.
 */
import { firstPageModules } from '../../libs/contracts/src/remotes';
import { firstPageChunks } from '../../libs/contracts/src/page-chunks';

/** The parts of a federation manifest (mf-manifest.json) read here. */
interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
}

/**
 * Absolute URLs of the remote's entry, of the listed exposes' first chunks and stylesheets, and of
 * the chunk named `page` (`<page>.<hash>.js` and `.css`, which an expose loads on demand).
 */
export function remoteFirstFiles(manifest: unknown, manifestUrl: string, modules: string[], page?: string): { scripts: string[]; styles: string[] } {
  const m = (manifest ?? {}) as Manifest;
  const publicPath = m.metaData?.publicPath;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).toString() : new URL(publicPath, manifestUrl).toString();
  const url = (file: string) => new URL(file, base).toString();
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const entry = m.metaData?.remoteEntry;
  if (entry?.name) scripts.add(url(`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`));
  const named = (f: string) => !!page && chunkName(f) === page;
  for (const expose of Array.isArray(m.exposes) ? m.exposes : []) {
    if (!expose.name || !modules.includes(expose.name)) continue;
    for (const f of expose.assets?.js?.sync ?? []) scripts.add(url(f));
    for (const f of expose.assets?.css?.sync ?? []) styles.add(url(f));
    for (const f of (expose.assets?.js?.async ?? []).filter(named)) scripts.add(url(f));
    for (const f of (expose.assets?.css?.async ?? []).filter(named)) styles.add(url(f));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** `static/js/async/idea-detail.0ca5264e33.js` → `idea-detail`. */
const chunkName = (file: string) => file.split('/').pop()!.replace(/\.[0-9a-f]+\.(js|css)$/, '');

/** The shell's own files (paths in its dist) of these chunks, as root-relative URLs. */
export function shellChunkFiles(files: string[], chunks: readonly string[]): { scripts: string[]; styles: string[] } {
  const of = (ext: string) => files.filter((f) => f.endsWith(ext) && chunks.includes(chunkName(f))).map((f) => `/${f}`);
  return { scripts: of('.js'), styles: of('.css') };
}

/** A URL that can stand in a hint's href as it is: absolute http(s) or root-relative, nothing that ends the attribute. */
export const isHintableUrl = (url: string) => /^(https?:\/\/|\/(?!\/))[^"<>\s]+$/.test(url);

/** `<link rel="preload">` tags for the files, as Module Federation's preload writes them (no crossorigin). */
export function hintTags({ scripts, styles }: { scripts: string[]; styles: string[] }): string {
  return [
    ...styles.filter(isHintableUrl).map((u) => `<link rel="preload" as="style" href="${u}">`),
    ...scripts.filter(isHintableUrl).map((u) => `<link rel="preload" as="script" href="${u}">`),
  ].join('');
}

export interface RemoteHintsOptions {
  fetchImpl?: typeof fetch;
  /** How long a manifest is reused; a redeployed remote's new files are hinted after this. */
  ttlMs?: number;
  /** A manifest that does not answer within this is left out: the page is not held up for a hint. */
  timeoutMs?: number;
  now?: () => number;
  /** The shell's files (paths in its dist), for the deferred Mantine chunks a page loads. */
  shellFiles?: string[];
}

/**
 * For a page's path and the remotes' manifest URLs (the runtime configuration's `remotes`), the
 * hint tags of the remote code that page shows. A manifest that fails or is slow gives no hints
 * (the runtime loads its files as before).
 */
export function createRemoteHints({ fetchImpl = fetch, ttlMs = 10_000, timeoutMs = 300, now = Date.now, shellFiles = [] }: RemoteHintsOptions = {}) {
  const cache = new Map<string, { at: number; manifest: Promise<unknown> }>();
  const manifest = (url: string) => {
    const hit = cache.get(url);
    if (hit && now() - hit.at < ttlMs) return hit.manifest;
    const fetched = fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then((res) => (res.ok ? res.json() : null))
      .catch(() => null);
    cache.set(url, { at: now(), manifest: fetched });
    void fetched.then((m) => m === null && cache.delete(url));
    return fetched;
  };
  return async (locations: Record<string, unknown>, pathname: string): Promise<string> => {
    const byRemote = new Map<string, string[]>();
    for (const [remote, module] of firstPageModules(pathname)) byRemote.set(remote, [...(byRemote.get(remote) ?? []), module]);
    const [pageRemote, [page, ...shellChunks] = []] = firstPageChunks(pathname) ?? [];
    const files = await Promise.all(
      [...byRemote].map(async ([remote, modules]) => {
        const url = locations[remote];
        if (typeof url !== 'string' || !isHintableUrl(url)) return '';
        return hintTags(remoteFirstFiles(await manifest(url), url, modules, remote === pageRemote ? page : undefined));
      }),
    );
    return hintTags(shellChunkFiles(shellFiles, shellChunks)) + files.join('');
  };
}
