/**
 * The version contract of the workspace libraries the apps share as singletons
 * (@idea-portal/platform, @idea-portal/ui): the shell's copy serves every remote, so a remote that
 * needs a newer one must not run with the shell's older copy (its new exports would be undefined).
 *
 * - Each library has a semver version (its package.json) and a record of the names its shared
 *   entry exports, per version (libs/<lib>/federated-exports.json). A change of the exports comes
 *   with a new version: added names a minor bump, removed names a major one
 *   (federated-versions.test.ts fails otherwise, and tells what to write).
 * - Each app declares the range it needs in its package.json dependencies; the build passes it
 *   as Module Federation's `requiredVersion` with `strictVersion` (tools/mf/shared.ts), so a remote
 *   whose range the shell's copy does not satisfy fails to load and its area shows "unavailable"
 *   (apps/shell/src/remotes/plugins/error-plugin.ts says why in the console).
 *
 * Node-only (build configs and tests).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '../..')}/`;

/** Workspace libraries shared as singletons (the shell creates their providers once). */
export const FEDERATED_LIBS = ['@idea-portal/platform', '@idea-portal/ui'] as const;
export type FederatedLib = (typeof FEDERATED_LIBS)[number];

/** The record of a library's shared exports: version -> sorted names. */
export type ExportRecord = Record<string, string[]>;

const libDir = (lib: FederatedLib) => `${root}${lib.replace('@idea-portal/', 'libs/')}`;
export const exportRecordFile = (lib: FederatedLib) => `${libDir(lib)}/federated-exports.json`;

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** The version this workspace builds of a library (what the shell provides). */
export function libVersion(lib: FederatedLib): string {
  return readJson<{ version: string }>(`${libDir(lib)}/package.json`).version;
}

export function readExportRecord(lib: FederatedLib): ExportRecord {
  return readJson<ExportRecord>(exportRecordFile(lib));
}

/** The range of a library an app (folder under apps/) declares in its package.json dependencies. */
export function requiredRange(app: string, lib: FederatedLib): string {
  const pkg = readJson<{ dependencies?: Record<string, string> }>(`${root}apps/${app}/package.json`);
  const range = pkg.dependencies?.[lib];
  if (!range) throw new Error(`apps/${app}/package.json: no dependency on ${lib} (the range of it the app needs, e.g. "^${libVersion(lib)}")`);
  if (!parseCaret(range)) throw new Error(`apps/${app}/package.json: ${lib} "${range}" is not a caret range (^major.minor.patch)`);
  return range;
}

type Version = [number, number, number];

export function parseVersion(version: string): Version | null {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** The lowest version of a caret range `^x.y.z` (the only form the apps declare). */
export function parseCaret(range: string): Version | null {
  return range.startsWith('^') ? parseVersion(range.slice(1)) : null;
}

export function compareVersions(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Whether `version` satisfies `^x.y.z` (from 1.0.0 on: the same major, not lower). */
export function satisfiesCaret(version: string, range: string): boolean {
  const v = parseVersion(version);
  const min = parseCaret(range);
  if (!v || !min) return false;
  if (min[0] === 0) return v[0] === 0 && v[1] === min[1] && v[2] >= min[2];
  return v[0] === min[0] && compareVersions(v, min) >= 0;
}

/**
 * What is wrong with a library's exports now (`current`) against its record, for its package.json
 * `version`: empty when the record holds exactly these names for this version, and the previous
 * recorded version is a valid predecessor (added names: a new minor or major; removed: a new major).
 */
export function exportProblems(lib: FederatedLib, version: string, current: string[], record: ExportRecord): string[] {
  const names = [...current].sort();
  const recorded = record[version];
  if (recorded) {
    const added = names.filter((n) => !recorded.includes(n));
    const removed = recorded.filter((n) => !names.includes(n));
    if (added.length === 0 && removed.length === 0) return [];
    return [
      `${lib}'s exports changed (added: ${added.join(', ') || '-'}; removed: ${removed.join(', ') || '-'}) but its version is still ${version}: ` +
        `raise the version in its package.json (${removed.length ? 'a major' : 'a minor'} bump) and record the new list (UPDATE_FEDERATED_EXPORTS=1 npx vitest run tools/mf/federated-versions.test.ts).`,
    ];
  }
  const v = parseVersion(version);
  if (!v) return [`${lib}: version ${version} is not semver major.minor.patch`];
  const previous = Object.keys(record)
    .map((k) => [k, parseVersion(k)] as const)
    .filter((e): e is readonly [string, Version] => !!e[1] && compareVersions(e[1], v) < 0)
    .sort((a, b) => compareVersions(b[1], a[1]))[0];
  const problems = [`${lib} ${version} has no record of its exports: UPDATE_FEDERATED_EXPORTS=1 npx vitest run tools/mf/federated-versions.test.ts`];
  if (previous) {
    const [pv, p] = previous;
    const removed = record[pv]!.filter((n) => !names.includes(n));
    const added = names.filter((n) => !record[pv]!.includes(n));
    if (removed.length && v[0] === p[0]) problems.push(`${lib} ${pv} -> ${version} removes ${removed.join(', ')}: that needs a new major version`);
    else if (added.length && v[0] === p[0] && v[1] === p[1]) problems.push(`${lib} ${pv} -> ${version} adds ${added.join(', ')}: that needs a new minor version`);
  }
  return problems;
}
