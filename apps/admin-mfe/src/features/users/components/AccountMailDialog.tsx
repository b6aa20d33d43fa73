import { useState } from 'react';
import type { AdminUserRow } from '@idea-portal/contracts';
import { ConfirmDialog, notifyError, notifySuccess } from '@idea-portal/ui';
import { adminErrorMessage } from '../../../shared/api/errors';
import { useAdminTranslation } from '../../../i18n';
import { useAccountMail, type AccountMailAction } from '../api/admin-users';

export interface AccountMailRequest {
  user: AdminUserRow;
  action: AccountMailAction;
}

const TEXTS = {
  'password-reset': { title: 'users.resetPasswordTitle', message: 'users.confirmResetPassword', confirm: 'users.resetPasswordSend', done: 'users.resetPasswordSent', failed: 'users.resetPasswordFailed' },
  invitation: { title: 'users.resendInvitationTitle', message: 'users.confirmResendInvitation', confirm: 'users.resendInvitationSend', done: 'users.invitationSent', failed: 'users.invitationFailed' },
} as const;

/**
 * Asks before mailing a person a password reset or their invitation again; a toast tells how it
 * went, and a refusal (e.g. the person has signed in meanwhile) stays in the dialog.
 */
export function AccountMailDialog({ request, onClose }: { request: AccountMailRequest | null; onClose: () => void }) {
  const { t } = useAdminTranslation();
  const send = useAccountMail();
  const [error, setError] = useState<string | null>(null);
  const texts = TEXTS[request?.action ?? 'password-reset'];
  const close = () => {
    setError(null);
    send.reset();
    onClose();
  };
  const confirm = async () => {
    if (!request) return;
    try {
      await send.mutateAsync({ id: request.user.id, action: request.action });
      notifySuccess(t(texts.done, { email: request.user.email }));
      close();
    } catch (err) {
      const message = adminErrorMessage(err, t);
      notifyError(message, t(texts.failed));
      setError(message);
    }
  };
  return (
    <ConfirmDialog
      focus="confirm"
      color="blue"
      opened={!!request}
      title={t(texts.title)}
      message={request ? t(texts.message, { name: request.user.name, email: request.user.email }) : ''}
      confirmLabel={t(texts.confirm)}
      loading={send.isPending}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={close}
    />
  );
}
