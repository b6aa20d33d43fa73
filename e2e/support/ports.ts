/**
 * Ports of the composed E2E portal and the standalone remotes. E2E_PORT_BASE (default 5000)
 * moves them all, so two checkouts can run their suites side by side: shell at the base, each
 * remote at base + its offset in the remote registry, API +10, identity +11, standalone remotes
 * +100 + offset.
 */
import { REMOTE_KEYS, REMOTES, SHELL_SITE, type RemoteKey } from '../../libs/contracts/src/remotes';

const base = Number(process.env.E2E_PORT_BASE ?? 5000);
const STANDALONE = 100;

const perRemote = (offset: number) => Object.fromEntries(REMOTE_KEYS.map((k) => [k, base + offset + REMOTES[k].portOffset])) as Record<RemoteKey, number>;

export const E2E_PORTS = {
  shell: base + SHELL_SITE.portOffset,
  ...perRemote(0),
  api: base + 10,
  identity: base + 11,
  standaloneBase: base + STANDALONE,
  standalone: perRemote(STANDALONE),
};

const origin = (port: number) => `http://localhost:${port}`;
export const ORIGINS = {
  shell: origin(E2E_PORTS.shell),
  ...(Object.fromEntries(REMOTE_KEYS.map((k) => [k, origin(E2E_PORTS[k])])) as Record<RemoteKey, string>),
  api: origin(E2E_PORTS.api),
  identity: origin(E2E_PORTS.identity),
};
