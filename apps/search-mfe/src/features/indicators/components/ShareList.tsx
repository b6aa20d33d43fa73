import { percent } from '@idea-portal/domain';
import { Card, Group, Progress, Stack, Text, Title } from '@idea-portal/ui';
import type { ReactNode } from 'react';
import { useSearchTranslation } from '../../../i18n';

export interface Share {
  key: string;
  label: ReactNode;
  /** The bar's accessible name. */
  name: string;
  count: number;
  color?: string;
}

/** A card of bars: each row's count and its share of `total`. */
export function ShareList({ id, title, rows, total }: { id: string; title: string; rows: readonly Share[]; total: number }) {
  const { t } = useSearchTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      <Stack gap="sm">
        {rows.map((row) => (
          <div key={row.key}>
            <Group justify="space-between" mb={4} wrap="nowrap">
              {typeof row.label === 'string' ? (
                <Text size="sm" fw={500}>
                  {row.label}
                </Text>
              ) : (
                row.label
              )}
              <Text size="sm">{t('indicators.share', { count: row.count, percent: percent(row.count, total) })}</Text>
            </Group>
            <Progress value={percent(row.count, total)} color={row.color} aria-label={row.name} />
          </div>
        ))}
      </Stack>
    </Card>
  );
}
