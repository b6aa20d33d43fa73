/**
 * rsbuild settings every remote adds for its standalone mode (`npx rsbuild dev` in its folder,
 * or its production build served alone): the mocking flags baked in through `source.define`
 * (ENABLE_API_MOCKING defaults to true, APP_MOCK_API_PORT to 8080) and client-side routing.
 * Node-only: imported by the remotes' rsbuild.config.ts.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { RsbuildConfig } from '@rsbuild/core';

const require = createRequire(import.meta.url);
const MF_RUNTIME_DIR = 'mf-runtime';

export function standaloneConfig(): RsbuildConfig {
  return {
    source: {
      define: {
        'process.env.ENABLE_API_MOCKING': JSON.stringify(process.env.ENABLE_API_MOCKING ?? 'true'),
        'process.env.APP_MOCK_API_PORT': JSON.stringify(process.env.APP_MOCK_API_PORT ?? '8080'),
        'process.env.API_URL': JSON.stringify(process.env.API_URL ?? 'http://localhost:4000'),
      },
    },
    server: { historyApiFallback: true },
    // Lazy compilation of dynamic imports does not get along with the MSW service worker.
    dev: { lazyCompilation: false },
    // assetPrefix is 'auto' (a remote's chunks load from its own origin): with deep links such as
    // /app/ideas/1 the page's relative script URLs must still resolve from the root.
    // The page's Module Federation runtime (the remote is built to use its host's): a script of
    // its own, built as a second environment and loaded before the remote's scripts.
    html: {
      tags: [
        { tag: 'base', attrs: { href: '/' }, head: true, append: false },
        { tag: 'script', attrs: { src: `${MF_RUNTIME_DIR}/mf-runtime.js` }, head: true, append: true },
      ],
    },
    environments: {
      // MSW's service worker, served at the root, straight from the installed msw version; in the
      // federated environment (`web`, FEDERATED_ENVIRONMENT in tools/mf/chunk-groups-plugin.ts).
      web: { output: { copy: [{ from: require.resolve('msw/mockServiceWorker.js'), to: 'mockServiceWorker.js' }] } },
      'mf-runtime': {
        source: { entry: { 'mf-runtime': fileURLToPath(new URL('./standalone/mf-runtime.ts', import.meta.url)) } },
        output: { distPath: { js: MF_RUNTIME_DIR }, filenameHash: false, cleanDistPath: false },
        performance: { chunkSplit: { strategy: 'all-in-one' } },
        tools: { htmlPlugin: false },
      },
    },
  };
}
