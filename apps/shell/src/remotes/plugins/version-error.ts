/**
 * A remote built against a newer version of a shared singleton (@idea-portal/platform, ui) than
 * the shell provides: it requires that version strictly (tools/mf/shared.ts), so it does not run
 * with exports missing; its area shows "This area is unavailable" until a shell that satisfies it
 * is deployed (README, "What ships together"). Loaded only when a load fails so (./error-plugin.ts).
 */
export class RemoteVersionError extends Error {
  constructor(
    public readonly remote: string,
    public readonly library: string,
    public readonly required: string,
    public readonly provided: string,
  ) {
    super(`Remote "${remote}" needs ${library} ${required}, but the shell provides ${provided}: its area stays unavailable until a shell with a satisfying ${library} is deployed`);
    this.name = 'RemoteVersionError';
  }
}

// Module Federation's message when a strict singleton's loaded version does not satisfy a consumer
// (runtime-core, utils/share.ts; error-plugin.test.ts runs the runtime's own check).
const SINGLETON_MISMATCH = /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^)\s]+)/;

/** The version mismatch a load failed with, or null. */
export function versionErrorOf(error: unknown): RemoteVersionError | null {
  if (error instanceof RemoteVersionError) return error;
  const m = error instanceof Error ? SINGLETON_MISMATCH.exec(error.message) : null;
  return m ? new RemoteVersionError(m[3]!, m[2]!, m[4]!, m[1]!) : null;
}

/** The version mismatch a load of `id` failed with, told in the console; null for any other failure. */
export function reportVersionError(id: string, error: unknown): RemoteVersionError | null {
  const version = versionErrorOf(error);
  if (version) console.error(`Remote module ${id} not loaded. ${version.message}.`);
  return version;
}
