import { useEffect, useRef, useState } from 'react';
import { Button, Loader, Group, Text } from '@idea-portal/ui';
import { loginPath, normalizeLanguage, signInState, takeSignedOutNote, useAuth, usePageTitle, useLocation, useNavigate, useSearchParams } from '@idea-portal/platform';
import { useShellText } from '../../../shared/use-shell-text';
import { AuthCard } from './AuthCard';

/**
 * /auth/login and /auth/signin: start the hosted sign-in (code + PKCE) in the current language,
 * carrying the URL-encoded return target in the state. After a failed callback, and after a
 * sign-out (here, in another tab, or an ended session) we do not redirect again automatically
 * (no loop, no silent sign-in again): the page says what happened and the button starts it. The provider's post-logout redirect
 * lands on /auth/login without parameters; the path to return to comes from the sign-out note.
 * The sign-in state and its step are react-oidc-context's (useAuth through the platform: the shell's
 * app/oidc-bridge.tsx), its provider loaded with oidc-client-ts for the redirect.
 */
export function SignInPage() {
  const { t, i18n } = useShellText();
  usePageTitle(t('titles.signIn'));
  const auth = useAuth();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);
  const [signedOutNote] = useState(takeSignedOutNote);
  const state = location.state as { authFailed?: boolean; signedOut?: boolean } | null;
  const failedBefore = state?.authFailed === true;
  const signedOut = state?.signedOut === true || signedOutNote !== null;
  const redirectTo = params.get('redirectTo') ?? signedOutNote?.returnTo ?? null;

  useEffect(() => {
    if (signedOutNote?.returnTo && !params.get('redirectTo')) navigate(loginPath(signedOutNote.returnTo), { replace: true, state: { signedOut: true } });
  }, [signedOutNote, params, navigate]);

  // react-oidc-context keeps a failed step as the state's error (the button starts it again); the
  // step rejects too (with the step as its source), or when its code does not load (logged here).
  const start = () =>
    auth
      .signinRedirect({ ui_locales: normalizeLanguage(i18n.resolvedLanguage ?? i18n.language), state: signInState(redirectTo) })
      .catch((error: { source?: string }) => error.source || console.error('Sign-in redirect failed', error));
  const failedRedirect = auth.error?.source === 'signinRedirect';
  useEffect(() => {
    if (auth.error) console.error('Sign-in redirect failed', auth.error);
  }, [auth.error]);

  useEffect(() => {
    if (failedBefore || signedOut || failedRedirect || started.current || auth.isLoading || auth.isAuthenticated) return;
    started.current = true;
    void start();
  });

  return (
    <AuthCard title={signedOut ? t('auth.signedOutTitle') : failedBefore ? t('auth.errorTitle') : t('auth.redirecting')}>
      <Group justify="center">{!failedBefore && !signedOut && <Loader size="sm" />}</Group>
      <Text c="dimmed" ta="center" size="sm">
        {signedOut ? t('auth.signedOutText') : failedBefore ? t('auth.errorMessage') : t('auth.redirectingText')}
      </Text>
      <Button fullWidth onClick={() => void start()}>
        {t('auth.continueToSignIn')}
      </Button>
    </AuthCard>
  );
}
