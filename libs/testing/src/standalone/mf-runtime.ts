/**
 * The Module Federation runtime of a remote's standalone page. A remote is built to run on its
 * host's runtime (`experiments.externalRuntime`: the shell provides it as a global); alone, this
 * small script, loaded before the remote's own scripts, provides it instead.
 */
import * as runtimeCore from '@module-federation/runtime-core';

(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
