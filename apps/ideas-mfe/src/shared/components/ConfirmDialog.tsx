import { Button, Group, Modal, Text } from '@mantine/core';
import { useIdeasTranslation } from '../../i18n';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A destructive-action confirmation; focus starts on Cancel. */
export function ConfirmDialog({ opened, title, message, confirmLabel, loading, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useIdeasTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
