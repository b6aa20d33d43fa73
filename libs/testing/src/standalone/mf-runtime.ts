/**
 * The Module Federation runtime of a remote's standalone page. A remote is built to run on its
 * host's runtime (`experiments.externalRuntime`), sdk, error codes (FEDERATION_LIB_GLOBALS) and
 * bundler runtime functions (FEDERATION_BUNDLER_GLOBAL): the shell provides them as globals
 * (apps/shell/src/remotes/federation-libs.ts); alone, this small script, loaded before the
 * remote's own scripts, provides them instead.
 */
import * as errorCodes from '@module-federation/error-codes';
import * as runtimeCore from '@module-federation/runtime-core';
import * as sdk from '@module-federation/sdk';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { FEDERATION_BUNDLER_GLOBAL, FEDERATION_LIB_GLOBALS } from '@idea-portal/contracts/remotes';

Object.assign(globalThis, {
  _FEDERATION_RUNTIME_CORE: runtimeCore,
  [FEDERATION_LIB_GLOBALS['@module-federation/sdk']]: sdk,
  [FEDERATION_LIB_GLOBALS['@module-federation/error-codes']]: errorCodes,
  [FEDERATION_BUNDLER_GLOBAL]: { ...bundlerRuntime, initializeSharing: bundlerRuntime.I, attachShareScopeMap, initContainerEntry },
});
