import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from '@idea-portal/platform';
import { ConfirmDialog } from '@idea-portal/ui';
import { useIdeasTranslation } from '../../../i18n';

/**
 * Warns before leaving with unsaved changes: the browser's own dialog on reload / tab close
 * (beforeunload) and a modal for in-app navigation (react-router's useBlocker, which needs a
 * data router: the shell and the standalone host have one; elsewhere only beforeunload works).
 */
export function LeaveGuard({ when }: { when: () => boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!when()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  return dataRouter ? <RouterLeaveGuard when={when} /> : null;
}

function RouterLeaveGuard({ when }: { when: () => boolean }) {
  const { t } = useIdeasTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && when());
  const blocked = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      opened={blocked}
      title={t('form.leaveTitle')}
      message={t('form.leaveText')}
      cancelLabel={t('form.stay')}
      confirmLabel={t('form.leave')}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
