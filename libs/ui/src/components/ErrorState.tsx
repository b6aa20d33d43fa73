import type { ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useUiText } from '../i18n/use-ui-text';

export interface ErrorStateProps {
  title?: ReactNode;
  message: ReactNode;
  onRetry?: () => void;
}

/** An error message (role="alert") with an optional Retry button. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  const { text } = useUiText();
  return (
    <Alert color="red" variant="light" role="alert" title={title ?? text('error')} icon={<IconAlertTriangle size={18} />}>
      <Text size="sm">{message}</Text>
      {onRetry && (
        <Group mt="sm">
          <Button size="xs" variant="outline" color="red" onClick={onRetry}>
            {text('retry')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
