import { useEffect, useRef } from 'react';
import { Button, Loader, Group, Text } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { useAuth } from 'react-oidc-context';
import { normalizeLanguage, signInState, usePageTitle } from '@idea-portal/platform';
import { useShellText } from '../../../shared/use-shell-text';
import { AuthCard } from './AuthCard';

/**
 * /auth/login and /auth/signin: start the hosted sign-in (code + PKCE) in the current language,
 * carrying the URL-encoded return target in the state. After a failed callback we do not
 * redirect again automatically (no loop): the button starts it.
 */
export function SignInPage() {
  const { t, i18n } = useShellText();
  usePageTitle(t('titles.signIn'));
  const auth = useAuth();
  const [params] = useSearchParams();
  const location = useLocation();
  const started = useRef(false);
  const failedBefore = (location.state as { authFailed?: boolean } | null)?.authFailed === true;
  const redirectTo = params.get('redirectTo');

  const start = () =>
    auth
      .signinRedirect({ ui_locales: normalizeLanguage(i18n.resolvedLanguage ?? i18n.language), state: signInState(redirectTo) })
      .catch((error: unknown) => console.error('Sign-in redirect failed', error));

  useEffect(() => {
    if (failedBefore || started.current || auth.isLoading || auth.isAuthenticated) return;
    started.current = true;
    void start();
  });

  return (
    <AuthCard title={t('auth.redirecting')}>
      <Group justify="center">{!failedBefore && <Loader size="sm" />}</Group>
      <Text c="dimmed" ta="center" size="sm">
        {t('auth.redirectingText')}
      </Text>
      <Button fullWidth onClick={() => void start()}>
        {t('auth.continueToSignIn')}
      </Button>
    </AuthCard>
  );
}
