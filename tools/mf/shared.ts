/**
 * The one shared-dependency list of the portal, imported by all five rsbuild configs.
 * Version ranges (not exact pins) come from the root package.json, so a remote shipped a week
 * apart from the shell still loads. Subpaths are shared too (`react/` covers react/jsx-runtime),
 * or a second React or a second jotai store appears.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadServerEnv } from '../../libs/server/src/env';
import { FEDERATED_LIBS, libVersion, requiredRange, type FederatedLib } from './federated-versions';

const root = fileURLToPath(new URL('../../', import.meta.url));
const rootPkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  dependencies: Record<string, string>;
};

const SINGLETONS = [
  'react',
  'react-dom',
  'i18next',
] as const;

// zod is not shared: a shared module is never tree-shaken, and zod whole (every locale) is about
// 89 kB gzip, while each app's own tree-shaken copy holds only the schema types it uses. Schemas
// carry their own zod, so a schema from @idea-portal/contracts parses the same in any app.
// Nor @idea-portal/contracts: shared, it was one module with every schema, so zod came with the
// first page. Each app's own copy holds the constants and schemas it imports; answers are not
// parsed in the browser (libs/platform/src/api/client.ts), so a first page needs no schema.
// No @mantine/* either: Mantine reaches the apps only through @idea-portal/ui (libs/ui/src/mantine.ts),
// so the one shared copy of Mantine is ui's, tree-shaken to the components the workspace uses.
// Shared on its own, a library is never tree-shaken (@mantine/core whole is about 180 kB gzip).
// No oidc-client-ts: only @idea-portal/platform imports it, and only when signing in or out or
// renewing (libs/platform/src/auth/user-manager.ts), so it is an async chunk of the shell's platform;
// react-oidc-context too, in the same lazily loaded part (libs/platform/src/auth/oidc-bridge.tsx).
// No react-router, react-i18next, jotai or TanStack Query, for the same reason:
// the browser apps take them from @idea-portal/platform (libs/platform/src/router/react-router.ts,
// i18n/react-i18next.ts, state/jotai.ts, query/react-query.ts), whose one shared copy holds the
// router's context, the i18n instance react-i18next uses, jotai's default store, the QueryClient's
// context and the sign-in state (auth/auth-context.tsx).

// Workspace libraries shared as singletons: FEDERATED_LIBS (./federated-versions.ts). Not
// @idea-portal/domain: pure functions without state, so each app's own tree-shaken copy does.

/**
 * Subpath families: `react/jsx-runtime`, `react-dom/client`, ...
 */
const SUBPATHS = ['react/', 'react-dom/'] as const;

export type SharedConfig = Record<
  string,
  { singleton?: boolean; requiredVersion: string | false; version?: string; strictVersion?: boolean }
>;

function range(name: string): string {
  const base = name.replace(/\/$/, '');
  const v = rootPkg.dependencies[base];
  if (!v) throw new Error(`tools/mf/shared.ts: ${base} is not a root dependency`);
  return v;
}

/**
 * The shared list of one app (its folder under apps/). A workspace library is provided at the
 * version this workspace builds and required in the range the app's package.json declares,
 * strictly: a remote whose range the shell's copy does not satisfy fails to load (its area shows
 * "unavailable") instead of running with exports missing (./federated-versions.ts).
 * `libs` replaces a library's version and range (the version-skew tests build an app as if
 * released against another version).
 */
export function sharedDependencies(app: string, libs: Partial<Record<FederatedLib, { version: string; requiredVersion: string }>> = {}): SharedConfig {
  const shared: SharedConfig = {};
  for (const name of SINGLETONS) shared[name] = { singleton: true, requiredVersion: range(name) };
  for (const name of SUBPATHS) shared[name] = { singleton: true, requiredVersion: range(name) };
  for (const name of FEDERATED_LIBS) {
    const { version, requiredVersion } = libs[name] ?? { version: libVersion(name), requiredVersion: requiredRange(app, name) };
    // Strict for a remote (the shell's copy must satisfy it); the shell consumes the copy it provides.
    shared[name] = { singleton: true, version, requiredVersion, ...(app === 'shell' ? {} : { strictVersion: true }) };
  }
  return shared;
}

/** Dev ports (shell 3000, remotes 3001-3004), read like every server setting from the one server environment. */
export const PORTS = loadServerEnv().ports;
