/**
 * Serves each remote's production build as its own standalone app (its index.html runs the
 * remote alone with mocked auth and MSW) for the per-remote Playwright tests: on
 * STANDALONE_BASE_PORT + the remote's offset in the remote registry.
 */
import { fileURLToPath } from 'node:url';
import { startSite } from './static-sites';
import { REMOTE_KEYS, REMOTES } from '../../libs/contracts/src/remotes';

const root = fileURLToPath(new URL('../../', import.meta.url));
const base = Number(process.env.STANDALONE_BASE_PORT ?? 5100);

await Promise.all(
  REMOTE_KEYS.map((k) => startSite({ name: REMOTES[k].app, root: `${root}apps/${REMOTES[k].app}/dist`, port: base + REMOTES[k].portOffset, host: 'localhost', spa: true })),
);
console.log(`standalone remotes on ports ${REMOTE_KEYS.map((k) => base + REMOTES[k].portOffset).join(', ')}`);
