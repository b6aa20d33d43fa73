/**
 * Serves each remote's production build as its own standalone app (its index.html runs the
 * remote alone with mocked auth and MSW) for the per-remote Playwright tests.
 */
import { fileURLToPath } from 'node:url';
import { startSite } from './static-sites';

const root = fileURLToPath(new URL('../../', import.meta.url));
const base = Number(process.env.STANDALONE_BASE_PORT ?? 5100);
const remotes = ['ideas-mfe', 'my-page-mfe', 'search-mfe', 'admin-mfe'];

await Promise.all(
  remotes.map((app, i) =>
    startSite({ name: app, root: `${root}apps/${app}/dist`, port: base + 1 + i, host: 'localhost', spa: true }),
  ),
);
console.log(`standalone remotes on ports ${base + 1}-${base + remotes.length}`);
