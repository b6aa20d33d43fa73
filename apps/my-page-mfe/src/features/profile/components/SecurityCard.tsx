import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@idea-portal/ui';
import { IconExternalLink, IconShieldLock } from '@tabler/icons-react';
import { getRuntimeConfig, normalizeLanguage, paths } from '@idea-portal/platform';
import { useMyPageTranslation } from '../../../i18n';

/** Where the identity provider lets a signed-in user set up an authenticator app (TOTP). */
export function mfaSetupUrl(authority: string, language: string, redirectTo = paths.app.profile.getHref()): string {
  const url = new URL(`${authority.replace(/\/+$/, '')}/account/mfa`);
  url.searchParams.set('lng', normalizeLanguage(language));
  url.searchParams.set('redirectTo', redirectTo);
  return url.toString();
}

function oidcAuthority(): string | null {
  try {
    return getRuntimeConfig().env.OIDC_AUTHORITY || null;
  } catch {
    return null;
  }
}

/** 'Security': a link to the identity provider's authenticator setup (spec: MFA lives there). */
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
