/** Where a signed-in user lands without a return target (the dashboard). */
export const DEFAULT_AFTER_LOGIN = '/app';

/**
 * A return target is only ever a path of this portal: '/x', never '//host' or 'https://…'
 * (no open redirect). Accepts the raw or the URL-encoded form.
 */
export function safeRedirectTarget(raw: string | null | undefined, fallback = DEFAULT_AFTER_LOGIN): string {
  if (!raw) return fallback;
  let value = raw;
  try {
    if (/%2F/i.test(value)) value = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value.startsWith('/auth/')) return fallback;
  return value;
}

/** The OIDC state round-trips the URL-encoded return target. */
export interface SignInState {
  redirectTo: string;
}

export function signInState(redirectTo: string | null | undefined): SignInState {
  return { redirectTo: encodeURIComponent(safeRedirectTarget(redirectTo)) };
}

export function redirectFromState(state: unknown): string | null {
  if (state && typeof state === 'object' && typeof (state as SignInState).redirectTo === 'string') {
    return safeRedirectTarget((state as SignInState).redirectTo);
  }
  return null;
}
