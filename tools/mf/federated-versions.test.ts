// @vitest-environment jsdom
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '../../libs/contracts/src/remotes';
import {
  exportProblems,
  exportRecordFile,
  FEDERATED_LIBS,
  libVersion,
  parseCaret,
  readExportRecord,
  requiredRange,
  satisfiesCaret,
  type FederatedLib,
} from './federated-versions';

const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '../..')}/`;
const APPS = ['shell', ...Object.values(REMOTES).map((r) => r.app)];

/** The names the shared entry of a library exports at run time (what a remote gets from the shell's copy). */
async function exportedNames(lib: FederatedLib): Promise<string[]> {
  const mod = (await import(/* @vite-ignore */ lib)) as Record<string, unknown>;
  return Object.keys(mod).sort();
}

/** The value names an app's source imports from a library (type-only imports are not there at run time). */
function importedNames(app: string, lib: FederatedLib): Set<string> {
  const names = new Set<string>();
  const dir = join(root, 'apps', app, 'src');
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${lib}'`, 'g');
  for (const file of readdirSync(dir, { recursive: true }) as string[]) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    for (const [, typeOnly, list] of readFileSync(join(dir, file), 'utf8').matchAll(pattern)) {
      if (typeOnly) continue;
      for (const spec of list!.split(',').map((s) => s.trim())) {
        if (!spec || spec.startsWith('type ')) continue;
        names.add(spec.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

describe('the federated libraries’ versions', () => {
  it.each(FEDERATED_LIBS)('%s: a change of its exports comes with a new version (recorded in federated-exports.json)', async (lib) => {
    const version = libVersion(lib);
    const names = await exportedNames(lib);
    const record = readExportRecord(lib);
    if (process.env.UPDATE_FEDERATED_EXPORTS && !record[version]) {
      record[version] = names;
      writeFileSync(exportRecordFile(lib), `${JSON.stringify(record, null, 2)}\n`);
    }
    expect(names.length).toBeGreaterThan(0);
    expect(exportProblems(lib, version, names, readExportRecord(lib))).toEqual([]);
    // Importing a whole library takes seconds on a busy machine.
  }, 60_000);

  it.each(APPS.flatMap((app) => FEDERATED_LIBS.map((lib) => [app, lib] as const)))(
    '%s declares a range of %s that this workspace’s version satisfies, and every name it imports exists from the range’s lowest version on',
    (app, lib) => {
      const range = requiredRange(app, lib);
      expect(satisfiesCaret(libVersion(lib), range), `${libVersion(lib)} satisfies ${range}`).toBe(true);
      const lowest = parseCaret(range)!.join('.');
      const recorded = readExportRecord(lib)[lowest];
      expect(recorded, `${lib} ${lowest} (the lowest of ${app}'s range ${range}) is a recorded version`).toBeDefined();
      const missing = [...importedNames(app, lib)].filter((name) => !recorded!.includes(name));
      expect(missing, `${app} imports these from ${lib}, which ${lowest} does not export: raise the range in apps/${app}/package.json`).toEqual([]);
    },
  );
});

describe('the rules of the check', () => {
  const record = { '1.0.0': ['a', 'b'], '1.1.0': ['a', 'b', 'c'] };

  it('an unchanged list at the recorded version passes', () => {
    expect(exportProblems('@idea-portal/ui', '1.1.0', ['c', 'b', 'a'], record)).toEqual([]);
  });

  it('a new or removed export at the same version fails, naming it and the bump it needs', () => {
    const [added] = exportProblems('@idea-portal/ui', '1.1.0', ['a', 'b', 'c', 'd'], record);
    expect(added).toMatch(/added: d; removed: -\) but its version is still 1\.1\.0: .*a minor bump/);
    const [removed] = exportProblems('@idea-portal/ui', '1.1.0', ['a', 'b'], record);
    expect(removed).toMatch(/added: -; removed: c\) .*a major bump/);
  });

  it('a new version needs its record, and a bump that fits the change', () => {
    expect(exportProblems('@idea-portal/ui', '1.1.1', ['a', 'b'], record)).toEqual([
      expect.stringMatching(/1\.1\.1 has no record/),
      '@idea-portal/ui 1.1.0 -> 1.1.1 removes c: that needs a new major version',
    ]);
    expect(exportProblems('@idea-portal/ui', '1.1.1', ['a', 'b', 'c', 'd'], record)[1]).toBe('@idea-portal/ui 1.1.0 -> 1.1.1 adds d: that needs a new minor version');
    expect(exportProblems('@idea-portal/ui', '2.0.0', ['a'], record)).toHaveLength(1);
  });

  it('caret ranges as Module Federation reads them', () => {
    expect(satisfiesCaret('1.2.0', '^1.0.0')).toBe(true);
    expect(satisfiesCaret('1.0.0', '^1.1.0')).toBe(false);
    expect(satisfiesCaret('2.0.0', '^1.0.0')).toBe(false);
    expect(satisfiesCaret('0.1.3', '^0.1.0')).toBe(true);
    expect(satisfiesCaret('0.2.0', '^0.1.0')).toBe(false);
  });
});
