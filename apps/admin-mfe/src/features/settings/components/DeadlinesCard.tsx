import { DEADLINE_STAGES, GERMAN_STATES } from '@idea-portal/contracts';
import { Card, NumberInput, Select, SimpleGrid, Stack, TagsInput, Text, Title, type UseFormReturnType } from '@idea-portal/ui';
import type { SettingsFormValues } from '../lib/settings-form';
import { useAdminTranslation } from '../../../i18n';

/** The deadlines part of the settings: the state whose holidays count, a due period per stage, closing days, reminder and escalation. */
export function DeadlinesCard({ form }: { form: UseFormReturnType<SettingsFormValues> }) {
  const { t } = useAdminTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="settings-deadlines">
      <Title order={2} size="h4" id="settings-deadlines" mb="xs">
        {t('settings.deadlines.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.deadlines.intro')}
      </Text>
      <Stack gap="sm">
        <Select
          label={t('settings.deadlines.state')}
          data={GERMAN_STATES.map((s) => ({ value: s, label: t(`settings.deadlines.states.${s}`) }))}
          allowDeselect={false}
          searchable
          {...form.getInputProps('deadlineState')}
        />
        <Text size="sm" fw={500}>
          {t('settings.deadlines.periods')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {DEADLINE_STAGES.map((stage) => (
            <NumberInput key={stage} label={t(`settings.deadlines.stages.${stage}`)} min={1} max={250} allowDecimal={false} required {...form.getInputProps(`periods.${stage}`)} />
          ))}
        </SimpleGrid>
        <TagsInput
          label={t('settings.deadlines.closingDays')}
          description={t('settings.deadlines.closingDaysHint')}
          placeholder={t('settings.deadlines.closingDaysPlaceholder')}
          acceptValueOnBlur
          clearable
          {...form.getInputProps('closingDays')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={t('settings.deadlines.reminderDaysBefore')}
            description={t('settings.deadlines.reminderDaysBeforeHint')}
            min={0}
            max={20}
            allowDecimal={false}
            required
            {...form.getInputProps('reminderDaysBefore')}
          />
          <NumberInput
            label={t('settings.deadlines.escalationDaysOverdue')}
            description={t('settings.deadlines.escalationDaysOverdueHint')}
            min={1}
            max={60}
            allowDecimal={false}
            required
            {...form.getInputProps('escalationDaysOverdue')}
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
