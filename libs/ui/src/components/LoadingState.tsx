import { Group, Loader, Text } from '@mantine/core';
import { useUiText } from '../i18n/use-ui-text';

/** A spinner with a text, announced politely to screen readers. */
export function LoadingState({ label }: { label?: string }) {
  const { text } = useUiText();
  return (
    <Group justify="center" gap="sm" py="xl" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text c="dimmed">{label ?? text('loading')}</Text>
    </Group>
  );
}
