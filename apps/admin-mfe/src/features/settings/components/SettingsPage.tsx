import type { ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { usePageTitle } from '@idea-portal/platform';
import { ErrorState, LoadingState, PageTitle, formatDateTime } from '@idea-portal/ui';
import { useSettings } from '../api/get-settings';
import { useAdminTranslation } from '../../../i18n';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" ta="right">
        {children}
      </Text>
    </Group>
  );
}

const YesNo = ({ on, yes, no }: { on: boolean; yes: string; no: string }) => (
  <Badge color={on ? 'green' : 'gray'} variant="light">
    {on ? yes : no}
  </Badge>
);

/** 'settings': the tenant settings (GET /admin/settings), read-only for now. */
export function SettingsPage() {
  const { t, i18n } = useAdminTranslation();
  usePageTitle(t('settings.title'));
  const settings = useSettings();
  return (
    <Stack gap="md" maw={640}>
      <div>
        <PageTitle>{t('settings.title')}</PageTitle>
        <Text c="dimmed">{t('settings.intro')}</Text>
      </div>
      {settings.isPending ? (
        <LoadingState label={t('settings.loading')} />
      ) : settings.isError ? (
        <ErrorState message={t('common.error')} onRetry={() => void settings.refetch()} />
      ) : (
        <Card withBorder radius="md" padding="lg" component="section" aria-label={t('settings.tenant')}>
          <Stack gap="sm">
            <Row label={t('settings.name')}>{settings.data.name}</Row>
            <Row label={t('settings.language')}>{t(`settings.languages.${settings.data.preferredLanguage}`)}</Row>
            <Row label={t('settings.currency')}>{settings.data.currency}</Row>
            <Row label={t('settings.selfRegistration')}>
              <YesNo on={settings.data.selfRegistration.enabled} yes={t('settings.enabled')} no={t('settings.disabled')} />
            </Row>
            <Row label={t('settings.allowedDomains')}>
              {settings.data.selfRegistration.allowedDomains.length ? settings.data.selfRegistration.allowedDomains.join(', ') : t('settings.anyDomain')}
            </Row>
            <Row label={t('settings.requireMfa')}>
              <YesNo on={settings.data.requireMfa} yes={t('settings.yes')} no={t('settings.no')} />
            </Row>
            <Row label={t('settings.updatedAt')}>{settings.data.updatedAt ? formatDateTime(settings.data.updatedAt, i18n.language) : t('common.none')}</Row>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
