/**
 * The releases the version-skew test builds (e2e/version-skew.spec.ts), named by what they were
 * built against: `NEXT` is the next minor version of each federated library, as a later release of
 * the platform would be (a new export, nothing removed).
 */
import { FEDERATED_LIBS, libVersion, parseVersion, type FederatedLib } from '../../../tools/mf/federated-versions';

export function nextMinor(lib: FederatedLib): string {
  const [major, minor] = parseVersion(libVersion(lib))!;
  return `${major}.${minor + 1}.0`;
}

/** Every federated library at its next minor version, required from that version on. */
export const NEXT = Object.fromEntries(FEDERATED_LIBS.map((lib) => [lib, { version: nextMinor(lib), requiredVersion: `^${nextMinor(lib)}` }])) as Record<
  FederatedLib,
  { version: string; requiredVersion: string }
>;

/** Output folders (apps/<app>/<folder>), ignored by git like dist. */
export const SKEW_DIST = { newerShell: 'dist-skew', remoteNeedingNewer: 'dist-skew' } as const;
