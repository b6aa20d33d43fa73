import { describe, expect, it } from 'vitest';
import { translator, type Locale } from '../src/i18n.js';
import {
  confirmSchema,
  loginSchema,
  mfaCodeSchema,
  newPasswordSchema,
  registrationSchema,
  resetConfirmSchema,
  resetRequestSchema,
  validate,
} from '../src/validation.js';

const valid = { email: 'new.person@example.com', password: 'long-enough', firstName: 'Jo', lastName: 'Do' };

/** Every message of the shared schemas, in both languages. */
const EXPECTED: Record<Locale, Record<string, string>> = {
  en: {
    email: 'Please enter a valid email address',
    password: 'Password must be at least 8 characters',
    firstName: 'First name must be at least 2 characters',
    lastName: 'Last name must be at least 2 characters',
    codeAndPassword: 'Verification code and new password are required',
    newPassword: 'New password is required.',
    passwordRequired: 'Password is required',
    code: 'Please enter the 6-digit code',
    codeFormat: 'The code consists of 6 digits',
    mfa: 'Please enter the code from your authenticator app or a recovery code',
  },
  de: {
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    password: 'Das Passwort muss mindestens 8 Zeichen lang sein',
    firstName: 'Der Vorname muss mindestens 2 Zeichen lang sein',
    lastName: 'Der Nachname muss mindestens 2 Zeichen lang sein',
    codeAndPassword: 'Bestätigungscode und neues Passwort sind erforderlich',
    newPassword: 'Ein neues Passwort ist erforderlich.',
    passwordRequired: 'Passwort ist erforderlich',
    code: 'Bitte geben Sie den 6-stelligen Code ein',
    codeFormat: 'Der Code besteht aus 6 Ziffern',
    mfa: 'Bitte geben Sie den Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein',
  },
};

describe.each(['en', 'de'] as const)('validation messages (%s)', (locale) => {
  const t = translator(locale);
  const m = EXPECTED[locale];
  const errorsOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
    const v = validate(schema, input, t);
    return v.ok ? {} : v.errors;
  };

  it('registration: email, password >= 8, first and last name >= 2, team optional', () => {
    const ok = validate(registrationSchema, { ...valid, email: '  New.Person@Example.COM ', organizationalUnitId: '', teamName: ' ' }, t);
    expect(ok).toMatchObject({ ok: true, data: { email: 'new.person@example.com', organizationalUnitId: undefined, teamName: undefined } });
    expect(errorsOf(registrationSchema, { ...valid, email: 'not-an-email' })).toEqual({ email: m.email });
    expect(errorsOf(registrationSchema, { ...valid, email: undefined })).toEqual({ email: m.email });
    expect(errorsOf(registrationSchema, { ...valid, password: '1234567' })).toEqual({ password: m.password });
    expect(errorsOf(registrationSchema, { ...valid, firstName: 'J' })).toEqual({ firstName: m.firstName });
    expect(errorsOf(registrationSchema, { ...valid, firstName: ' J ' })).toEqual({ firstName: m.firstName });
    expect(errorsOf(registrationSchema, { ...valid, lastName: '' })).toEqual({ lastName: m.lastName });
    expect(errorsOf(registrationSchema, {})).toEqual({ email: m.email, password: m.password, firstName: m.firstName, lastName: m.lastName });
    expect(validate(registrationSchema, { ...valid, organizationalUnitId: 'ou-rnd', teamName: 'R&D' }, t)).toMatchObject({ ok: true, data: { organizationalUnitId: 'ou-rnd', teamName: 'R&D' } });
  });

  it('login: email valid, password required and >= 8', () => {
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: '12345678' })).toEqual({});
    expect(errorsOf(loginSchema, { email: 'nope', password: '12345678' })).toEqual({ email: m.email });
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: '' })).toEqual({ password: m.passwordRequired });
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: 'short' })).toEqual({ password: m.password });
  });

  it('password reset: stage one e-mail; stage two code + new password required, >= 8', () => {
    expect(errorsOf(resetRequestSchema, { email: 'x' })).toEqual({ email: m.email });
    expect(errorsOf(resetRequestSchema, { email: 'x@example.com' })).toEqual({});
    expect(errorsOf(resetConfirmSchema, { email: 'x@example.com', code: '', newPassword: 'long-enough' })).toEqual({ code: m.codeAndPassword });
    expect(errorsOf(resetConfirmSchema, { email: 'x@example.com', code: '123456', newPassword: '' })).toEqual({ newPassword: m.codeAndPassword });
    expect(errorsOf(resetConfirmSchema, { email: 'x@example.com' })).toEqual({ code: m.codeAndPassword });
    expect(errorsOf(resetConfirmSchema, { email: 'x@example.com', code: '123456', newPassword: 'short' })).toEqual({ newPassword: m.password });
    expect(validate(resetConfirmSchema, { email: 'x@example.com', code: '123 456', newPassword: 'long-enough' }, t)).toMatchObject({ ok: true, data: { code: '123456' } });
  });

  it('new password required; confirmation and MFA codes', () => {
    expect(errorsOf(newPasswordSchema, { newPassword: '' })).toEqual({ newPassword: m.newPassword });
    expect(errorsOf(newPasswordSchema, {})).toEqual({ newPassword: m.newPassword });
    expect(errorsOf(newPasswordSchema, { newPassword: 'short' })).toEqual({ newPassword: m.password });
    expect(errorsOf(confirmSchema, { email: 'x@example.com', code: '' })).toEqual({ code: m.code });
    expect(errorsOf(confirmSchema, { email: 'x@example.com', code: '12a456' })).toEqual({ code: m.codeFormat });
    expect(errorsOf(confirmSchema, { email: 'x@example.com', code: ' 123 456 ' })).toEqual({});
    expect(errorsOf(mfaCodeSchema, { code: '  ' })).toEqual({ code: m.mfa });
  });
});
