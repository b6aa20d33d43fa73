import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './support/test';
import { libVersion } from '../tools/mf/federated-versions';
import { ORIGINS, signIn } from './helpers';
import { nextMinor, SKEW_DIST } from './support/version-skew/releases';

/**
 * Version skew between the shell and a remote, shipped apart (the "what ships together" rule in
 * the README). The shell's copy of @idea-portal/platform and ui serves every remote; a remote
 * declares the range it needs (its package.json), strictly:
 * (a) an older remote in a newer shell works: the shell built at the next minor version serves
 *     this workspace's remotes, which require ^current;
 * (b) a remote that needs a newer platform than the shell has falls back: the ideas remote built
 *     requiring ^next shows "This area is unavailable" with a console error naming what it needs,
 *     and the rest of the portal keeps working;
 * (c) a newer remote that needs nothing new of the shell works in the older shell:
 *     e2e/independent-delivery.spec.ts.
 */
const root = fileURLToPath(new URL('../', import.meta.url));
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.html': 'text/html' };

function build(config: string) {
  const built = spawnSync('npx', ['rsbuild', 'build', '-c', config], { cwd: root, encoding: 'utf8' });
  expect(built.status, built.stderr || built.stdout).toBe(0);
}

function file(dir: string, path: string, origin: string) {
  const body = readFileSync(join(dir, path));
  return { body, headers: { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': origin } };
}

/** The console errors of a page, as text. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe.configure({ mode: 'serial' });

test('(a) a remote built for an older platform works in a newer shell', async ({ page }) => {
  test.setTimeout(300_000);
  build('e2e/support/version-skew/shell-newer.rsbuild.config.ts');
  const dist = join(root, 'apps/shell', SKEW_DIST.newerShell);
  // The page itself comes from the portal (its runtime configuration, its place in the browser's
  // local network); every file of the shell from the newer build. The page names the first
  // scripts of the build the portal serves: one the newer build has too (same name, same content)
  // comes as it is, the others answer nothing, and the last one loads the newer build's other
  // first scripts, in their order. (Mapping each file to the newer build's file of the same name
  // without its hash failed under load: two builds can name a chunk differently, "7" and "7a", and
  // the page waited for a chunk it never loaded.)
  const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);
  const portalScripts = scriptsOf(readFileSync(join(root, 'apps/shell/dist/index.html'), 'utf8'));
  const newerScripts = scriptsOf(readFileSync(join(dist, 'index.html'), 'utf8'));
  const others = newerScripts.filter((src) => !portalScripts.includes(src));
  const loadNewer = `for (const src of ${JSON.stringify(others)}) document.head.append(Object.assign(document.createElement('script'), { src, async: false }));`;
  const files = new Set((readdirSync(dist, { recursive: true }) as string[]).map((f) => `/${f}`));
  await page.route(new RegExp(`^${ORIGINS.shell}/.+\\.\\w+$`), (route) => {
    const path = new URL(route.request().url()).pathname;
    if (files.has(path) && path !== '/index.html') return route.fulfill(file(dist, path, ORIGINS.shell));
    if (portalScripts.includes(path)) return route.fulfill({ body: path === portalScripts.at(-1) ? loadNewer : '', contentType: 'text/javascript' });
    return route.continue();
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // What the page did, attached to a failed run (this test once failed to sign in under load).
  const log: string[] = [];
  const started = Date.now();
  const note = (line: string) => log.push(`${Date.now() - started} ms ${line}`);
  page.on('console', (m) => note(`console.${m.type()}: ${m.text()}`));
  page.on('requestfailed', (r) => note(`failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on('framenavigated', (f) => f === page.mainFrame() && note(`at ${f.url()}`));
  await signIn(page, 'viewer@example.com', '/app/ideas').catch(async (e: unknown) => {
    await test.info().attach('page log', { body: [...log, ...errors.map((m) => `pageerror: ${m}`)].join('\n'), contentType: 'text/plain' });
    throw e;
  });
  await expect(page.getByRole('link', { name: 'Multilingual work instructions' })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'This area is unavailable' })).toHaveCount(0);

  const platform = await page.evaluate(() => {
    const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
    const loaded: string[] = [];
    for (const scopes of Object.values(share))
      for (const [version, v] of Object.entries(scopes.default?.['@idea-portal/platform'] ?? {})) if (v.loaded) loaded.push(`${version}@${v.from}`);
    return loaded;
  });
  expect(platform, 'the one platform is the newer shell’s').toEqual([`${nextMinor('@idea-portal/platform')}@shell`]);
  expect(errors).toEqual([]);
});

test('(b) a remote that needs a newer platform than the shell has falls back, with a console error saying so', async ({ page }) => {
  test.setTimeout(300_000);
  build('e2e/support/version-skew/ideas-needs-newer.rsbuild.config.ts');
  const dist = join(root, 'apps/ideas-mfe', SKEW_DIST.remoteNeedingNewer);
  await page.route(`${ORIGINS.ideas}/**`, (route) => {
    try {
      return route.fulfill(file(dist, new URL(route.request().url()).pathname, ORIGINS.shell));
    } catch {
      return route.fulfill({ status: 404, body: 'Not found' });
    }
  });
  const errors = consoleErrors(page);

  await signIn(page, 'viewer@example.com', '/app/ideas');
  await expect(page.getByRole('alert', { name: 'This area is unavailable' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Multilingual work instructions' })).toHaveCount(0);
  const needs = `needs @idea-portal/platform ^${nextMinor('@idea-portal/platform')}, but the shell provides ${libVersion('@idea-portal/platform')}`;
  expect(errors.filter((e) => e.startsWith('Remote module ideas/routes not loaded.') && e.includes(needs)), errors.join('\n')).toHaveLength(1);

  // The rest of the portal works: another remote's area, the shell's header.
  await page.getByRole('link', { name: 'My Page' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'This area is unavailable' })).toHaveCount(0);
});
