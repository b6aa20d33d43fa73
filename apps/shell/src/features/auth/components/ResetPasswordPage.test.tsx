import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifyError, notifySuccess } from '@idea-portal/ui';
import { setRuntimeConfig } from '@idea-portal/platform';
import { PasswordResetError, type PasswordResetAdapter } from '../lib/password-reset';
import { renderRoutes, setupI18n } from '../../../test/render';
import { ResetPasswordCard, ResetPasswordPage } from './ResetPasswordPage';

vi.mock('@idea-portal/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@idea-portal/ui')>()),
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
}));

function fakeAdapter(over: { sendCode?: PasswordResetAdapter['sendCode']; confirm?: PasswordResetAdapter['confirm'] } = {}) {
  return {
    sendCode: vi.fn<PasswordResetAdapter['sendCode']>(over.sendCode ?? (async () => {})),
    confirm: vi.fn<PasswordResetAdapter['confirm']>(over.confirm ?? (async () => {})),
  };
}

function renderCard(adapter: PasswordResetAdapter, path = '/auth/reset-password?redirectTo=%2Fapp%2Fideas') {
  return renderRoutes(
    [
      { path: '/auth/reset-password', element: <ResetPasswordCard adapter={adapter} /> },
      { path: '/auth/login', element: <p>Login page</p> },
    ],
    path,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe("Cognito profile: the shell's two-stage 'Reset Password' card", () => {
  beforeEach(() => setupI18n('en'));
  afterEach(() => vi.clearAllMocks());

  it('stage one sends the code; stage two resets and goes back to login', async () => {
    const adapter = fakeAdapter();
    const { router } = renderCard(adapter);
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/auth/login?redirectTo=%2Fapp%2Fideas');
    type('Email', 'ada@example.com');
    click('Send Verification Code');
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Verification code has been sent to your email', 'Success'));
    expect(adapter.sendCode).toHaveBeenCalledWith('ada@example.com');

    type('Verification code', '123456');
    type('New password', 'N3w-Passw0rd!');
    click('Reset Password');
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Password has been reset successfully', 'Success'));
    expect(adapter.confirm).toHaveBeenCalledWith('ada@example.com', '123456', 'N3w-Passw0rd!');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?redirectTo=%2Fapp%2Fideas');
  });

  it("'Processing...' and disabled while busy", async () => {
    let release = () => {};
    const adapter = fakeAdapter({ sendCode: vi.fn(() => new Promise<void>((r) => (release = r))) });
    renderCard(adapter);
    type('Email', 'ada@example.com');
    click('Send Verification Code');
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    await screen.findByRole('button', { name: 'Reset Password' });
  });

  it('validation messages (en)', async () => {
    renderCard(fakeAdapter());
    type('Email', 'not-an-email');
    click('Send Verification Code');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    type('Email', 'ada@example.com');
    click('Send Verification Code');
    await screen.findByRole('button', { name: 'Reset Password' });
    click('Reset Password');
    expect(await screen.findByText('Verification code and new password are required')).toBeTruthy();
    type('Verification code', '123456');
    type('New password', 'short');
    click('Reset Password');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
  });

  it('validation messages and notifications (de)', async () => {
    await setupI18n('de');
    const adapter = fakeAdapter({ confirm: vi.fn(async () => Promise.reject(new PasswordResetError('CODE_MISMATCH'))) });
    renderCard(adapter);
    type('E-Mail', 'kein');
    click('Bestätigungscode senden');
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeTruthy();
    type('E-Mail', 'ada@example.com');
    click('Bestätigungscode senden');
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Der Bestätigungscode wurde an Ihre E-Mail-Adresse gesendet', 'Erfolg'));
    click('Passwort zurücksetzen');
    expect(await screen.findByText('Bestätigungscode und neues Passwort sind erforderlich')).toBeTruthy();
    type('Bestätigungscode', '1');
    type('Neues Passwort', 'kurz');
    click('Passwort zurücksetzen');
    expect(await screen.findByText('Das Passwort muss mindestens 8 Zeichen lang sein')).toBeTruthy();
    type('Neues Passwort', 'lang-genug-1');
    click('Passwort zurücksetzen');
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Ungültiger Bestätigungscode, bitte versuchen Sie es erneut.', 'Fehler'));
  });

  it("errors: the provider's message or the spec's fallbacks, titled 'Error'", async () => {
    const adapter = fakeAdapter({
      sendCode: vi.fn(async () => Promise.reject(new Error('boom'))),
    });
    renderCard(adapter);
    type('Email', 'ada@example.com');
    click('Send Verification Code');
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to send verification code', 'Error'));
    // still stage one
    expect(screen.getByRole('button', { name: 'Send Verification Code' })).toBeTruthy();

    adapter.sendCode.mockResolvedValue(undefined);
    click('Send Verification Code');
    await screen.findByRole('button', { name: 'Reset Password' });
    type('Verification code', '123456');
    type('New password', 'N3w-Passw0rd!');
    adapter.confirm.mockRejectedValueOnce(new PasswordResetError('INVALID_PASSWORD', 'Password does not conform to policy: Password must have symbol characters'));
    click('Reset Password');
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Password does not conform to policy: Password must have symbol characters', 'Error'));
    adapter.confirm.mockRejectedValueOnce(new TypeError('x'));
    click('Reset Password');
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to reset password', 'Error'));
    adapter.confirm.mockRejectedValueOnce(new PasswordResetError('EXPIRED_CODE'));
    click('Reset Password');
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Invalid code provided, please request a code again.', 'Error'));
  });

  it('the route shows the card only with a Cognito profile', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    try {
      setRuntimeConfig({ env: { API_URL: 'http://api', OIDC_AUTHORITY: 'http://idp', OIDC_CLIENT_ID: 'c' }, remotes: {} });
      const { unmount } = renderRoutes([{ path: '/auth/*', element: <ResetPasswordPage page="reset-password" /> }], '/auth/reset-password');
      expect(screen.getByRole('heading', { name: 'Redirecting…' })).toBeTruthy();
      expect(replace).toHaveBeenCalledWith('http://idp/reset-password?lng=en');
      unmount();
      setRuntimeConfig({ env: { API_URL: 'http://api', AWS_COGNITO_USER_POOL_ID: 'eu-central-1_AbC123', AWS_COGNITO_CLIENT_ID: 'cid' }, remotes: {} });
      renderRoutes([{ path: '/auth/*', element: <ResetPasswordPage page="forgot-password" /> }], '/auth/forgot-password');
      expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Send Verification Code' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
