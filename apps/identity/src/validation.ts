/**
 * The form rules as zod schemas, shared by every identity page. Each message is
 * a dictionary key (i18n.ts), translated when the page is rendered, so en and de stay in one place.
 */
import { z } from 'zod';
import { MESSAGES, type MessageKey, type Translate } from './i18n.js';

const key = (k: MessageKey) => ({ error: k });

/** Trimmed, lower-cased, a valid e-mail address (at most 254 characters). */
export const emailField = z
  .string(key('validation.email'))
  .trim()
  .toLowerCase()
  .max(254, key('validation.email'))
  .pipe(z.email(key('validation.email')));

export const passwordField = z
  .string(key('validation.passwordMin'))
  .min(8, key('validation.passwordMin'))
  .max(256, key('validation.passwordMax'));

const optionalText = (max: number, k: MessageKey) =>
  z
    .string()
    .trim()
    .max(max, key(k))
    .optional()
    .transform((v) => (v ? v : undefined));

/** Spec: login: email valid, password at least 8. */
export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, key('error.passwordRequired')).min(8, key('validation.passwordMin')),
});

/**
 * Spec: registration: email valid; password >= 8; firstName >= 2; lastName >= 2; the
 * organisational unit (picked from the tenant's list, the spec's teamId) and teamName optional.
 */
export const registrationSchema = z.object({
  email: emailField,
  password: passwordField,
  firstName: z.string(key('validation.firstNameMin')).trim().min(2, key('validation.firstNameMin')).max(100, key('validation.nameMax')),
  lastName: z.string(key('validation.lastNameMin')).trim().min(2, key('validation.lastNameMin')).max(100, key('validation.nameMax')),
  organizationalUnitId: optionalText(100, 'register.unitUnknown'),
  teamName: optionalText(100, 'validation.teamMax'),
});
export type Registration = z.infer<typeof registrationSchema>;

const sixDigits = z
  .string(key('validation.codeRequired'))
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().min(1, key('validation.codeRequired')).regex(/^\d{6}$/, key('validation.codeFormat')));

/** /register/confirm */
export const confirmSchema = z.object({ email: emailField, code: sixDigits });

/** Reset stage one: email valid ('Please enter a valid email address'). */
export const resetRequestSchema = z.object({ email: emailField });

/**
 * Reset stage two: code and newPassword both required ('Verification code and new password are
 * required'); newPassword at least 8 characters.
 */
export const resetConfirmSchema = z
  .object({ email: emailField, code: z.string().optional().default(''), newPassword: z.string().optional().default('') })
  .superRefine((v, ctx) => {
    if (!v.code.trim() || !v.newPassword) {
      ctx.addIssue({ code: 'custom', path: [v.code.trim() ? 'newPassword' : 'code'], message: 'validation.codeAndPasswordRequired' });
      return;
    }
    if (v.newPassword.length < 8) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'validation.passwordMin' });
    else if (v.newPassword.length > 256) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'validation.passwordMax' });
  })
  .transform((v) => ({ ...v, code: v.code.replace(/\s+/g, '') }));

/** The new-password challenge: 'New password is required.', then at least 8 characters. */
export const newPasswordSchema = z.object({
  newPassword: z.string().optional().default('').pipe(z.string().min(1, key('validation.newPasswordRequired')).min(8, key('validation.passwordMin')).max(256, key('validation.passwordMax'))),
});

/** A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx). */
export const mfaCodeSchema = z.object({
  code: z
    .string()
    .optional()
    .default('')
    .transform((s) => s.trim())
    .pipe(z.string().min(1, key('validation.mfaCodeRequired')).max(32, key('mfa.invalidCode'))),
});

export type FieldErrors<T extends string = string> = Partial<Record<T, string>>;

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; first: string };

/**
 * Parses form input with a schema; on failure gives the translated message of the first issue of
 * each field (and the very first message, for a banner).
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown, t: Translate): Validated<z.infer<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  let first = '';
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    const text = issue.message in MESSAGES.en ? t(issue.message as MessageKey) : t('error.badRequest');
    if (!first) first = text;
    if (!(field in errors)) errors[field] = text;
  }
  return { ok: false, errors, first };
}

/** Form data of a POST as a plain object (only the listed fields; missing ones are undefined). */
export function pick(form: URLSearchParams, fields: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(fields.map((f) => [f, form.get(f) ?? undefined]));
}
