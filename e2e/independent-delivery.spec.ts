import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';
import { ORIGINS, signIn } from './helpers';

/**
 * Independent delivery: the ideas remote is built a second time, as a later release (its list
 * page adds a Mantine component that the shell and every other app leave unused), and the
 * browser gets that build from the ideas origin while the shell stays the one built before. The
 * page must render with the new component and one copy of every shared library.
 *
 * Mantine is shared only inside @idea-portal/ui, tree-shaken to the components libs/ui lists, so
 * the older shell's ui has no Rating. The later remote brings Rating from its own copy of
 * @mantine/core (not a shared library: it never enters the share scope) under a MantineProvider
 * from that copy (e2e/support/delivery-probe/IdeasListPageNext.tsx); everything else on the page,
 * ui included, is the shell's one copy.
 */
const root = fileURLToPath(new URL('../', import.meta.url));
const nextDist = join(root, 'apps/ideas-mfe/dist-next');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

test.beforeAll(() => {
  test.setTimeout(300_000);
  const built = spawnSync('npx', ['rsbuild', 'build', '-c', 'e2e/support/delivery-probe/rsbuild.config.ts'], { cwd: root, encoding: 'utf8' });
  expect(built.status, built.stderr || built.stdout).toBe(0);
});

test('a remote built after the shell, using a Mantine component the shell does not, renders in the older shell', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Whatever the ideas origin serves now comes from the later build.
  await page.route(`${ORIGINS.ideas}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    try {
      const body = readFileSync(join(nextDist, path));
      return route.fulfill({ body, headers: { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': ORIGINS.shell } });
    } catch {
      return route.fulfill({ status: 404, body: 'Not found' });
    }
  });

  await signIn(page, 'viewer@example.com', '/app/ideas');
  // Rendered by the later build's own Mantine: five stars.
  const probe = page.getByTestId('delivery-probe');
  await expect(probe).toBeVisible();
  await expect(probe.locator('.mantine-Rating-symbolGroup')).toHaveCount(5);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Multilingual work instructions' })).toBeVisible();

  const providers = await page.evaluate(() => {
    const share = (globalThis as { __FEDERATION__?: { __SHARE__?: unknown } }).__FEDERATION__?.__SHARE__ ?? {};
    const seen: Record<string, string[]> = {};
    for (const scopes of Object.values(share as Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>>))
      for (const pkgs of Object.values(scopes))
        for (const [name, versions] of Object.entries(pkgs))
          for (const [version, v] of Object.entries(versions)) if (v.loaded) seen[name] = [...new Set([...(seen[name] ?? []), `${version}@${v.from}`])];
    return seen;
  });
  expect(providers['@idea-portal/ui'], 'one ui (and the Mantine inside it), the shell’s').toEqual([expect.stringMatching(/@shell$/)]);
  expect(Object.keys(providers).filter((name) => name.startsWith('@mantine/')), 'Mantine is shared only inside ui').toEqual([]);
  expect(Object.entries(providers).filter(([, from]) => from.length > 1)).toEqual([]);
  expect(errors).toEqual([]);
});
