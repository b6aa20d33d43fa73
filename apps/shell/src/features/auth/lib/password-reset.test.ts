import { describe, expect, it, vi } from 'vitest';
import {
  cognitoErrorType,
  cognitoPasswordResetFromEnv,
  createCognitoPasswordReset,
  createEmbeddedPasswordReset,
  PasswordResetError,
  providerPageUrl,
  validateResetConfirm,
  validateResetRequest,
} from './password-reset';
import {
  COGNITO_CLIENT_ID,
  COGNITO_REGION,
  cognitoErrors,
  confirmForgotPasswordRequest,
  confirmForgotPasswordResponse,
  forgotPasswordRequest,
  forgotPasswordResponse,
} from './fixtures/cognito';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/x-amz-json-1.1', ...headers } });

function fakeFetch(answer: () => Response) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer());
}

const adapter = (f: ReturnType<typeof fakeFetch>) => createCognitoPasswordReset({ region: COGNITO_REGION, clientId: COGNITO_CLIENT_ID, fetch: f as unknown as typeof fetch });

function sent(f: ReturnType<typeof fakeFetch>) {
  const [url, init] = f.mock.calls[0]!;
  return { url: String(url), method: init?.method, headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) as unknown };
}

describe('Cognito password reset adapter', () => {
  it('ForgotPassword: POST to the regional endpoint with the JSON 1.1 headers and { ClientId, Username }', async () => {
    const f = fakeFetch(() => json(forgotPasswordResponse.status, forgotPasswordResponse.body));
    await adapter(f).sendCode(' ada@example.com ');
    const req = sent(f);
    expect(req.url).toBe('https://cognito-idp.eu-central-1.amazonaws.com/');
    expect(req.method).toBe('POST');
    expect(req.headers).toEqual(forgotPasswordRequest.headers);
    expect(req.body).toEqual(forgotPasswordRequest.body);
  });

  it('ConfirmForgotPassword: { ClientId, Username, ConfirmationCode, Password }', async () => {
    const f = fakeFetch(() => json(confirmForgotPasswordResponse.status, confirmForgotPasswordResponse.body));
    await adapter(f).confirm('ada@example.com', ' 123456 ', 'N3w-Passw0rd!');
    const req = sent(f);
    expect(req.headers).toEqual(confirmForgotPasswordRequest.headers);
    expect(req.body).toEqual(confirmForgotPasswordRequest.body);
  });

  it('never reveals an unknown user or one without a verified address', async () => {
    await expect(adapter(fakeFetch(() => json(400, cognitoErrors.UserNotFoundException))).sendCode('ghost@example.com')).resolves.toBeUndefined();
    await expect(adapter(fakeFetch(() => json(400, cognitoErrors.NoVerifiedEmail))).sendCode('ghost@example.com')).resolves.toBeUndefined();
    // at confirmation an unknown user looks like a wrong code
    await expect(adapter(fakeFetch(() => json(400, cognitoErrors.UserNotFoundException))).confirm('ghost@example.com', '1', 'Passw0rd!!')).rejects.toMatchObject({
      code: 'CODE_MISMATCH',
    });
  });

  it.each([
    ['CodeMismatchException', 'CODE_MISMATCH', 'Invalid verification code provided, please try again.'],
    ['ExpiredCodeException', 'EXPIRED_CODE', 'Invalid code provided, please request a code again.'],
    ['LimitExceededException', 'LIMIT_EXCEEDED', 'Attempt limit exceeded, please try after some time.'],
    ['InvalidPasswordException', 'INVALID_PASSWORD', 'Password does not conform to policy: Password must have symbol characters'],
    ['Prefixed', 'LIMIT_EXCEEDED', 'Attempt limit exceeded, please try after some time.'],
    ['InternalErrorException', 'RESET_FAILED', 'Failed to reset password'],
  ] as const)('confirm maps %s to %s', async (fixture, code, message) => {
    const f = fakeFetch(() => json(400, cognitoErrors[fixture]));
    const error = await adapter(f).confirm('ada@example.com', '123456', 'N3w-Passw0rd!').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PasswordResetError);
    expect(error).toMatchObject({ code, message });
  });

  it('sendCode: limits and other failures', async () => {
    await expect(adapter(fakeFetch(() => json(400, cognitoErrors.LimitExceededException))).sendCode('ada@example.com')).rejects.toMatchObject({ code: 'LIMIT_EXCEEDED' });
    await expect(adapter(fakeFetch(() => json(500, cognitoErrors.InternalErrorException))).sendCode('ada@example.com')).rejects.toMatchObject({
      code: 'SEND_FAILED',
      message: 'Failed to send verification code',
    });
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createCognitoPasswordReset({ region: 'eu-central-1', clientId: 'c', fetch: down as unknown as typeof fetch }).sendCode('a@b.de')).rejects.toMatchObject({
      code: 'NETWORK',
    });
  });

  it('reads the error type from __type or the x-amzn-ErrorType header', () => {
    expect(cognitoErrorType(cognitoErrors.Prefixed)).toBe('TooManyRequestsException');
    expect(cognitoErrorType({}, new Headers({ 'x-amzn-ErrorType': 'CodeMismatchException:http://internal.amazon.com/coral/' }))).toBe('CodeMismatchException');
    expect(cognitoErrorType(null)).toBeUndefined();
  });

  it('is built from the env only with a Cognito profile (region from the pool id)', async () => {
    expect(cognitoPasswordResetFromEnv({})).toBeNull();
    const f = fakeFetch(() => json(200, {}));
    await cognitoPasswordResetFromEnv({ AWS_COGNITO_USER_POOL_ID: 'eu-west-1_AbC123', AWS_COGNITO_CLIENT_ID: 'cid' }, f as unknown as typeof fetch)!.sendCode('a@b.de');
    expect(sent(f).url).toBe('https://cognito-idp.eu-west-1.amazonaws.com/');
    expect(sent(f).body).toEqual({ ClientId: 'cid', Username: 'a@b.de' });
  });
});

describe('embedded password reset adapter', () => {
  it("navigates to the provider's /forgot-password page with language, return path and e-mail", async () => {
    const navigate = vi.fn();
    const a = createEmbeddedPasswordReset({ authority: 'http://localhost:4001/', lng: () => 'de', redirectTo: '/app/ideas?x=1', navigate });
    await a.sendCode('ada@example.com');
    expect(navigate).toHaveBeenCalledWith('http://localhost:4001/forgot-password?lng=de&redirectTo=%2Fapp%2Fideas%3Fx%3D1&email=ada%40example.com');
  });

  it('providerPageUrl leaves redirectTo out when there is none', () => {
    expect(providerPageUrl('http://idp', 'register', { lng: 'en' })).toBe('http://idp/register?lng=en');
    expect(providerPageUrl('http://idp', 'signup', { lng: 'en', redirectTo: '/app' })).toBe('http://idp/signup?lng=en&redirectTo=%2Fapp');
  });
});

describe('reset validation', () => {
  it('stage one needs a valid e-mail', () => {
    expect(validateResetRequest('nope')).toBe('invalidEmail');
    expect(validateResetRequest('ada@example.com')).toBeNull();
  });
  it('stage two needs code and password, the password at least 8 characters', () => {
    expect(validateResetConfirm({ email: 'ada@example.com', code: '', newPassword: 'x' })).toBe('codeAndPasswordRequired');
    expect(validateResetConfirm({ email: 'ada@example.com', code: '123456', newPassword: '' })).toBe('codeAndPasswordRequired');
    expect(validateResetConfirm({ email: 'ada@example.com', code: '123456', newPassword: 'short' })).toBe('passwordTooShort');
    expect(validateResetConfirm({ email: 'ada@example.com', code: '123456', newPassword: 'long-enough' })).toBeNull();
  });
});
