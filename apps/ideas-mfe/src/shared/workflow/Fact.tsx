import type { ReactNode } from 'react';
import { Group, Text } from '@idea-portal/ui';

/** A label and its value in a read-only panel; an empty value shows `empty`. */
export function Fact({ label, children, empty = '–' }: { label: string; children: ReactNode; empty?: string }) {
  const blank = children === null || children === undefined || children === '';
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" ta="right" style={{ whiteSpace: 'pre-wrap' }}>
        {blank ? empty : children}
      </Text>
    </Group>
  );
}
