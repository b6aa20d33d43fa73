/** The two-stage reset form: stage 1 asks for the e-mail, stage 2 for the code and the new password. */
import { languageLinksFor, targetFields } from '../../http.js';
import type { Notice, Page } from '../../page.js';
import type { FieldErrors } from '../../validation.js';
import { esc, field, formPage } from '../../views.js';

export function resetForm(p: Page, stage: 1 | 2, o: { email?: string; errors?: FieldErrors; notices?: Notice[] } = {}): string {
  const { t, target, locale } = p;
  return formPage({
    locale,
    t,
    nonce: p.nonce,
    pageTitle: t('reset.pageTitle'),
    title: t('reset.title'),
    subtitle: stage === 1 ? t('reset.stage1') : t('reset.stage2'),
    back: p.back,
    notices: o.notices,
    action: '/forgot-password',
    hidden: { ...targetFields(target), stage: stage === 1 ? 'request' : 'reset', ...(stage === 2 ? { email: o.email ?? '' } : {}) },
    languageLinks: languageLinksFor('/forgot-password', target),
    fields:
      stage === 1
        ? field({ name: 'email', type: 'email', label: t('reset.email'), required: true, autocomplete: 'email', value: o.email, error: o.errors?.email, autofocus: true })
        : [
            `<p class="field-hint" data-testid="reset-email">${esc(o.email ?? '')}</p>`,
            field({ name: 'code', label: t('reset.code'), required: true, inputmode: 'numeric', maxlength: 7, autocomplete: 'one-time-code', error: o.errors?.code, autofocus: true }),
            field({ name: 'newPassword', type: 'password', label: t('reset.newPassword'), required: true, minlength: 8, autocomplete: 'new-password', error: o.errors?.newPassword }),
          ].join('\n'),
    submit: { label: stage === 1 ? t('reset.sendCode') : t('reset.submit'), busyLabel: t('common.processing') },
    after:
      stage === 2
        ? `<form method="post" action="/forgot-password" class="footer-links" data-busy>
    <input type="hidden" name="lng" value="${locale}"><input type="hidden" name="stage" value="request">${Object.entries({ ...targetFields(target), email: o.email ?? '' })
      .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
      .join('')}
    <button type="submit" class="linkbtn" id="resend" data-busy-label="${esc(t('common.processing'))}">${esc(t('reset.resend'))}</button>
  </form>`
        : '',
  });
}
