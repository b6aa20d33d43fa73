import { useEffect, useState } from 'react';
import { ActionIcon, Fieldset, Group, Progress, Stack, Text, Tooltip } from '@idea-portal/ui';
import { IconCheck, IconFile, IconX } from '@tabler/icons-react';
import { useIdeasTranslation } from '../../../i18n';
import { FileDropzone } from '../../../shared/attachments/FileDropzone';
import { formatSize } from '../../../shared/attachments/format-size';
import { loadUploadErrorReason } from '../../../shared/attachments/check-files';
import type { PendingFile } from '../hooks/use-pending-attachments';

export interface NewAttachmentsFieldsetProps {
  files: PendingFile[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  /** While saving: no files added or removed. */
  busy: boolean;
}

/** Why a file was not uploaded, in the contracts' words (their texts load with the first such file). */
function UploadErrorReason({ error }: { error: unknown }) {
  const { t, i18n } = useIdeasTranslation();
  const generic = t('common.genericError');
  const [reason, setReason] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void loadUploadErrorReason(error, i18n.language, generic).then((text) => current && setReason(text));
    return () => {
      current = false;
    };
  }, [error, i18n.language, generic]);
  return reason;
}

function FileStatus({ pending }: { pending: PendingFile }) {
  const { t } = useIdeasTranslation();
  const name = pending.file.name;
  switch (pending.status) {
    case 'uploading':
      return (
        <Stack gap={2} aria-live="polite">
          <Progress value={pending.progress} size="sm" aria-label={t('attachments.uploadingFile', { name, progress: pending.progress })} />
          <Text size="xs">{t('attachments.uploadingFile', { name, progress: pending.progress })}</Text>
        </Stack>
      );
    case 'done':
      return (
        <Group gap={4} c="green.8">
          <IconCheck size={14} aria-hidden />
          <Text size="xs">{t('attachments.fileUploaded')}</Text>
        </Group>
      );
    case 'failed':
    case 'invalid':
      return (
        <Text size="xs" c="red.8" role="alert">
          <UploadErrorReason error={pending.error} />{' '}
          {pending.status === 'failed' ? t('attachments.retryOnSave') : t('attachments.notUploaded')}
        </Text>
      );
    default:
      return (
        <Text size="xs" c="dimmed">
          {t('attachments.waiting')}
        </Text>
      );
  }
}

/** Files for a new idea: chosen now, uploaded right after the first save, each with its progress and error. */
export function NewAttachmentsFieldset({ files, onAdd, onRemove, busy }: NewAttachmentsFieldsetProps) {
  const { t } = useIdeasTranslation();
  return (
    <Fieldset legend={t('attachments.title')} radius="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('attachments.uploadAfterSave')}
        </Text>
        {files.length > 0 && (
          <Stack gap="xs" component="ul" aria-label={t('attachments.chosen')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {files.map((pending) => (
              <Group key={pending.key} component="li" wrap="nowrap" gap="sm" align="flex-start">
                <IconFile size={20} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" fw={500} truncate>
                      {pending.file.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                      {formatSize(pending.file.size)}
                    </Text>
                  </Group>
                  <FileStatus pending={pending} />
                </Stack>
                {pending.status !== 'done' && (
                  <Tooltip label={t('attachments.removeFile', { name: pending.file.name })}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      disabled={busy}
                      onClick={() => onRemove(pending.key)}
                      aria-label={t('attachments.removeFile', { name: pending.file.name })}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            ))}
          </Stack>
        )}
        <FileDropzone onFiles={onAdd} busy={busy} />
      </Stack>
    </Fieldset>
  );
}
