import { Button, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { loginPath, usePageTitle } from '@idea-portal/platform';
import { useShellText } from '../../../shared/use-shell-text';
import { AuthCard } from './AuthCard';

type Page = 'register' | 'signup' | 'resetPassword' | 'forgotPassword';

/** Registration and password reset are built by a later issue: a plain card until then. */
export function AuthComingSoon({ page }: { page: Page }) {
  const { t } = useShellText();
  usePageTitle(t(`auth.${page}`));
  const [params] = useSearchParams();
  const redirectTo = params.get('redirectTo') ?? undefined;
  return (
    <AuthCard title={t(`auth.${page}`)}>
      <Text fw={600} ta="center">
        {t('auth.comingSoonTitle')}
      </Text>
      <Text c="dimmed" ta="center" size="sm">
        {t('auth.comingSoonText')}
      </Text>
      <Button component={Link} to={loginPath(redirectTo)} variant="light" fullWidth>
        {t('auth.backToLogin')}
      </Button>
    </AuthCard>
  );
}
