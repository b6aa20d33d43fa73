import { useEffect } from 'react';
import { useLeaveGuard } from '@idea-portal/platform';
import { ConfirmDialog } from '@idea-portal/ui';
import { useIdeasTranslation } from '../../../i18n';

/**
 * Warns before leaving with unsaved changes: the browser's own dialog on reload / tab close
 * (beforeunload) and a modal for in-app navigation to another page, the browser's Back and
 * Forward included (the platform's useLeaveGuard: the shell's and the standalone host's router).
 */
export function LeaveGuard({ when }: { when: () => boolean }) {
  const { t } = useIdeasTranslation();
  const held = useLeaveGuard(when);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!when()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  return (
    <ConfirmDialog
      opened={held !== null}
      title={t('form.leaveTitle')}
      message={t('form.leaveText')}
      cancelLabel={t('form.stay')}
      confirmLabel={t('form.leave')}
      onCancel={() => held?.stay()}
      onConfirm={() => held?.proceed()}
    />
  );
}
