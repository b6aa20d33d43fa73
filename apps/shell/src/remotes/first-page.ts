/**
 * The shell's first steps, run by its entry before the shared libraries are negotiated (src/index.ts):
 * read the runtime configuration and, for a signed-in user, send the first page's API requests and
 * start fetching its remote code. The answers, the remote's manifest, entry and chunks then load
 * while the shell's own libraries download, instead of after them. Imports nothing shared: only
 * this folder, the remote registry and the platform's early requests.
 */
import { RUNTIME_CONFIG_ELEMENT_ID } from '@idea-portal/contracts/remotes';
import { sendEarlyRequests, storedUser } from '@idea-portal/platform/early-requests';
import { configureRemotes, preloadFirstPage } from './load-remote';

let started: Promise<unknown> | null = null;

/**
 * Starts once and answers the runtime configuration as the page received it (unvalidated: the
 * bootstrap validates it and shows the configuration error page when it is wrong).
 */
export function startFirstPage(): Promise<unknown> {
  return (started ??= readRuntimeConfig().then((raw) => {
    sendEarlyRequests(raw, window.location.pathname);
    const { remotes, remoteTimeoutMs } = (raw ?? {}) as { remotes?: unknown; remoteTimeoutMs?: unknown };
    if (isLocations(remotes)) {
      configureRemotes(remotes, { timeoutMs: typeof remoteTimeoutMs === 'number' ? remoteTimeoutMs : undefined });
      // Signed in already (a stored user): fetch the page's remote code while the session is checked.
      if (hasStoredUser()) preloadFirstPage(window.location.pathname);
    }
    return raw;
  }));
}

/**
 * Inlined by the shell's site into index.html (no round trip), else /runtime-config.json (a CDN
 * serving the build's files as they are).
 */
async function readRuntimeConfig(): Promise<unknown> {
  const inline = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (inline) return JSON.parse(inline);
  const res = await fetch('/runtime-config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`Failed to load /runtime-config.json: ${res.status}`);
  return res.json();
}

function isLocations(value: unknown): value is Record<string, string> {
  return !!value && typeof value === 'object' && Object.values(value).every((v) => typeof v === 'string');
}

/** Whether oidc-client-ts keeps a user (`oidc.user:<authority>:<client>`, see platform's isStoredUserKey). */
export const hasStoredUser = (): boolean => storedUser() !== null;
