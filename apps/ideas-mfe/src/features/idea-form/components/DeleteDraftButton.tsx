import { useState } from 'react';
import { IconTrash } from '@tabler/icons-react';
import { ApiRequestError } from '@idea-portal/platform';
import { Button, ConfirmDialog, notifySuccess } from '@idea-portal/ui';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { deleteDraftEn } from '../../../i18n/delete-draft.en';
import { useDeleteDraft } from '../api/delete-draft';

registerIdeasPartTexts(deleteDraftEn);

export interface DeleteDraftButtonProps {
  ideaId: string;
  title: string;
  /** The version the form last read or saved. */
  version: number;
  disabled?: boolean;
  /** After the draft is gone (the page moves away). */
  onDeleted: () => void;
}

/** "Delete draft": asks first, then DELETE /ideas/{id}; a failure stays in the dialog. A chunk of its own (a new idea has no draft to delete yet). */
export function DeleteDraftButton({ ideaId, title, version, disabled, onDeleted }: DeleteDraftButtonProps) {
  const { t } = useIdeasTranslation();
  const remove = useDeleteDraft();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setAsking(false);
    setError(null);
  };
  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setAsking(true)} disabled={disabled}>
        {t('form.deleteDraft')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('form.deleteDraftTitle')}
        message={t('form.deleteDraftMessage', { title: title || t('form.untitled') })}
        confirmLabel={t('form.deleteDraft')}
        loading={remove.isPending}
        error={error}
        onCancel={close}
        onConfirm={() =>
          remove.mutate(
            { ideaId, version },
            {
              onSuccess: () => {
                notifySuccess(t('form.draftDeleted'));
                setAsking(false);
                onDeleted();
              },
              onError: (e) => setError(e instanceof ApiRequestError && e.code === 'VERSION_CONFLICT' ? t('form.deleteDraftConflict') : t('form.deleteDraftFailed')),
            },
          )
        }
      />
    </>
  );
}
