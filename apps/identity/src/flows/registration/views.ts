/** The registration form and the e-mail confirmation form (six-digit code, resend). */
import type { FieldErrors } from '../../validation.js';
import { languageLinksFor, targetFields } from '../../http.js';
import type { Notice, Page } from '../../page.js';
import type { UnitChoice } from '../../registration.js';
import { esc, field, formPage } from '../../views.js';

/**
 * The organisational unit: a select of the tenant's units (listed once the e-mail says which
 * tenant; `units` when the page already knows) with a search box that narrows it. Without
 * JavaScript the list fills after the first submit.
 */
function unitPicker(p: Page, units: readonly UnitChoice[], value: string | undefined, error: string | undefined): string {
  const { t } = p;
  const describedBy = ['organizationalUnitId-hint', error ? 'organizationalUnitId-error' : ''].filter(Boolean).join(' ');
  const options = units.map((u) => `<option value="${esc(u.id)}"${u.id === value ? ' selected' : ''}>${esc(u.name)}</option>`).join('');
  return `<div class="field" id="unit-field">
      <label for="organizationalUnitId">${esc(t('register.unit'))}<span class="opt">(${esc(t('common.optional'))})</span></label>
      <input type="search" id="unitSearch" class="unit-search" autocomplete="off" aria-label="${esc(t('register.unitSearch'))}" placeholder="${esc(t('register.unitSearch'))}" aria-controls="organizationalUnitId">
      <select id="organizationalUnitId" name="organizationalUnitId" aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''}>
        <option value="">${esc(t('register.unitNone'))}</option>${options}
      </select>
      <div class="field-hint" id="organizationalUnitId-hint">${esc(t('register.unitHint'))}</div>
      ${error ? `<div class="field-error" id="organizationalUnitId-error">${esc(error)}</div>` : ''}
    </div>`;
}

/**
 * Loads the units of the e-mail's tenant when the e-mail changes and narrows the list to the
 * search text (a single match is chosen).
 */
const unitScript = `(function(){var email=document.getElementById('email'),sel=document.getElementById('organizationalUnitId'),search=document.getElementById('unitSearch');
if(!email||!sel||!search)return;var units=[].slice.call(sel.options,1).map(function(o){return {id:o.value,name:o.text};});var asked=email.value.trim().toLowerCase();
function render(){var q=search.value.trim().toLowerCase(),cur=sel.value;while(sel.options.length>1)sel.remove(1);
units.forEach(function(u){if(q&&u.name.toLowerCase().indexOf(q)<0)return;var o=new Option(u.name,u.id);o.selected=u.id===cur;sel.add(o);});
if(q&&!sel.value&&sel.options.length===2)sel.selectedIndex=1;}
function load(){var v=email.value.trim().toLowerCase();if(v===asked)return;asked=v;if(!/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(v)){units=[];render();return;}
fetch('/register/units?email='+encodeURIComponent(v),{headers:{accept:'application/json'}}).then(function(r){return r.ok?r.json():{units:[]};}).then(function(d){if(asked!==v)return;units=d.units||[];render();}).catch(function(){});}
email.addEventListener('change',load);email.addEventListener('blur',load);search.addEventListener('input',render);
search.addEventListener('keydown',function(e){if(e.key==='Enter'){e.preventDefault();sel.focus();}});
if(asked&&units.length===0){asked='';load();}})();`;

export function registerForm(
  p: Page,
  path: string,
  o: { values?: Record<string, string | undefined>; units?: readonly UnitChoice[]; errors?: FieldErrors; notices?: Notice[] } = {},
): string {
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
      unitPicker(p, o.units ?? [], o.values?.organizationalUnitId, o.errors?.organizationalUnitId),
      field({ name: 'teamName', label: t('register.teamName'), optionalLabel: t('common.optional'), value: o.values?.teamName, error: o.errors?.teamName }),
    ].join('\n'),
    script: unitScript,
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
