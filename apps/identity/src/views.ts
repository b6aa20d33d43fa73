import { MESSAGES, type Locale, type Translate } from './i18n.js';

/** Escapes text for HTML element content and double-quoted attributes. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Brand magenta and orange in shades with at least 4.5:1 on white (WCAG AA), as in the portal.
export const PRIMARY = '#d6007f';
export const TITLE = '#b84a00';

const styles = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f1f1f;background:#f3f4f6}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px 16px}
.card{width:100%;max-width:420px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.06);padding:32px}
h1{color:${TITLE};font-size:1.6rem;margin:0 0 4px;font-weight:700}
.subtitle{margin:0 0 24px;color:#5c5f66;font-size:.95rem}
.field{margin-bottom:16px}
label{display:block;font-weight:600;font-size:.9rem;margin-bottom:6px}
.req{color:#c92a2a;margin-left:2px}
input[type=email],input[type=password],input[type=text],input[type=search],select{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #ced4da;border-radius:8px;background:#fff;color:inherit}
input[type=email]:focus,input[type=password]:focus,input[type=text]:focus,input[type=search]:focus,select:focus{outline:2px solid ${PRIMARY};outline-offset:1px;border-color:${PRIMARY}}
input[aria-invalid=true],select[aria-invalid=true]{border-color:#c92a2a}
.unit-search{margin-bottom:6px}
.field-error{color:#c92a2a;font-size:.85rem;margin-top:4px}
.row{display:flex;align-items:center;justify-content:space-between;gap:12px;margin:4px 0 20px;flex-wrap:wrap}
.check{display:flex;align-items:center;gap:8px;font-weight:400;margin:0;cursor:pointer}
.check input{width:18px;height:18px;accent-color:${PRIMARY};margin:0}
a{color:${PRIMARY};text-decoration:none;font-weight:500}
a:hover{text-decoration:underline}
a:focus-visible,button:focus-visible,.check input:focus-visible{outline:2px solid ${PRIMARY};outline-offset:2px;border-radius:4px}
.btn{display:flex;align-items:center;justify-content:center;gap:8px;width:100%;padding:11px 16px;font-size:1rem;font-weight:600;border-radius:8px;border:1px solid transparent;cursor:pointer}
.btn-primary{background:${PRIMARY};color:#fff}
.btn-primary:hover{background:#b0006a}
.btn-primary[disabled]{opacity:.75;cursor:progress}
.btn-secondary{background:#fff;color:#1f1f1f;border-color:#ced4da}
.btn[disabled].btn-secondary{color:#5f666d;background:#f8f9fa;cursor:not-allowed}
.alert{border-radius:8px;padding:12px 14px;margin-bottom:20px;font-size:.95rem;background:#fff5f5;border:1px solid #ffc9c9;color:#a61e1e}
.alert strong{display:block;margin-bottom:2px}
.divider{display:flex;align-items:center;gap:12px;color:#5f666d;font-size:.85rem;margin:24px 0 16px}
.divider::before,.divider::after{content:"";flex:1;border-top:1px solid #dee2e6}
.social{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.hint{color:#5f666d;font-size:.8rem;margin:8px 0 0;text-align:center}
.footer-links{text-align:center;margin-top:24px;font-size:.9rem;color:#5c5f66}
.lang{margin-top:16px;font-size:.85rem;color:#5c5f66;text-align:center}
.lang a[aria-current=true]{font-weight:700;color:#1f1f1f}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);border:0}
.actions{display:grid;gap:12px;margin-top:20px}
.notice{border-radius:8px;padding:12px 14px;margin-bottom:20px;font-size:.95rem}
.notice strong{display:block;margin-bottom:2px}
.notice-success{background:#ebfbee;border:1px solid #b2f2bb;color:#1b6e2d}
.notice-error{background:#fff5f5;border:1px solid #ffc9c9;color:#a61e1e}
.field-hint{color:#5f666d;font-size:.8rem;margin-top:4px}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.opt{color:#5f666d;font-weight:400;font-size:.8rem;margin-left:4px}
.back{display:inline-block;margin-bottom:16px;font-size:.9rem}
.linkbtn{background:none;border:0;padding:0;color:${PRIMARY};font:inherit;font-weight:500;cursor:pointer}
.linkbtn:hover{text-decoration:underline}
.qr{display:block;margin:12px auto;width:200px;height:200px}
.secret{font-family:ui-monospace,Menlo,Consolas,monospace;word-break:break-all;background:#f8f9fa;padding:8px;border-radius:6px;text-align:center}
.codes{font-family:ui-monospace,Menlo,Consolas,monospace;columns:2;list-style:none;padding:0;margin:12px 0}
.codes li{padding:2px 0}
a.btn{text-decoration:none}
`;

/** The portal's icon (the shell's favicon.svg), inline: the sign-in page asks for no other file. */
const ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="13" r="9" fill="#ec008c"/><rect x="12" y="23" width="8" height="5" rx="1.5" fill="#ff6a00"/></svg>')}`;

export function layout(opts: { locale: Locale; title: string; nonce: string; body: string; script?: string; head?: string }): string {
  return `<!DOCTYPE html>
<html lang="${opts.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="${ICON}">
${opts.head ?? ''}
<title>${esc(opts.title)} | ${esc(MESSAGES[opts.locale]['app.name'])}</title>
<style nonce="${esc(opts.nonce)}">${styles}</style>
</head>
<body>
${opts.body}
${opts.script ? `<script nonce="${esc(opts.nonce)}">${opts.script}</script>` : ''}
</body>
</html>`;
}

const microsoftIcon = `<svg aria-hidden="true" width="18" height="18" viewBox="0 0 21 21"><rect x="1" y="1" width="9" height="9" fill="#f25022"/><rect x="11" y="1" width="9" height="9" fill="#7fba00"/><rect x="1" y="11" width="9" height="9" fill="#00a4ef"/><rect x="11" y="11" width="9" height="9" fill="#ffb900"/></svg>`;
const googleIcon = `<svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48"><path fill="#FFC107" d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z"/><path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"/><path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"/><path fill="#1976D2" d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"/></svg>`;

/** An upstream OpenID provider button ('Or continue with'). */
export interface SocialButton {
  id: string;
  name: string;
  href: string;
}

export interface SignInView {
  locale: Locale;
  t: Translate;
  nonce: string;
  /** POST target of the form. */
  action: string;
  /** The same page in another language: href for each locale. */
  languageLinks: Record<Locale, string>;
  /** 'Forgot password?' and 'Create account' targets (the provider's own pages). */
  forgotPasswordHref: string;
  registerHref: string;
  /** Configured upstream providers; the 'Or continue with' block is hidden when empty. */
  social: SocialButton[];
  email?: string;
  remember?: boolean;
  /** Banner text (already translated). */
  error?: string;
  /** A success notice above the form (e.g. after a password reset). */
  notice?: { title: string; text: string };
  fieldErrors?: { email?: string; password?: string };
}

const iconFor = (id: string) => (/microsoft|azure|entra/i.test(id) ? microsoftIcon : /google/i.test(id) ? googleIcon : '');

export function signInPage(v: SignInView): string {
  const { t } = v;
  const emailErr = v.fieldErrors?.email;
  const passwordErr = v.fieldErrors?.password;
  const social = v.social.length
    ? `<div class="divider">${esc(t('signIn.orContinueWith'))}</div>
  <div class="social" data-testid="social-providers">
    ${v.social.map((b) => `<a class="btn btn-secondary" href="${esc(b.href)}" data-provider="${esc(b.id)}">${iconFor(b.id)}<span>${esc(b.name)}</span></a>`).join('\n    ')}
  </div>`
    : '';
  const body = `
<main class="card" aria-labelledby="title">
  <h1 id="title">${esc(t('signIn.title'))}</h1>
  <p class="subtitle">${esc(t('signIn.subtitle'))}</p>
  ${v.notice ? notice('success', v.notice.title, v.notice.text) : ''}
  ${
    v.error
      ? `<div class="alert" role="alert" id="form-error" data-testid="sign-in-error"><strong>${esc(t('signIn.errorTitle'))}</strong>${esc(v.error)}</div>`
      : ''
  }
  <form method="post" action="${esc(v.action)}" id="sign-in-form" data-busy>
    <input type="hidden" name="lng" value="${v.locale}">
    <div class="field">
      <label for="email">${esc(t('signIn.email'))}<span class="req" aria-hidden="true">*</span></label>
      <input id="email" name="email" type="email" autocomplete="username" required
        placeholder="${esc(t('signIn.emailPlaceholder'))}" value="${esc(v.email ?? '')}"
        ${emailErr ? 'aria-invalid="true" aria-describedby="email-error"' : ''} ${!v.email || emailErr ? 'autofocus' : ''}>
      ${emailErr ? `<div class="field-error" id="email-error">${esc(emailErr)}</div>` : ''}
    </div>
    <div class="field">
      <label for="password">${esc(t('signIn.password'))}<span class="req" aria-hidden="true">*</span></label>
      <input id="password" name="password" type="password" autocomplete="current-password" required minlength="8"
        placeholder="${esc(t('signIn.passwordPlaceholder'))}"
        ${passwordErr ? 'aria-invalid="true" aria-describedby="password-error"' : ''} ${v.email && !emailErr ? 'autofocus' : ''}>
      ${passwordErr ? `<div class="field-error" id="password-error">${esc(passwordErr)}</div>` : ''}
    </div>
    <div class="row">
      <label class="check" for="remember"><input id="remember" name="remember" type="checkbox" value="yes"${v.remember ? ' checked' : ''}>${esc(t('signIn.rememberMe'))}</label>
      <a href="${esc(v.forgotPasswordHref)}">${esc(t('signIn.forgotPassword'))}</a>
    </div>
    <button type="submit" class="btn btn-primary" id="submit" data-busy-label="${esc(t('signIn.submitting'))}">${esc(t('signIn.submit'))}</button>
  </form>
  ${social}
  <p class="footer-links">${esc(t('signIn.noAccount'))} <a href="${esc(v.registerHref)}">${esc(t('signIn.createAccount'))}</a></p>
  ${languageNav(v.locale, t, v.languageLinks)}
</main>`;
  return layout({ locale: v.locale, title: t('signIn.pageTitle'), nonce: v.nonce, body, script: busyScript });
}

/** Disables a submitted form's button and shows its data-busy-label ('Signing in...', 'Processing...'). */
const busyScript = `(function(){document.querySelectorAll('form[data-busy]').forEach(function(f){
f.addEventListener('submit',function(e){var b=e.submitter||f.querySelector('button[type=submit]');if(f.dataset.sent){e.preventDefault();return;}
f.dataset.sent='1';if(b&&b.getAttribute('data-busy-label')){b.textContent=b.getAttribute('data-busy-label');b.setAttribute('aria-busy','true');}
if(b){var h=document.createElement('input');h.type='hidden';h.name=b.name;h.value=b.value;if(b.name)f.appendChild(h);b.disabled=true;}});});
window.addEventListener('pageshow',function(){document.querySelectorAll('form[data-busy]').forEach(function(f){delete f.dataset.sent;});});})();`;

export function notice(kind: 'success' | 'error', title: string, text: string): string {
  return `<div class="notice notice-${kind}" role="${kind === 'error' ? 'alert' : 'status'}" data-testid="notification-${kind}"><strong>${esc(title)}</strong><span>${esc(text)}</span></div>`;
}

export interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value?: string;
  error?: string;
  required?: boolean;
  optionalLabel?: string;
  autocomplete?: string;
  minlength?: number;
  hint?: string;
  inputmode?: 'numeric' | 'text';
  pattern?: string;
  maxlength?: number;
  autofocus?: boolean;
}

export function field(f: FieldSpec): string {
  const id = f.name;
  const describedBy = [f.error ? `${id}-error` : '', f.hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  const attrs = [
    `id="${esc(id)}"`,
    `name="${esc(f.name)}"`,
    `type="${f.type ?? 'text'}"`,
    f.autocomplete ? `autocomplete="${esc(f.autocomplete)}"` : '',
    f.required ? 'required' : '',
    f.minlength ? `minlength="${f.minlength}"` : '',
    f.maxlength ? `maxlength="${f.maxlength}"` : '',
    f.inputmode ? `inputmode="${f.inputmode}"` : '',
    f.pattern ? `pattern="${esc(f.pattern)}"` : '',
    f.type === 'password' ? '' : `value="${esc(f.value ?? '')}"`,
    f.error ? 'aria-invalid="true"' : '',
    describedBy ? `aria-describedby="${describedBy}"` : '',
    f.autofocus ? 'autofocus' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<div class="field">
      <label for="${esc(id)}">${esc(f.label)}${f.required ? '<span class="req" aria-hidden="true">*</span>' : f.optionalLabel ? `<span class="opt">(${esc(f.optionalLabel)})</span>` : ''}</label>
      <input ${attrs}>
      ${f.hint ? `<div class="field-hint" id="${esc(id)}-hint">${esc(f.hint)}</div>` : ''}
      ${f.error ? `<div class="field-error" id="${esc(id)}-error">${esc(f.error)}</div>` : ''}
    </div>`;
}

export interface FormPageView {
  locale: Locale;
  t: Translate;
  nonce: string;
  pageTitle: string;
  title: string;
  subtitle?: string;
  /** A 'Back to Login' style link above the title. */
  back?: { href: string; label: string };
  notices?: Array<{ kind: 'success' | 'error'; title: string; text: string }>;
  action: string;
  hidden?: Record<string, string>;
  /** Rendered fields (use field()) and any extra HTML inside the form. */
  fields: string;
  submit: { label: string; busyLabel: string; name?: string; value?: string };
  /** Extra buttons/forms/links below the main form (raw HTML). */
  after?: string;
  /** Page script run after the busy-button script. */
  script?: string;
  before?: string;
  languageLinks: Record<Locale, string>;
  formId?: string;
}

export function formPage(v: FormPageView): string {
  const hidden = Object.entries(v.hidden ?? {})
    .map(([k, val]) => `<input type="hidden" name="${esc(k)}" value="${esc(val)}">`)
    .join('\n    ');
  const body = `
<main class="card" aria-labelledby="title">
  ${v.back ? `<a class="back" href="${esc(v.back.href)}" data-testid="back-to-login">&larr; ${esc(v.back.label)}</a>` : ''}
  <h1 id="title">${esc(v.title)}</h1>
  ${v.subtitle ? `<p class="subtitle">${esc(v.subtitle)}</p>` : ''}
  ${(v.notices ?? []).map((n) => notice(n.kind, n.title, n.text)).join('\n  ')}
  ${v.before ?? ''}
  <form method="post" action="${esc(v.action)}" id="${esc(v.formId ?? 'main-form')}" data-busy>
    <input type="hidden" name="lng" value="${v.locale}">
    ${hidden}
    ${v.fields}
    <button type="submit" class="btn btn-primary" id="submit"${v.submit.name ? ` name="${esc(v.submit.name)}" value="${esc(v.submit.value ?? '')}"` : ''} data-busy-label="${esc(v.submit.busyLabel)}">${esc(v.submit.label)}</button>
  </form>
  ${v.after ?? ''}
  ${languageNav(v.locale, v.t, v.languageLinks)}
</main>`;
  return layout({ locale: v.locale, title: v.pageTitle, nonce: v.nonce, body, script: v.script ? `${busyScript}\n${v.script}` : busyScript });
}

function languageNav(locale: Locale, t: Translate, links: Record<Locale, string>): string {
  const item = (l: Locale, label: string) =>
    `<a href="${esc(links[l])}" hreflang="${l}" lang="${l}"${l === locale ? ' aria-current="true"' : ''}>${label}</a>`;
  return `<nav class="lang" aria-label="${esc(t('language.label'))}">${item('en', 'English')} · ${item('de', 'Deutsch')}</nav>`;
}

export function messagePage(opts: {
  locale: Locale;
  nonce: string;
  title: string;
  text: string;
  link?: { href: string; label: string };
  role?: 'alert' | 'status';
  notice?: { kind: 'success' | 'error'; title: string; text: string };
  /** Raw HTML after the text (already escaped by the caller). */
  extraHtml?: string;
  /**
   * Go on to this address after some seconds (meta refresh, so it works without JavaScript too).
   * `text` says so visibly; its `{{seconds}}` counts down each second.
   */
  refresh?: { seconds: number; href: string; text?: string };
}): string {
  const countdown = opts.refresh?.text
    ? `<p role="status" data-testid="redirect-countdown">${esc(opts.refresh.text)
        .split('{{seconds}}')
        .join(`<span data-countdown>${opts.refresh.seconds}</span>`)}</p>`
    : '';
  const body = `
<main class="card" aria-labelledby="title">
  <h1 id="title">${esc(opts.title)}</h1>
  ${opts.notice ? notice(opts.notice.kind, opts.notice.title, opts.notice.text) : ''}
  ${opts.text ? `<p${opts.role ? ` role="${opts.role}"` : ''}>${esc(opts.text)}</p>` : ''}
  ${opts.extraHtml ?? ''}
  ${countdown}
  ${opts.link ? `<div class="actions"><a class="btn btn-primary" href="${esc(opts.link.href)}" data-testid="primary-link">${esc(opts.link.label)}</a></div>` : ''}
</main>`;
  const head = opts.refresh ? `<meta http-equiv="refresh" content="${opts.refresh.seconds};url=${esc(opts.refresh.href)}">` : '';
  // The visible count follows the clock; the meta refresh does the navigation.
  const script = countdown
    ? `(function(){var left=${opts.refresh!.seconds};var els=document.querySelectorAll('[data-countdown]');var id=setInterval(function(){left=Math.max(0,left-1);els.forEach(function(e){e.textContent=String(left);});if(left===0)clearInterval(id);},1000);})();`
    : undefined;
  return layout({ locale: opts.locale, title: opts.title, nonce: opts.nonce, body, head, script });
}

/**
 * RP-initiated logout confirmation. `form` is oidc-provider's hidden form (id "op.logoutForm",
 * carrying the xsrf token). With JavaScript the page confirms itself at once (the portal already
 * asked the user: "Sign Out"); without, the user presses the button.
 */
export function logoutPage(opts: { locale: Locale; t: Translate; nonce: string; form: string }): string {
  const { t } = opts;
  const body = `
<main class="card" aria-labelledby="title">
  <h1 id="title">${esc(t('logout.title'))}</h1>
  <p>${esc(t('logout.question'))}</p>
  ${opts.form}
  <div class="actions">
    <button autofocus type="submit" class="btn btn-primary" form="op.logoutForm" value="yes" name="logout" id="logout-yes">${esc(t('logout.confirm'))}</button>
    <button type="submit" class="btn btn-secondary" form="op.logoutForm">${esc(t('logout.cancel'))}</button>
  </div>
</main>`;
  const script = `document.getElementById('logout-yes').click();`;
  return layout({ locale: opts.locale, title: t('logout.pageTitle'), nonce: opts.nonce, body, script });
}
