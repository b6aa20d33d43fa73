import { useState } from 'react';
import { Alert, Progress, Stack, Text, notifyError, notifySuccess } from '@idea-portal/ui';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { attachmentsPanelEn } from '../../../i18n/attachments-panel.en';
import { checkFiles, loadUploadErrorReason } from '../../../shared/attachments/check-files';
import { useUploadAttachments } from '../../../shared/attachments/upload-attachments';
import { FileDropzone } from '../../../shared/attachments/FileDropzone';

registerIdeasPartTexts(attachmentsPanelEn);

/**
 * Adding files to an idea (several at once, with progress; our checks first, then the API's),
 * for those who may manage its attachments: a part of the idea page that loads only for them.
 */
export function AttachmentUpload({ ideaId }: { ideaId: string }) {
  const { t, i18n } = useIdeasTranslation();
  const uploadFiles = useUploadAttachments();
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function upload(files: File[]) {
    setUploadError(null);
    const problem = checkFiles(files);
    try {
      if (problem) throw problem;
      const created = await uploadFiles.mutateAsync({ ideaId, files });
      notifySuccess(t('attachments.uploaded', { count: created.length }));
    } catch (error) {
      const reason = await loadUploadErrorReason(error, i18n.language, t('common.genericError'));
      setUploadError(reason);
      notifyError(reason, t('attachments.uploadError'));
    }
  }

  const uploading = uploadFiles.isPending;
  const progress = uploadFiles.progress;
  return (
    <>
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
      {uploadError && (
        <Alert color="red" variant="light" title={t('attachments.uploadError')} withCloseButton closeButtonLabel={t('common.close')} onClose={() => setUploadError(null)}>
          {uploadError}
        </Alert>
      )}
    </>
  );
}
