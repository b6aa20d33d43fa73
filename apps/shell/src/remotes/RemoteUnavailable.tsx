import { Alert, Button, Group, Text, Tooltip, ActionIcon } from '@idea-portal/ui';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useShellText } from '../shared/use-shell-text';

/** The contained fallback of a remote that failed: role="alert" with a Retry button. */
export function RemoteUnavailable({ onRetry, variant = 'area' }: { onRetry: () => void; variant?: 'area' | 'inline' }) {
  const { t } = useShellText();
  if (variant === 'inline') {
    return (
      <Group gap={4} role="alert" aria-label={t('remote.unavailable')} wrap="nowrap">
        <Tooltip label={t('remote.unavailable')}>
          <IconPlugConnectedX size={18} color="var(--mantine-color-red-6)" aria-hidden />
        </Tooltip>
        <ActionIcon variant="subtle" size="sm" onClick={onRetry} aria-label={t('remote.retry')}>
          <IconRefresh size={14} />
        </ActionIcon>
      </Group>
    );
  }
  return (
    <Alert role="alert" color="orange" variant="light" title={t('remote.unavailable')} icon={<IconPlugConnectedX size={20} />} my="md">
      <Text size="sm" mb="sm">
        {t('remote.unavailableText')}
      </Text>
      <Button size="xs" variant="outline" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
        {t('remote.retry')}
      </Button>
    </Alert>
  );
}
