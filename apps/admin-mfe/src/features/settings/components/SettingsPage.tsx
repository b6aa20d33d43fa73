import { useMemo } from 'react';
import { timeZones, type TenantSettings } from '@idea-portal/contracts';
import { usePageTitle } from '@idea-portal/platform';
import { ErrorState, LoadingState, PageTitle, formatDateTime, Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput, Title, useForm, notifyError, notifySuccess } from '@idea-portal/ui';
import { numberInputFormat } from '@idea-portal/ui/forms';
import { adminErrorMessage, takenDomain } from '../../../shared/api/errors';
import { useSaveSettings, useSettings } from '../api/get-settings';
import { isUnknownTimeZone, normalizeDomain, toBody, toFormValues, validateSettings, type SettingsFormValues } from '../lib/settings-form';
import { useAdminTranslation } from '../../../i18n';
import { DeadlinesCard } from './DeadlinesCard';

function SettingsForm({ settings }: { settings: TenantSettings }) {
  const { t, i18n } = useAdminTranslation();
  const save = useSaveSettings();
  const form = useForm<SettingsFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(settings),
    validate: (values) => Object.fromEntries(Object.entries(validateSettings(values)).map(([field, e]) => [field, t(e.key, e.values ?? {})])),
  });

  const submit = form.onSubmit((values) => {
    // The version these settings were read at: a save by someone else meanwhile is not overwritten (409).
    save.mutate(
      { ...toBody(values), version: settings.version },
      {
        onSuccess: () => notifySuccess(t('settings.savedText'), t('settings.saved')),
        onError: (error) => {
          const domain = takenDomain(error);
          const zone = !domain && isUnknownTimeZone(error);
          const message = domain ? t('settings.errors.domainTaken', { domain }) : zone ? t('settings.errors.timeZone') : adminErrorMessage(error, t);
          if (domain) form.setFieldError('allowedDomains', message);
          if (zone) form.setFieldError('timeZone', message);
          notifyError(message, t('settings.saveFailed'));
        },
      },
    );
  });
  const selfRegistration = form.values.selfRegistrationEnabled;
  // The zones this browser knows, and the stored one should it not be among them.
  const zoneOptions = useMemo(() => [...new Set([...timeZones(), settings.timeZone])], [settings.timeZone]);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="settings-tenant">
          <Title order={2} size="h4" id="settings-tenant" mb="sm">
            {t('settings.tenant')}
          </Title>
          <Stack gap="sm">
            <TextInput label={t('settings.name')} required {...form.getInputProps('name')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label={t('settings.language')}
                description={t('settings.languageHint')}
                data={[
                  { value: 'en', label: t('settings.languages.en') },
                  { value: 'de', label: t('settings.languages.de') },
                ]}
                allowDeselect={false}
                {...form.getInputProps('preferredLanguage')}
              />
              <TextInput
                label={t('settings.currency')}
                description={t('settings.currencyHint')}
                maxLength={3}
                required
                {...form.getInputProps('currency')}
                onChange={(e) => form.setFieldValue('currency', e.currentTarget.value.toUpperCase())}
              />
            </SimpleGrid>
            <Select
              label={t('settings.timeZone')}
              description={t('settings.timeZoneHint')}
              placeholder={t('settings.timeZonePlaceholder')}
              nothingFoundMessage={t('settings.timeZoneNothingFound')}
              data={zoneOptions}
              searchable
              limit={50}
              allowDeselect={false}
              required
              {...form.getInputProps('timeZone')}
              onChange={(zone) => form.setFieldValue('timeZone', zone ?? '')}
            />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="settings-access">
          <Title order={2} size="h4" id="settings-access" mb="sm">
            {t('settings.access')}
          </Title>
          <Stack gap="md">
            <Switch
              label={t('settings.selfRegistration')}
              description={t('settings.selfRegistrationHint')}
              {...form.getInputProps('selfRegistrationEnabled', { type: 'checkbox' })}
            />
            <TagsInput
              label={t('settings.allowedDomains')}
              description={t('settings.allowedDomainsHint')}
              placeholder={form.values.allowedDomains.length ? undefined : t('settings.allowedDomainsPlaceholder')}
              disabled={!selfRegistration}
              splitChars={[',', ' ', ';']}
              acceptValueOnBlur
              clearable
              {...form.getInputProps('allowedDomains')}
              onChange={(domains) => form.setFieldValue('allowedDomains', [...new Set(domains.map(normalizeDomain).filter(Boolean))])}
            />
            <Switch label={t('settings.requireMfa')} description={t('settings.requireMfaHint')} {...form.getInputProps('requireMfa', { type: 'checkbox' })} />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="settings-duties">
          <Title order={2} size="h4" id="settings-duties" mb="sm">
            {t('settings.duties')}
          </Title>
          <Stack gap="md">
            <Switch
              label={t('settings.allowSelfAssessment')}
              description={t('settings.allowSelfAssessmentHint')}
              {...form.getInputProps('allowSelfAssessment', { type: 'checkbox' })}
            />
            <NumberInput
              label={t('settings.realisedSavingsReviewThreshold', { currency: form.values.currency || settings.currency })}
              description={t('settings.realisedSavingsReviewThresholdHint')}
              min={0}
              {...numberInputFormat(i18n.language)}
              decimalScale={2}
              required
              {...form.getInputProps('realisedSavingsReviewThreshold')}
            />
            <NumberInput
              label={t('settings.appealPeriodDays')}
              description={t('settings.appealPeriodDaysHint')}
              min={1}
              max={365}
              allowDecimal={false}
              required
              {...form.getInputProps('appealPeriodDays')}
            />
            <TextInput label={t('settings.wageType')} description={t('settings.wageTypeHint')} maxLength={30} {...form.getInputProps('wageType')} />
          </Stack>
        </Card>
        <DeadlinesCard form={form} />
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed">
            {t('settings.updatedAt')}: {settings.updatedAt ? formatDateTime(settings.updatedAt, i18n.language) : t('settings.never')}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || save.isPending}>
              {t('settings.reset')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              {t('settings.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** 'settings': the tenant settings (GET /admin/settings), saved as a whole with PUT /admin/settings. */
export function SettingsPage() {
  const { t } = useAdminTranslation();
  usePageTitle(t('settings.title'));
  const settings = useSettings();
  return (
    <Stack gap="md" maw={720}>
      <div>
        <PageTitle>{t('settings.title')}</PageTitle>
        <Text c="dimmed">{t('settings.intro')}</Text>
      </div>
      {settings.isPending ? (
        <LoadingState label={t('settings.loading')} />
      ) : settings.isError ? (
        <ErrorState message={t('common.error')} onRetry={() => void settings.refetch()} />
      ) : (
        // A new stored version (after saving, or someone else's after a conflict) starts the form from it.
        <SettingsForm key={settings.data.version} settings={settings.data} />
      )}
    </Stack>
  );
}
