/**
 * Module Federation's sdk and error codes for the remotes: their entries are built to take them
 * from globals (FEDERATION_LIB_GLOBALS), as they take the runtime core, so each remote entry is
 * about 5 kB gzip smaller. The shell's entry imports this module first, before any remote loads.
 * Of the sdk, a remote entry's bundler runtime uses only these names (federation-libs.test.ts
 * checks that against the installed Module Federation packages).
 */
import * as errorCodes from '@module-federation/error-codes';
import { decodeName, ENCODE_NAME_PREFIX } from '@module-federation/sdk';
import { FEDERATION_LIB_GLOBALS } from '@idea-portal/contracts/remotes';

export const FEDERATION_LIBS: Record<keyof typeof FEDERATION_LIB_GLOBALS, object> = {
  '@module-federation/sdk': { decodeName, ENCODE_NAME_PREFIX },
  '@module-federation/error-codes': errorCodes,
};

for (const [name, global] of Object.entries(FEDERATION_LIB_GLOBALS)) {
  (globalThis as Record<string, unknown>)[global] = FEDERATION_LIBS[name as keyof typeof FEDERATION_LIBS];
}
