import { useState } from 'react';
import { IconDownload, IconFile, IconPhoto, IconTrash } from '@tabler/icons-react';
import type { Attachment, Idea } from '@idea-portal/contracts';
import { useBlobUrl } from '@idea-portal/platform';
import { ConfirmDialog, ActionIcon, Alert, Card, Group, Image, Loader, Modal, Paper, Progress, Stack, Text, Title, Tooltip, UnstyledButton, notifyError, notifySuccess } from '@idea-portal/ui';
import { useIdeasTranslation } from '../../../i18n';
import { attachmentPath, downloadAttachment } from '../api/attachment-file';
import { checkFiles, loadUploadErrorReason } from '../lib/check-files';
import { useDeleteAttachment } from '../api/delete-attachment';
import { useUploadAttachments } from '../api/upload-attachments';
import { formatSize } from '../lib/format-size';
import { FileDropzone } from './FileDropzone';

const isImage = (a: Attachment) => a.contentType.startsWith('image/');

function Thumbnail({ ideaId, attachment, onOpen }: { ideaId: string; attachment: Attachment; onOpen: () => void }) {
  const { t } = useIdeasTranslation();
  const blob = useBlobUrl(attachmentPath(ideaId, attachment.id, true));
  return (
    <UnstyledButton onClick={onOpen} aria-label={t('attachments.preview', { name: attachment.fileName })} style={{ borderRadius: 6 }}>
      {blob.url ? (
        <Image src={blob.url} alt="" w={48} h={48} radius="sm" fit="cover" />
      ) : (
        <Paper w={48} h={48} radius="sm" withBorder style={{ display: 'grid', placeItems: 'center' }}>
          {blob.loading ? <Loader size="xs" /> : <IconPhoto size={20} aria-hidden />}
        </Paper>
      )}
    </UnstyledButton>
  );
}

function Preview({ ideaId, attachment, onClose }: { ideaId: string; attachment: Attachment | null; onClose: () => void }) {
  const { t } = useIdeasTranslation();
  const blob = useBlobUrl(attachment ? attachmentPath(ideaId, attachment.id, true) : null);
  return (
    <Modal opened={!!attachment} onClose={onClose} title={attachment?.fileName} size="auto" centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      {blob.error ? (
        <Text c="red">{t('attachments.previewFailed')}</Text>
      ) : blob.url ? (
        <Image src={blob.url} alt={attachment?.fileName ?? ''} maw="85vw" mah="80vh" fit="contain" />
      ) : (
        <Loader />
      )}
    </Modal>
  );
}

/** Attachments of an idea: list, download, image preview, upload several at once, delete. */
export function AttachmentsPanel({ idea, canManage }: { idea: Idea; canManage: boolean }) {
  const { t, i18n } = useIdeasTranslation();
  const uploadFiles = useUploadAttachments();
  const removeAttachment = useDeleteAttachment(idea.id);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Attachment | null>(null);
  const [toDelete, setToDelete] = useState<Attachment | null>(null);

  async function upload(files: File[]) {
    setUploadError(null);
    const problem = checkFiles(files);
    if (problem) {
      const reason = await loadUploadErrorReason(problem, i18n.language, t('common.genericError'));
      setUploadError(reason);
      notifyError(reason, t('attachments.uploadError'));
      return;
    }
    try {
      const created = await uploadFiles.mutateAsync({ ideaId: idea.id, files });
      notifySuccess(t('attachments.uploaded', { count: created.length }));
    } catch (error) {
      const reason = await loadUploadErrorReason(error, i18n.language, t('common.genericError'));
      setUploadError(reason);
      notifyError(reason, t('attachments.uploadError'));
    }
  }

  async function download(a: Attachment) {
    try {
      await downloadAttachment(idea.id, a);
    } catch {
      notifyError(t('attachments.downloadFailed'));
    }
  }

  function confirmDelete() {
    if (!toDelete) return;
    removeAttachment.mutate(toDelete.id, {
      onSuccess: () => {
        notifySuccess(t('attachments.deleted'));
        setToDelete(null);
      },
      onError: () => notifyError(t('attachments.deleteFailed')),
    });
  }

  const uploading = uploadFiles.isPending;
  const progress = uploadFiles.progress;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="idea-attachments">
      <Title order={3} size="h4" id="idea-attachments" mb="xs">
        {t('detail.attachments')}
      </Title>
      <Stack gap="sm">
        {idea.attachments.length === 0 ? (
          <Text c="dimmed">{t('detail.noAttachments')}</Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {idea.attachments.map((a) => (
              <Group key={a.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  {isImage(a) ? (
                    <Thumbnail ideaId={idea.id} attachment={a} onOpen={() => setPreview(a)} />
                  ) : (
                    <Paper w={48} h={48} radius="sm" withBorder style={{ display: 'grid', placeItems: 'center', flex: 'none' }}>
                      <IconFile size={20} aria-hidden />
                    </Paper>
                  )}
                  <div style={{ minWidth: 0 }}>
                    <Text fw={500} size="sm" truncate>
                      {a.fileName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {a.size === null ? t('detail.sizeUnknown') : formatSize(a.size)}
                    </Text>
                  </div>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('attachments.download', { name: a.fileName })}>
                    <ActionIcon variant="subtle" aria-label={t('attachments.download', { name: a.fileName })} onClick={() => void download(a)}>
                      <IconDownload size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  {canManage && (
                    <Tooltip label={t('attachments.delete', { name: a.fileName })}>
                      <ActionIcon variant="subtle" color="red" aria-label={t('attachments.delete', { name: a.fileName })} onClick={() => setToDelete(a)}>
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}

        {canManage && (
          <FileDropzone onFiles={(files) => void upload(files)} busy={uploading}>
            {uploading && (
              <Stack gap={2} w="100%" aria-live="polite">
                <Progress value={progress ?? 0} animated aria-label={t('attachments.uploading', { progress })} />
                <Text size="xs" ta="center">
                  {t('attachments.uploading', { progress })}
                </Text>
              </Stack>
            )}
          </FileDropzone>
        )}
        {uploadError && (
          <Alert color="red" variant="light" title={t('attachments.uploadError')} withCloseButton closeButtonLabel={t('common.close')} onClose={() => setUploadError(null)}>
            {uploadError}
          </Alert>
        )}
      </Stack>
      <Preview ideaId={idea.id} attachment={preview} onClose={() => setPreview(null)} />
      <ConfirmDialog
        opened={!!toDelete}
        title={t('attachments.deleteTitle')}
        message={t('attachments.deleteConfirm', { name: toDelete?.fileName ?? '' })}
        confirmLabel={t('attachments.deleteAction')}
        loading={removeAttachment.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Card>
  );
}
