/**
 * The browser side as plain files for any CDN or bucket: one folder per site (shell and each
 * remote) copied from the production builds, and the shell's runtime-config.json (also inlined
 * into its index.html) written from the server environment (APP_URL, API_URL, OIDC_ISSUER, the
 * remotes' *_URL), which is where the remote URLs are set. Remotes keep only what the shell loads (mf-manifest.json and static/).
 *
 *   APP_URL=https://ideas.example.com API_URL=… OIDC_ISSUER=… REMOTE_ADMIN_URL=… \
 *     tsx tools/production/static-build.ts dist/static
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_KEYS, REMOTES, type RemoteKey } from '../../libs/contracts/src/remotes';
import { portalConfig, runtimeConfig, shellCsp } from '../server/config';
import { inlineRuntimeConfig } from '../server/static-sites';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface StaticBuild {
  /** Folder of each site: `shell` and one per remote key. */
  dirs: Record<'shell' | RemoteKey, string>;
  /** The shell's Content-Security-Policy for these URLs (set it as a response header on the CDN). */
  csp: string;
}

export function buildStaticSites(outDir: string, env: NodeJS.ProcessEnv = process.env): StaticBuild {
  const config = portalConfig(env);
  const out = resolve(outDir);
  rmSync(out, { recursive: true, force: true });
  const dirs = { shell: join(out, 'shell') } as StaticBuild['dirs'];
  const shellDist = join(root, 'apps/shell/dist');
  if (!existsSync(join(shellDist, 'index.html'))) throw new Error(`no shell build at ${shellDist}: run npm run build first`);
  cpSync(shellDist, dirs.shell, { recursive: true, filter: (src) => !src.endsWith('mf-stats.json') });
  const shellConfig = runtimeConfig(config);
  writeFileSync(join(dirs.shell, 'runtime-config.json'), `${JSON.stringify(shellConfig, null, 2)}\n`);
  // The same document inlined into the page, so the shell's entry needs no round trip for it.
  const indexHtml = join(dirs.shell, 'index.html');
  writeFileSync(indexHtml, inlineRuntimeConfig(readFileSync(indexHtml, 'utf8'), shellConfig));
  for (const key of REMOTE_KEYS) {
    const dist = join(root, `apps/${REMOTES[key].app}/dist`);
    const dir = join(out, key);
    mkdirSync(dir, { recursive: true });
    cpSync(join(dist, 'mf-manifest.json'), join(dir, 'mf-manifest.json'));
    cpSync(join(dist, 'static'), join(dir, 'static'), { recursive: true });
    dirs[key] = dir;
  }
  return { dirs, csp: shellCsp(config) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ?? 'dist/static';
  const built = buildStaticSites(outDir);
  writeFileSync(join(resolve(outDir), 'shell-csp.txt'), `${built.csp}\n`);
  // The same header as an nginx snippet (deploy/nginx-static.conf includes it).
  writeFileSync(join(resolve(outDir), 'shell-csp.conf'), `add_header Content-Security-Policy "${built.csp}" always;\n`);
  console.log(`static sites in ${resolve(outDir)}: ${Object.keys(built.dirs).join(', ')} (shell CSP in shell-csp.txt and shell-csp.conf)`);
}
