import type { ReactNode } from 'react';
import { Button, Group, Text } from '@idea-portal/ui';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useIdeasTranslation } from '../../../i18n';

export interface FormActionsProps {
  isDraft: boolean;
  /** The action running now (its button spins, all are disabled). */
  busy: 'save' | 'submit' | null;
  onSaveDraft: () => void;
  /** "Saved on this device at ..." or "Saved at ...", announced politely. */
  status: string;
  /** A stored draft's "Delete draft" (before the save buttons). */
  deleteAction?: ReactNode;
}

/** Drafts: Save draft / Submit idea (the form's submit); submitted ideas: Save changes. */
export function FormActions({ isDraft, busy, onSaveDraft, status, deleteAction }: FormActionsProps) {
  const { t } = useIdeasTranslation();
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="xs" c="dimmed" aria-live="polite">
        {status}
      </Text>
      <Group gap="sm">
        {deleteAction}
        {isDraft ? (
          <>
            <Button variant="default" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={onSaveDraft} loading={busy === 'save'} disabled={!!busy}>
              {t('form.saveDraft')}
            </Button>
            <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={busy === 'submit'} disabled={!!busy}>
              {t('form.submit')}
            </Button>
          </>
        ) : (
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={busy === 'save'} disabled={!!busy}>
            {t('form.saveChanges')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
