/** Authenticator-app pages shared by the sign-in step and the account page. */
import type { Locale, Translate } from '../../i18n.js';
import { esc, field, formPage } from '../../views.js';

export const recoveryCodesList = (codes: string[]) =>
  `<ul class="codes" data-testid="recovery-codes">${codes.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>`;

/** The enrolment form: QR code (inline SVG data URL), the key for manual entry, the code field. */
export function mfaSetupPage(v: {
  locale: Locale;
  t: Translate;
  nonce: string;
  languageLinks: Record<Locale, string>;
  action: string;
  enrol: { secret: string; qrDataUrl: string };
  error?: string;
  required?: boolean;
  hidden?: Record<string, string>;
  after?: string;
  back?: { href: string; label: string };
  notices?: Array<{ kind: 'success' | 'error'; title: string; text: string }>;
}): string {
  const { t } = v;
  return formPage({
    locale: v.locale,
    t,
    nonce: v.nonce,
    languageLinks: v.languageLinks,
    back: v.back,
    notices: v.notices,
    pageTitle: t('mfaSetup.pageTitle'),
    title: t('mfaSetup.title'),
    subtitle: v.required ? t('mfaSetup.required') : undefined,
    before: `<p>${esc(t('mfaSetup.scan'))}</p>
  <img class="qr" src="${esc(v.enrol.qrDataUrl)}" alt="${esc(t('mfaSetup.qrAlt'))}" width="200" height="200" data-testid="mfa-qr">
  <p class="field-hint">${esc(t('mfaSetup.manual'))}</p>
  <p class="secret" data-testid="mfa-secret">${esc(v.enrol.secret)}</p>`,
    action: v.action,
    hidden: v.hidden,
    fields: field({ name: 'code', label: t('mfa.code'), required: true, autocomplete: 'one-time-code', inputmode: 'numeric', pattern: '[0-9 ]{6,7}', maxlength: 7, error: v.error, autofocus: true }),
    submit: { label: t('mfaSetup.submit'), busyLabel: t('common.processing') },
    after: v.after,
  });
}
