import { useState } from 'react';
import { Box, Card, Group, SegmentedControl, Stack, Text, Title, Tooltip } from '@idea-portal/ui';
import { monthLabel, toQuarters } from '../api/series';
import { useAdminTranslation } from '../../../i18n';

/** Ideas per month with a monthly / quarterly toggle, as accessible CSS bars. */
export function SubmissionsChart({ months }: { months: { month: string; count: number }[] }) {
  const { t, i18n } = useAdminTranslation();
  const [mode, setMode] = useState<'monthly' | 'quarterly'>('monthly');
  const series = mode === 'monthly' ? months.map((m) => ({ label: monthLabel(m.month, i18n.language), count: m.count })) : toQuarters(months);
  const max = Math.max(1, ...series.map((s) => s.count));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="submissions-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="submissions-title">
          {t('dashboard.submissions')}
        </Title>
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(v) => setMode(v as 'monthly' | 'quarterly')}
          data={[
            { value: 'monthly', label: t('dashboard.monthly') },
            { value: 'quarterly', label: t('dashboard.quarterly') },
          ]}
        />
      </Group>
      <Group gap={6} align="flex-end" h={180} wrap="nowrap" role="list" aria-label={t('dashboard.submissions')}>
        {series.map((s) => (
          <Stack key={s.label} gap={4} align="center" style={{ flex: 1, minWidth: 0 }} h="100%" justify="flex-end" role="listitem" aria-label={`${s.label}: ${t('dashboard.ideasCount', { count: s.count })}`}>
            <Text size="xs" fw={600}>
              {s.count}
            </Text>
            <Tooltip label={`${s.label}: ${t('dashboard.ideasCount', { count: s.count })}`}>
              <Box
                w="100%"
                maw={48}
                h={`${Math.max(2, (s.count / max) * 130)}px`}
                bg="var(--mantine-color-magenta-5)"
                style={{ borderRadius: 4 }}
              />
            </Tooltip>
            <Text size="xs" c="dimmed" truncate maw="100%">
              {s.label}
            </Text>
          </Stack>
        ))}
      </Group>
    </Card>
  );
}
