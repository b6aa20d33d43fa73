// Bundles a server app (api or identity) into one ES module for its container image:
// apps/<app>/bundle/main.mjs. The workspace libraries (@idea-portal/*) are compiled in; the
// third-party packages stay imports, installed in the image with `npm ci --omit=dev`. The bundle
// sits one folder below the app, so `../migrations` still finds the app's SQL migrations.
//   node tools/production/bundle-server.mjs api|identity
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const app = process.argv[2];
if (!['api', 'identity'].includes(app)) {
  console.error('usage: node tools/production/bundle-server.mjs api|identity');
  process.exit(1);
}
const root = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
await build({
  entryPoints: [new URL(`apps/${app}/src/main.ts`, root).pathname],
  outfile: new URL(`apps/${app}/bundle/main.mjs`, root).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]),
  // Some dependencies still call require(); give the ES module one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log(`apps/${app}/bundle/main.mjs`);
