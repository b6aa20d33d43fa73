import { useState } from 'react';
import { IconTrash } from '@tabler/icons-react';
import { ApiRequestError } from '@idea-portal/platform';
import { Button, ConfirmDialog, notifySuccess } from '@idea-portal/ui';
import { useIdeasTranslation } from '../../../i18n';
import { useDeleteDraft } from '../api/delete-draft';

export interface DeleteDraftButtonProps {
  ideaId: string;
  title: string;
  /** The version the form last read or saved. */
  version: number;
  disabled?: boolean;
  /** After the draft is gone (the page moves away). */
  onDeleted: () => void;
}

/** "Delete draft": asks first, then DELETE /ideas/{id}; a failure stays in the dialog. */
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
