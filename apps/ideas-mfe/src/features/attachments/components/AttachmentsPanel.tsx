import { useState } from 'react';
import { IconDownload, IconFile, IconPhoto, IconTrash } from '@tabler/icons-react';
import type { Attachment, Idea } from '@idea-portal/contracts';
import { useBlobUrl } from '@idea-portal/platform';
import { ConfirmDialog, ActionIcon, Card, Group, Image, Loader, Modal, Paper, Stack, Text, Title, Tooltip, UnstyledButton, lazyComponent, loadDeferredMantine, notifyError, notifySuccess } from '@idea-portal/ui';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { attachmentsPanelEn } from '../../../i18n/attachments-panel.en';
import { attachmentPath, downloadAttachment } from '../api/attachment-file';
import { useDeleteAttachment } from '../api/delete-attachment';
import { formatSize } from '../../../shared/attachments/format-size';
import { detailEn } from '../../../i18n/detail.en';

registerIdeasPartTexts(detailEn);
registerIdeasPartTexts(attachmentsPanelEn);

// Only those who may manage the attachments add files: their code loads for them alone.
const AttachmentUpload = lazyComponent(() =>
  Promise.all([import(/* webpackChunkName: "attachment-upload" */ './AttachmentUpload'), loadDeferredMantine('FileButton')]).then(([m]) => m.AttachmentUpload),
);

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
  const { t } = useIdeasTranslation();
  const removeAttachment = useDeleteAttachment(idea.id);
  const [preview, setPreview] = useState<Attachment | null>(null);
  const [toDelete, setToDelete] = useState<Attachment | null>(null);

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

        {canManage && <AttachmentUpload ideaId={idea.id} />}
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
