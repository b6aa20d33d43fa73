import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@idea-portal/ui';
import { IconExternalLink, IconKey, IconShieldLock } from '@tabler/icons-react';
import { getRuntimeConfig, normalizeLanguage, paths } from '@idea-portal/platform';
import { useMyPageTranslation } from '../../../i18n';

/** An account page of the identity provider for the signed-in user, coming back to `redirectTo`. */
function accountPageUrl(page: 'mfa' | 'password', authority: string, language: string, redirectTo: string): string {
  const url = new URL(`${authority.replace(/\/+$/, '')}/account/${page}`);
  url.searchParams.set('lng', normalizeLanguage(language));
  url.searchParams.set('redirectTo', redirectTo);
  return url.toString();
}

/** Where the identity provider lets a signed-in user set up an authenticator app (TOTP). */
export const mfaSetupUrl = (authority: string, language: string, redirectTo = paths.app.profile.getHref()) => accountPageUrl('mfa', authority, language, redirectTo);

/** Where the identity provider (it owns passwords) lets a signed-in user change their password. */
export const changePasswordUrl = (authority: string, language: string, redirectTo = paths.app.profile.getHref()) => accountPageUrl('password', authority, language, redirectTo);

function oidcAuthority(): string | null {
  try {
    return getRuntimeConfig().env.OIDC_AUTHORITY || null;
  } catch {
    return null;
  }
}

/** 'Security': links to the identity provider's authenticator setup and password change (spec: MFA and passwords live there). */
export function SecurityCard() {
  const { t, i18n } = useMyPageTranslation();
  const authority = oidcAuthority();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="security-card-title">
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
          <IconShieldLock size={20} />
        </ThemeIcon>
        <Title order={2} size="h4" id="security-card-title">
          {t('security.title')}
        </Title>
      </Group>
      <Stack gap="sm">
        <Text size="sm">{t('security.text')}</Text>
        {authority ? (
          <>
            <Text size="sm" c="dimmed">
              {t('security.hint')}
            </Text>
            <Button
              component="a"
              href={mfaSetupUrl(authority, i18n.language)}
              variant="light"
              leftSection={<IconShieldLock size={16} aria-hidden />}
              rightSection={<IconExternalLink size={14} aria-hidden />}
            >
              {t('security.setUp')}
            </Button>
            <Button
              component="a"
              href={changePasswordUrl(authority, i18n.language)}
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              rightSection={<IconExternalLink size={14} aria-hidden />}
            >
              {t('security.changePassword')}
            </Button>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('security.managedElsewhere')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
