import { useRef, useState, type ReactNode } from 'react';
import { Button, FileButton, Paper, Stack, Text } from '@idea-portal/ui';
import { IconUpload } from '@tabler/icons-react';
import { ATTACHMENT_ACCEPT } from '@idea-portal/contracts';
import { useIdeasTranslation } from '../../i18n';

export interface FileDropzoneProps {
  onFiles: (files: File[]) => void;
  /** The button shows a spinner and takes no files. */
  busy?: boolean;
  /** Under the limits line (e.g. the upload's progress). */
  children?: ReactNode;
}

/** Drop files here or choose them (several at once, the allowed types); keyboard users take the button. */
export function FileDropzone({ onFiles, busy, children }: FileDropzoneProps) {
  const { t } = useIdeasTranslation();
  const [dragging, setDragging] = useState(false);
  const resetRef = useRef<() => void>(null);
  const take = (files: File[]) => {
    // The same file can be chosen again after a removal.
    resetRef.current?.();
    if (files.length > 0) onFiles(files);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      style={{ borderStyle: 'dashed', background: dragging ? 'var(--mantine-color-magenta-0, #fde4f2)' : undefined }}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        if (!busy) take(Array.from(e.dataTransfer.files));
      }}
      data-testid="attachment-dropzone"
    >
      <Stack gap={6} align="center">
        <IconUpload size={22} aria-hidden />
        <Text size="sm">{t('attachments.dropHint')}</Text>
        <FileButton resetRef={resetRef} multiple accept={ATTACHMENT_ACCEPT} onChange={take} disabled={busy}>
          {(props) => (
            <Button {...props} size="xs" variant="light" loading={busy}>
              {t('attachments.upload')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" ta="center">
          {t('attachments.limits')}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
