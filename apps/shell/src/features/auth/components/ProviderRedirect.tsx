import { useEffect, useMemo } from 'react';
import { Anchor, Group, Loader, Text } from '@idea-portal/ui';
import { authorityFor, getRuntimeConfig, normalizeLanguage, usePageTitle, useSearchParams } from '@idea-portal/platform';
import { providerPageUrl, type ProviderPage } from '../lib/password-reset';
import { useShellText } from '../../../shared/use-shell-text';
import { AuthCard } from './AuthCard';

const TITLE_KEY = { register: 'register', signup: 'signup', 'reset-password': 'resetPassword', 'forgot-password': 'forgotPassword' } as const;

/** The provider's page for a route: `${OIDC_AUTHORITY}/<page>?lng=<language>&redirectTo=<redirectTo param>`. */
export function useProviderPageUrl(page: ProviderPage): string {
  const { i18n } = useShellText();
  const [params] = useSearchParams();
  const lng = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language);
  const redirectTo = params.get('redirectTo');
  return useMemo(() => providerPageUrl(authorityFor(getRuntimeConfig().env), page, { lng, redirectTo }), [page, lng, redirectTo]);
}

/**
 * /auth/register, /auth/signup, /auth/reset-password, /auth/forgot-password: the credential pages
 * are the identity provider's own (like a hosted UI); the shell replaces itself with them and
 * shows a small card with a link in case the browser does not follow.
 */
const replaceLocation = (url: string) => window.location.replace(url);

export function ProviderRedirect({ page, navigate = replaceLocation }: { page: ProviderPage; navigate?: (url: string) => void }) {
  const { t } = useShellText();
  const title = t(`auth.${TITLE_KEY[page]}`);
  usePageTitle(title);
  const url = useProviderPageUrl(page);

  useEffect(() => {
    navigate(url);
  }, [url, navigate]);

  return (
    <AuthCard title={t('auth.redirectingTitle')}>
      <Group justify="center">
        <Loader size="sm" />
      </Group>
      <Text c="dimmed" ta="center" size="sm">
        {t('auth.redirectingToProvider', { page: title })}
      </Text>
      <Anchor href={url} ta="center" data-testid="provider-link">
        {t('auth.continueToPage', { page: title })}
      </Anchor>
    </AuthCard>
  );
}
