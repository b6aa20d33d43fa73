import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from '../mantine-deferred';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useUiText } from '../i18n/use-ui-text';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Text of the button that backs out ("Cancel" by default; e.g. "Stay on page"). */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  loading?: boolean;
  /** Why the last attempt failed (e.g. a 409 from the API): shown in the dialog, which then only closes. */
  error?: string | null;
  color?: string;
  /** Which button has the focus when the dialog opens. */
  focus?: 'cancel' | 'confirm';
}

/** Asks before a destructive or irreversible action (Cancel / confirm, texts in en and de). */
export function ConfirmDialog({ opened, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, loading, error, color = 'red', focus = 'cancel' }: ConfirmDialogProps) {
  const { text } = useUiText();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeOnClickOutside={!loading}>
      <Stack gap="md">
        {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
        {error && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus={focus === 'cancel' || !!error || undefined}>
            {error ? text('close') : (cancelLabel ?? text('cancel'))}
          </Button>
          {!error && (
            <Button color={color} onClick={onConfirm} loading={loading} data-autofocus={focus === 'confirm' || undefined}>
              {confirmLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
