import { getAuthState, hasSignedOutNote, normalizeLanguage, runUserManager, signInState } from '@idea-portal/platform';
import { guardedPath } from './guarded-path';

/**
 * Opening a guarded page signed out starts the hosted sign-in at once, from the bootstrap, as the
 * login page would (same language, the page as return target in the state): not after the first
 * render, the guard's redirect to /auth/login and that page's chunks, one after another (issue 41:
 * 3.2-3.6 s before the form showed). The step is the auth state's active navigator, so the login
 * page that renders meanwhile does not start a second one. Not after a sign-out (the login page
 * then says so and waits for the button), nor with a stored user (an expired one is renewed).
 * Returns whether it started.
 */
export function startSignInEarly(location: Pick<Location, 'pathname' | 'search'>, language: string): boolean {
  if (!guardedPath(location.pathname) || getAuthState().user || hasSignedOutNote()) return false;
  runUserManager('signinRedirect', { ui_locales: normalizeLanguage(language), state: signInState(location.pathname + location.search) }).catch((error: unknown) =>
    console.error('Sign-in redirect failed', error),
  );
  return true;
}
