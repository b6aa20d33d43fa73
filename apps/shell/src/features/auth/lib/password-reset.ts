/**
 * Password reset: one interface, two adapters. The embedded provider
 * serves its own two-stage page (the shell only navigates there); Amazon Cognito is called
 * directly (ForgotPassword sends a code, ConfirmForgotPassword sets the new password).
 */
export interface PasswordResetAdapter {
  /** Stage one: mails a verification code. Resolves also for unknown e-mails (never reveals accounts). */
  sendCode(email: string): Promise<void>;
  /** Stage two: the code and the new password. */
  confirm(email: string, code: string, newPassword: string): Promise<void>;
}

export type PasswordResetErrorCode =
  | 'CODE_MISMATCH'
  | 'EXPIRED_CODE'
  | 'LIMIT_EXCEEDED'
  | 'INVALID_PASSWORD'
  | 'SEND_FAILED'
  | 'RESET_FAILED'
  | 'NETWORK';

/** English texts of the error codes (fallbacks; the shell shows its translations). */
export const PASSWORD_RESET_MESSAGES: Record<PasswordResetErrorCode, string> = {
  CODE_MISMATCH: 'Invalid verification code provided, please try again.',
  EXPIRED_CODE: 'Invalid code provided, please request a code again.',
  LIMIT_EXCEEDED: 'Attempt limit exceeded, please try after some time.',
  INVALID_PASSWORD: 'Password does not conform to policy',
  SEND_FAILED: 'Failed to send verification code',
  RESET_FAILED: 'Failed to reset password',
  NETWORK: 'Network error',
};

export class PasswordResetError extends Error {
  constructor(
    public readonly code: PasswordResetErrorCode,
    /** The provider's own message, when it is safe to show (e.g. the password policy). */
    public readonly providerMessage?: string,
  ) {
    super(providerMessage ?? PASSWORD_RESET_MESSAGES[code]);
    this.name = 'PasswordResetError';
  }
}

// ---- validation, message keys shared by the shell's en/de texts ----

export const RESET_VALIDATION_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters',
  codeAndPasswordRequired: 'Verification code and new password are required',
} as const;
export type ResetValidationKey = keyof typeof RESET_VALIDATION_MESSAGES;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Stage one: a valid e-mail. */
export function validateResetRequest(email: string): ResetValidationKey | null {
  return EMAIL.test(email.trim()) ? null : 'invalidEmail';
}

/** Stage two: code and new password both given, the password at least 8 characters. */
export function validateResetConfirm(input: { email: string; code: string; newPassword: string }): ResetValidationKey | null {
  const emailIssue = validateResetRequest(input.email);
  if (emailIssue) return emailIssue;
  if (!input.code.trim() || !input.newPassword) return 'codeAndPasswordRequired';
  if (input.newPassword.length < 8) return 'passwordTooShort';
  return null;
}

// ---- embedded provider ----

export type ProviderPage = 'register' | 'signup' | 'reset-password' | 'forgot-password';

/**
 * The provider's own credential page: `${authority}/<page>?lng=..&redirectTo=..` (redirectTo is a
 * portal path; the provider drops anything else).
 */
export function providerPageUrl(authority: string, page: ProviderPage, params: { lng: string; redirectTo?: string | null; email?: string }): string {
  const query = new URLSearchParams({ lng: params.lng });
  if (params.redirectTo) query.set('redirectTo', params.redirectTo);
  if (params.email) query.set('email', params.email);
  return `${authority.replace(/\/+$/, '')}/${page}?${query.toString()}`;
}

/**
 * The embedded provider's adapter: both stages live on the provider's /forgot-password page,
 * so each call navigates there (with the e-mail prefilled).
 */
export function createEmbeddedPasswordReset(options: {
  authority: string;
  lng: () => string;
  redirectTo?: string | null;
  navigate?: (url: string) => void;
}): PasswordResetAdapter {
  const go = (email?: string) => {
    const url = providerPageUrl(options.authority, 'forgot-password', { lng: options.lng(), redirectTo: options.redirectTo, email });
    (options.navigate ?? ((u: string) => window.location.replace(u)))(url);
  };
  return {
    async sendCode(email) {
      go(email);
    },
    async confirm(email) {
      go(email);
    },
  };
}

// ---- Amazon Cognito ----

export const COGNITO_TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

export interface CognitoPasswordResetOptions {
  region: string;
  clientId: string;
  /** Default https://cognito-idp.<region>.amazonaws.com/ */
  endpoint?: string;
  fetch?: typeof fetch;
}

/** The Cognito error type of an answer: `__type` (maybe `prefix#Name`) or the x-amzn-ErrorType header. */
export function cognitoErrorType(body: unknown, headers?: Headers): string | undefined {
  const raw = (body as { __type?: unknown } | null)?.__type ?? headers?.get('x-amzn-errortype') ?? undefined;
  if (typeof raw !== 'string' || !raw) return undefined;
  return raw.split('#').pop()!.split(':')[0];
}

const LIMIT_TYPES = new Set(['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException']);

/**
 * Calls the pool's API (JSON 1.1 protocol, unauthenticated operations): ForgotPassword with
 * { ClientId, Username } and ConfirmForgotPassword with { ClientId, Username, ConfirmationCode,
 * Password }. Cognito's error types map to the spec's messages; an unknown user is never revealed.
 */
export function createCognitoPasswordReset(options: CognitoPasswordResetOptions): PasswordResetAdapter {
  const endpoint = options.endpoint ?? `https://cognito-idp.${options.region}.amazonaws.com/`;
  const doFetch = options.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));

  async function call(operation: 'ForgotPassword' | 'ConfirmForgotPassword', body: Record<string, string>) {
    let res: Response;
    try {
      res = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `${COGNITO_TARGET_PREFIX}${operation}` },
        body: JSON.stringify({ ClientId: options.clientId, ...body }),
      });
    } catch {
      throw new PasswordResetError('NETWORK');
    }
    const payload = (await res.json().catch(() => null)) as { message?: string; Message?: string } | null;
    if (res.ok) return { ok: true as const };
    return { ok: false as const, type: cognitoErrorType(payload, res.headers), message: payload?.message ?? payload?.Message };
  }

  return {
    async sendCode(email) {
      const r = await call('ForgotPassword', { Username: email.trim() });
      if (r.ok) return;
      // Never reveal whether an account exists (nor whether it has a verified address).
      if (r.type === 'UserNotFoundException') return;
      if (r.type === 'InvalidParameterException' && /no registered\/verified|verified email|verified phone/i.test(r.message ?? '')) return;
      if (r.type && LIMIT_TYPES.has(r.type)) throw new PasswordResetError('LIMIT_EXCEEDED');
      throw new PasswordResetError('SEND_FAILED');
    },
    async confirm(email, code, newPassword) {
      const r = await call('ConfirmForgotPassword', { Username: email.trim(), ConfirmationCode: code.trim(), Password: newPassword });
      if (r.ok) return;
      switch (r.type) {
        case 'CodeMismatchException':
        case 'UserNotFoundException': // same answer as a wrong code: never reveal
          throw new PasswordResetError('CODE_MISMATCH');
        case 'ExpiredCodeException':
          throw new PasswordResetError('EXPIRED_CODE');
        case 'InvalidPasswordException':
          throw new PasswordResetError('INVALID_PASSWORD', r.message);
        default:
          if (r.type && LIMIT_TYPES.has(r.type)) throw new PasswordResetError('LIMIT_EXCEEDED');
          throw new PasswordResetError('RESET_FAILED');
      }
    },
  };
}

/** The Cognito adapter for the portal's env, or null without a Cognito profile. */
export function cognitoPasswordResetFromEnv(
  env: { AWS_COGNITO_USER_POOL_ID?: string; AWS_COGNITO_CLIENT_ID?: string; AWS_COGNITO_REGION?: string },
  fetchImpl?: typeof fetch,
): PasswordResetAdapter | null {
  if (!env.AWS_COGNITO_USER_POOL_ID || !env.AWS_COGNITO_CLIENT_ID) return null;
  // A pool id is `<region>_<id>`.
  const region = env.AWS_COGNITO_REGION || env.AWS_COGNITO_USER_POOL_ID.split('_')[0];
  if (!region) return null;
  return createCognitoPasswordReset({ region, clientId: env.AWS_COGNITO_CLIENT_ID, fetch: fetchImpl });
}
