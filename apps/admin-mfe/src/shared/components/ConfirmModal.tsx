import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useAdminTranslation } from '../../i18n';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  loading?: boolean;
  /** Why the last attempt failed, shown in the dialog (e.g. a 409 from the API). */
  error?: string | null;
  color?: string;
}

/** Asks before an irreversible admin action; the dialog stays open with the API's refusal. */
export function ConfirmModal({ opened, title, message, confirmLabel, onConfirm, onCancel, loading, error, color = 'red' }: ConfirmModalProps) {
  const { t } = useAdminTranslation();
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
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {error ? t('common.close') : t('common.cancel')}
          </Button>
          {!error && (
            <Button color={color} onClick={onConfirm} loading={loading} data-autofocus>
              {confirmLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
