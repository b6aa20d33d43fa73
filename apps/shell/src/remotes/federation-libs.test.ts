import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEDERATION_BUNDLER_FUNCTIONS, FEDERATION_BUNDLER_GLOBAL, FEDERATION_LIB_GLOBALS } from '@idea-portal/contracts/remotes';
import { FEDERATION_BUNDLER, FEDERATION_LIBS } from './federation-libs';

const require = createRequire(import.meta.url);

/**
 * What a remote entry bundles of Module Federation (the bundler runtime and the runtime around the
 * external runtime core, as CommonJS) and the names it reads from the sdk and the error codes.
 */
function namesUsed(lib: string): Set<string> {
  const variable = `_${lib.replace(/[@/-]/g, '_').replace(/^_+/, '')}`;
  const names = new Set<string>();
  for (const pkg of ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime']) {
    const dist = dirname(require.resolve(`${pkg}/package.json`)) + '/dist';
    for (const file of readdirSync(dist, { recursive: true }) as string[]) {
      if (!file.endsWith('.cjs')) continue;
      for (const m of readFileSync(join(dist, file), 'utf8').matchAll(new RegExp(`${variable}\\.(\\w+)`, 'g'))) names.add(m[1]!);
    }
  }
  return names;
}

describe("Module Federation's libraries for the remotes", () => {
  it('are set as the globals the remotes are built to read', () => {
    for (const [name, global] of Object.entries(FEDERATION_LIB_GLOBALS)) {
      expect((globalThis as Record<string, unknown>)[global]).toBe(FEDERATION_LIBS[name as keyof typeof FEDERATION_LIBS]);
    }
  });

  it.each(Object.keys(FEDERATION_LIB_GLOBALS))('hold every name of %s that a remote entry uses', (lib) => {
    const used = namesUsed(lib);
    expect(used.size).toBeGreaterThan(0);
    const provided = FEDERATION_LIBS[lib as keyof typeof FEDERATION_LIBS] as Record<string, unknown>;
    expect([...used].filter((name) => provided[name] === undefined)).toEqual([]);
  });

  it("hold every function the bundler runtime's index takes from its own files, as functions", () => {
    const dist = dirname(require.resolve('@module-federation/webpack-bundler-runtime/package.json')) + '/dist';
    const imported = [...readFileSync(join(dist, 'index.js'), 'utf8').matchAll(/import \{ (\w+) \} from "\.\/(\w+)\.js"/g)].map((m) => m[2]);
    expect(imported.sort()).toEqual([...FEDERATION_BUNDLER_FUNCTIONS].sort());
    expect((globalThis as Record<string, unknown>)[FEDERATION_BUNDLER_GLOBAL]).toBe(FEDERATION_BUNDLER);
    for (const name of FEDERATION_BUNDLER_FUNCTIONS) expect(typeof FEDERATION_BUNDLER[name], name).toBe('function');
  });
});
