import { useEffect } from 'react';
import { AuthError, completeSignIn, loadUserManager, useNavigate, useQueryClient } from '@idea-portal/platform';
import { LoadingState, Center, notifyError } from '@idea-portal/ui';
import { useShellText } from '../../../shared/use-shell-text';

let pending: { url: string; result: ReturnType<typeof completeSignIn> } | null = null;

/** One exchange per callback URL, even when React runs the effect twice. */
function completeOnce(url: string) {
  if (pending?.url !== url) pending = { url, result: loadUserManager().then((userManager) => completeSignIn(url, userManager)) };
  return pending.result;
}

/** /auth/callback: exchange the code, then go to redirectTo or the dashboard (replace). */
export function CallbackPage() {
  const { t } = useShellText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    completeOnce(window.location.href).then(
      ({ redirectTo }) => {
        if (!active) return;
        void queryClient.invalidateQueries({ queryKey: ['platform'] });
        navigate(redirectTo, { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        console.error('Authentication failed', error);
        const message = error instanceof AuthError && error.code === 'INVALID_GRANT' ? t('auth.invalidGrant') : t('auth.errorMessage');
        notifyError(message, t('auth.errorTitle'));
        navigate('/auth/login', { replace: true, state: { authFailed: true } });
      },
    );
    return () => {
      active = false;
    };
  }, [navigate, queryClient, t]);

  return (
    <Center mih="70vh">
      <LoadingState label={t('auth.completing')} />
    </Center>
  );
}
