/**
 * The shell's files every first page loads beyond the scripts in its index.html: the bootstrap's
 * chunk group and the chunks of the shared libraries the shell provides (loaded-first: the remotes
 * take the shell's copies). Read from a build's dist/chunk-groups.json and dist/mf-stats.json.
 * Used by the first-load byte check and by the shell's build, which hints them in index.html.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface MfStats {
  metaData: { remoteEntry: { name: string } };
  shared: { name: string; assets: { js: { sync: string[] } } }[];
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** A shared library's JavaScript: its chunk and the split chunks loaded with it, when the build recorded them. */
export function sharedFiles(shared: MfStats['shared'][number], groups: Record<string, string[]>): string[] {
  return (groups[`shared:${shared.name}`] ?? shared.assets.js.sync).filter((f) => f.endsWith('.js'));
}

/** Paths relative to the shell's dist folder (`static/js/async/...`), each once. */
export function shellFirstLoadFiles(distDir: string): string[] {
  const groups = readJson<Record<string, string[]>>(join(distDir, 'chunk-groups.json'));
  const files = new Set((groups.bootstrap ?? []).filter((f) => f.endsWith('.js')));
  for (const s of readJson<MfStats>(join(distDir, 'mf-stats.json')).shared) for (const f of sharedFiles(s, groups)) files.add(f);
  return [...files];
}

/** The bootstrap's stylesheets (Mantine's, the shell's), relative to the dist folder. */
export function shellFirstLoadStyles(distDir: string): string[] {
  return (readJson<Record<string, string[]>>(join(distDir, 'chunk-groups.json')).bootstrap ?? []).filter((f) => f.endsWith('.css'));
}

/**
 * index.html with a `<link rel="preload" as="script">` per first-load file, largest first: the
 * browser fetches them while the entry downloads, instead of once the entry has run and asked for
 * the bootstrap (measured on /app: LCP 2.65-2.70 s → 2.46-2.52 s on the bench's throttled profile).
 * The entry's scripts ask for a high priority: a deferred script is fetched at a low one, so the
 * entry (31 kB) shared the link with the hints and arrived with them, about 1.2 s into the bench's
 * /app; with it, about 0.7 s, and the first page's API requests and remote code start that much
 * sooner (../../apps/shell/src/remotes/first-page.ts). The bootstrap's stylesheets are hinted too
 * (`as="style"`): the bootstrap runs only once they are there, and asked for by the entry, Mantine's
 * 11 kB arrived last, about 0.2 s after the scripts on the bench's /app.
 */
export function withFirstLoadHints(html: string, distDir: string, publicPath = '/'): string {
  const files = shellFirstLoadFiles(distDir).sort((a, b) => statSync(join(distDir, b)).size - statSync(join(distDir, a)).size);
  const hints = [
    ...shellFirstLoadStyles(distDir).map((f) => `<link rel="preload" as="style" href="${publicPath}${f}">`),
    ...files.map((f) => `<link rel="preload" as="script" href="${publicPath}${f}">`),
  ].join('');
  return html
    .replace(/<link rel="preload" as="(?:script|style)"[^>]*>/g, '')
    .replace(/<script defer src=/g, '<script defer fetchpriority="high" src=')
    .replace('</head>', `${hints}</head>`);
}
