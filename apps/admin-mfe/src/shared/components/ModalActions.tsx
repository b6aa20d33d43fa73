import type { ReactNode } from 'react';
import { Button, Group } from '@idea-portal/ui';
import { useAdminTranslation } from '../../i18n';

/** A dialog form's buttons, right-aligned: anything given first, Cancel (closes), and the submit button (busy while saving). */
export function ModalActions({ onCancel, saving, submitLabel, children }: { onCancel: () => void; saving: boolean; submitLabel?: string; children?: ReactNode }) {
  const { t } = useAdminTranslation();
  return (
    <Group justify="flex-end" mt="sm">
      {children}
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}
