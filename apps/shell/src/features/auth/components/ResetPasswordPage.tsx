import { useMemo, useState, type FormEvent } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, notifyError, notifySuccess } from '@idea-portal/ui';
import { getRuntimeConfig, loginPath, usePageTitle, Link, useNavigate, useSearchParams } from '@idea-portal/platform';
import { cognitoPasswordResetFromEnv, PasswordResetError, validateResetConfirm, validateResetRequest, type PasswordResetAdapter, type ProviderPage } from '../lib/password-reset';
import { useShellText } from '../../../shared/use-shell-text';
import { AuthCard } from './AuthCard';
import { ProviderRedirect } from './ProviderRedirect';

type Field = 'email' | 'code' | 'newPassword';

/**
 * The two-stage 'Reset Password' card, in the shell for the Cognito profile:
 * 'Send Verification Code' (e-mail) then code + new password and 'Reset Password'; 'Processing...'
 * while busy; 'Success'/'Error' notifications; back to the login page when done.
 */
export function ResetPasswordCard({ adapter }: { adapter: PasswordResetAdapter }) {
  const { t } = useShellText();
  usePageTitle(t('auth.resetPassword'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirectTo = params.get('redirectTo') ?? undefined;
  const [stage, setStage] = useState<'request' | 'confirm'>('request');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);

  const errorText = (error: unknown, fallback: 'sendFailed' | 'failed') => {
    if (error instanceof PasswordResetError) return error.code === 'INVALID_PASSWORD' && error.providerMessage ? error.providerMessage : t(`auth.reset.${error.code}`);
    return t(`auth.reset.${fallback}`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (stage === 'request') {
      const issue = validateResetRequest(email);
      setProblem(issue ? { field: 'email', message: t(`auth.reset.${issue}`) } : null);
      if (issue) return;
      setBusy(true);
      try {
        await adapter.sendCode(email.trim());
        notifySuccess(t('auth.reset.codeSent'), t('auth.reset.successTitle'));
        setStage('confirm');
      } catch (error) {
        notifyError(errorText(error, 'sendFailed'), t('auth.reset.errorTitle'));
      } finally {
        setBusy(false);
      }
      return;
    }
    const issue = validateResetConfirm({ email, code, newPassword });
    setProblem(issue ? { field: issue === 'invalidEmail' ? 'email' : issue === 'passwordTooShort' ? 'newPassword' : 'code', message: t(`auth.reset.${issue}`) } : null);
    if (issue) return;
    setBusy(true);
    try {
      await adapter.confirm(email.trim(), code.trim(), newPassword);
      notifySuccess(t('auth.reset.done'), t('auth.reset.successTitle'));
      navigate(loginPath(redirectTo), { replace: true, state: { signedOut: true } });
    } catch (error) {
      notifyError(errorText(error, 'failed'), t('auth.reset.errorTitle'));
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: Field) => (problem?.field === field ? problem.message : undefined);

  return (
    <AuthCard title={t('auth.resetPassword')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Text c="dimmed" size="sm">
            {t(stage === 'request' ? 'auth.reset.stage1' : 'auth.reset.stage2')}
          </Text>
          <TextInput
            label={t('auth.reset.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            readOnly={stage === 'confirm'}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errorOf('email')}
          />
          {stage === 'confirm' && (
            <>
              <TextInput
                label={t('auth.reset.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                error={errorOf('code')}
              />
              <PasswordInput
                label={t('auth.reset.newPassword')}
                autoComplete="new-password"
                required
                value={newPassword}
                onChange={(e) => setNewPassword(e.currentTarget.value)}
                error={errorOf('newPassword')}
              />
            </>
          )}
          <Button type="submit" fullWidth disabled={busy}>
            {busy ? t('auth.reset.processing') : t(stage === 'request' ? 'auth.reset.sendCode' : 'auth.reset.submit')}
          </Button>
          <Anchor component={Link} to={loginPath(redirectTo)} ta="center" size="sm">
            {t('auth.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

/**
 * /auth/reset-password and /auth/forgot-password: with a Cognito profile the card above calls the
 * pool's ForgotPassword / ConfirmForgotPassword; otherwise the embedded provider's own page.
 */
export function ResetPasswordPage({ page }: { page: Extract<ProviderPage, 'reset-password' | 'forgot-password'> }) {
  const adapter = useMemo(() => cognitoPasswordResetFromEnv(getRuntimeConfig().env), []);
  return adapter ? <ResetPasswordCard adapter={adapter} /> : <ProviderRedirect page={page} />;
}
