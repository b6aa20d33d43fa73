import { useState } from 'react';
import type { IdeaWorkflow } from '@idea-portal/contracts';
import { Alert, Button, ConfirmDialog, Group, Stack, Text, TextInput, Textarea, notifySuccess } from '@idea-portal/ui';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { duplicatesEn } from '../../../i18n/duplicates.en';
import { useMarkDuplicate } from '../api/duplicates';
import { duplicateFailure } from './duplicate-error';

registerIdeasPartTexts(duplicatesEn);

/**
 * Priority (markDuplicate): the assessor names the earlier idea and a reason, and confirms; the
 * idea is closed as rejected. The API refuses an idea that was not submitted earlier (shown here).
 */
export function MarkDuplicateAction({ workflow }: { workflow: IdeaWorkflow }) {
  const { t } = useIdeasTranslation();
  const mark = useMarkDuplicate(workflow.ideaId);
  const [opened, setOpened] = useState(false);
  const [earlier, setEarlier] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ earlier?: string; note?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setOpened(false);
    setEarlier('');
    setNote('');
    setErrors({});
    setFailure(null);
  };
  async function confirm() {
    const next = { earlier: earlier.trim() ? undefined : t('duplicates.earlierRequired'), note: note.trim() ? undefined : t('duplicates.noteRequired') };
    setErrors(next);
    setFailure(null);
    if (next.earlier || next.note) return;
    // mutateAsync: the answer closes the idea, which unmounts this action before a mutate() callback would run.
    try {
      await mark.mutateAsync({ earlierIdeaId: earlier.trim(), note: note.trim(), version: workflow.version });
    } catch (e) {
      setFailure(duplicateFailure(t, e));
      return;
    }
    notifySuccess(t('duplicates.done'));
    close();
  }

  return (
    <Group justify="flex-end">
      <Button variant="light" color="red" onClick={() => setOpened(true)}>
        {t('duplicates.mark')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('duplicates.dialogTitle')}
        confirmLabel={t('duplicates.confirm')}
        cancelLabel={t('duplicates.cancel')}
        loading={mark.isPending}
        onCancel={close}
        onConfirm={() => void confirm()}
        message={
          <Stack gap="sm">
            <Text size="sm">{t('duplicates.message')}</Text>
            <TextInput
              label={t('duplicates.earlierId')}
              description={t('duplicates.earlierIdHint')}
              required
              value={earlier}
              error={errors.earlier}
              onChange={(e) => setEarlier(e.currentTarget.value)}
            />
            <Textarea label={t('duplicates.note')} required autosize minRows={2} maxLength={2000} value={note} error={errors.note} onChange={(e) => setNote(e.currentTarget.value)} />
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
          </Stack>
        }
      />
    </Group>
  );
}
