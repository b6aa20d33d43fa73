import { useState } from 'react';
import { ConfirmDialog, Stack, Text, Textarea } from '@idea-portal/ui';

export interface ReasonConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  reasonLabel: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The text shown when the reason is empty. */
  reasonRequired: string;
  loading?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** An irreversible step: says so, asks for the reason, focus starts on Cancel. */
export function ReasonConfirmDialog(props: ReasonConfirmDialogProps) {
  const { opened, title, message, reasonLabel, confirmLabel, cancelLabel, reasonRequired, loading, onConfirm, onCancel } = props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onCancel();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      loading={loading}
      onCancel={close}
      onConfirm={() => {
        if (!reason.trim()) {
          setError(reasonRequired);
          return;
        }
        onConfirm(reason.trim());
      }}
      message={
        <Stack gap="sm">
          <Text size="sm">{message}</Text>
          <Textarea
            label={reasonLabel}
            required
            autosize
            minRows={3}
            value={reason}
            error={error}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              if (error) setError(null);
            }}
          />
        </Stack>
      }
    />
  );
}
