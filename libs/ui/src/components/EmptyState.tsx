import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center" data-testid="empty-state">
      {icon}
      <Title order={4}>{title}</Title>
      {description && (
        <Text c="dimmed" maw={480}>
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
