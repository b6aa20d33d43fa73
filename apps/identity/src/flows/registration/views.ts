/** The registration form and the e-mail confirmation form (six-digit code, resend). */
import type { FieldErrors } from '../../validation.js';
import { languageLinksFor, targetFields } from '../../http.js';
import type { Notice, Page } from '../../page.js';
import { esc, field, formPage } from '../../views.js';

export function registerForm(p: Page, path: string, o: { values?: Record<string, string | undefined>; errors?: FieldErrors; notices?: Notice[] } = {}): string {
  const { t, target } = p;
  return formPage({
    locale: p.locale,
    t,
    nonce: p.nonce,
    pageTitle: t('register.pageTitle'),
    title: t('register.title'),
    subtitle: t('register.subtitle'),
    back: p.back,
    notices: o.notices,
    action: '/register',
    hidden: targetFields(target),
    languageLinks: languageLinksFor(path, target),
    fields: [
      field({ name: 'email', type: 'email', label: t('register.email'), required: true, autocomplete: 'email', value: o.values?.email, error: o.errors?.email, autofocus: !o.values?.email }),
      field({ name: 'password', type: 'password', label: t('register.password'), required: true, minlength: 8, autocomplete: 'new-password', hint: t('register.passwordHint'), error: o.errors?.password }),
      `<div class="row2">${field({ name: 'firstName', label: t('register.firstName'), required: true, minlength: 2, autocomplete: 'given-name', value: o.values?.firstName, error: o.errors?.firstName })}${field({ name: 'lastName', label: t('register.lastName'), required: true, minlength: 2, autocomplete: 'family-name', value: o.values?.lastName, error: o.errors?.lastName })}</div>`,
      `<div class="row2">${field({ name: 'teamId', label: t('register.teamId'), optionalLabel: t('common.optional'), value: o.values?.teamId, error: o.errors?.teamId })}${field({ name: 'teamName', label: t('register.teamName'), optionalLabel: t('common.optional'), value: o.values?.teamName, error: o.errors?.teamName })}</div>`,
    ].join('\n'),
    submit: { label: t('register.submit'), busyLabel: t('common.processing') },
    after: `<p class="footer-links">${esc(t('register.haveAccount'))} <a href="${esc(p.back.href)}">${esc(t('register.signIn'))}</a></p>`,
  });
}

export function confirmForm(p: Page, email: string, o: { errors?: FieldErrors; notices?: Notice[] } = {}): string {
  const { t, target, locale } = p;
  return formPage({
    locale,
    t,
    nonce: p.nonce,
    pageTitle: t('confirm.pageTitle'),
    title: t('confirm.title'),
    subtitle: email ? t('confirm.subtitle', { email }) : undefined,
    back: p.back,
    notices: o.notices,
    action: '/register/confirm',
    hidden: { ...targetFields(target), ...(email ? { email } : {}) },
    languageLinks: languageLinksFor('/register/confirm', target, email ? { email } : {}),
    fields: [
      email ? '' : field({ name: 'email', type: 'email', label: t('register.email'), required: true, autocomplete: 'email', error: o.errors?.email }),
      field({ name: 'code', label: t('confirm.code'), required: true, inputmode: 'numeric', pattern: '[0-9 ]{6,7}', maxlength: 7, autocomplete: 'one-time-code', error: o.errors?.code, autofocus: true }),
    ].join('\n'),
    submit: { label: t('confirm.submit'), busyLabel: t('common.processing') },
    after: email
      ? `<form method="post" action="/register/resend" class="footer-links" data-busy>
    <input type="hidden" name="lng" value="${locale}">${Object.entries({ ...targetFields(target), email })
      .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
      .join('')}
    <button type="submit" class="linkbtn" id="resend" data-busy-label="${esc(t('common.processing'))}">${esc(t('confirm.resend'))}</button>
  </form>`
      : '',
  });
}
