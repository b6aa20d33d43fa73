import { describe, expect, it } from 'vitest';
import { FEDERATION_BUNDLER_GLOBAL } from '../../libs/contracts/src/remotes';
import { bundlerRuntimeGlobal } from './federation-externals';

const DIST = '/repo/node_modules/@module-federation/webpack-bundler-runtime/dist';

describe("a remote entry's bundler runtime functions", () => {
  it("come from the host's global when the bundler runtime's index imports them", () => {
    expect(bundlerRuntimeGlobal(DIST, './consumes.js')).toBe(FEDERATION_BUNDLER_GLOBAL);
    expect(bundlerRuntimeGlobal(`${DIST}/`, './initContainerEntry.js')).toBe(FEDERATION_BUNDLER_GLOBAL);
  });

  it('stay in the remote for its own runtime build and for any other package', () => {
    expect(bundlerRuntimeGlobal(DIST, '@module-federation/runtime')).toBeUndefined();
    expect(bundlerRuntimeGlobal(DIST, './index.js')).toBeUndefined();
    expect(bundlerRuntimeGlobal('/repo/apps/ideas-mfe/src', './consumes.js')).toBeUndefined();
    expect(bundlerRuntimeGlobal(undefined, './consumes.js')).toBeUndefined();
  });
});
